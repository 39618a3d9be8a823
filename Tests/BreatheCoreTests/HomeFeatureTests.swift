import Testing
@testable import BreatheCore

/// Home, the progress page, the chooser and a lesson's summary, as tables of keys and
/// what each hands the root.
@Suite struct HomeFeatureTests {
    static let time = Milliseconds()

    static func model(_ store: ProgressStore, screen: AppScreen) -> AppModel {
        var model = AppModel(context: .table(), store: store, now: time.at(5000))
        model.screen = screen
        return model
    }

    @Test(arguments: [
        (AppKey.enter, "lesson test"), (.character("p"), "progress"), (.character("P"), "progress"),
        (.character("o"), "chooser 0"), (.character("q"), "finish"), (.escape, "finish"),
        (.character("x"), "stays"), (.up, "stays"),
    ])
    func home(key: AppKey, handoff: String) {
        #expect(label(HomeFeature.home(key, Self.model(AppFlow.active, screen: .home))) == handoff)
    }

    /// Through the root, home's Enter starts today's lesson: its session and journal.
    @Test func homeStartsTodaysLesson() {
        var model = Self.model(AppFlow.active, screen: .home)
        let effects = AppCore.update(&model, .key(.enter), at: Self.time.at(6000))
        #expect(label(model.screen) == "session Test · Lesson 1 of 3 · Lesson A")
        #expect(effects.map(label) == ["beginJournal id-1 5-5"])
    }

    /// What home shows is decided in the core (`HomeFacts`), kept while home or the
    /// progress page is on the screen and forgotten once neither is.
    @Test func homeFactsAreKeptWhileHomeIsShown() {
        var model = Self.model(AppFlow.active, screen: .home)
        model.refreshHome()
        let shown = model.home?.today.lesson.id
        #expect(shown == AppFlow.program.lessons[0].id)
        #expect(model.home?.program.id == AppFlow.program.id)
        // Away from home the facts are forgotten.
        _ = AppCore.update(&model, .key(.character("p")), at: Self.time.at(6000))
        #expect(model.home != nil)
        _ = AppCore.update(&model, .key(.character("q")), at: Self.time.at(7000))
        _ = AppCore.update(&model, .key(.character("q")), at: Self.time.at(8000))
        #expect(model.screen == .finished && model.home == nil)
    }

    /// With no program active (its file broke), Enter and p do nothing.
    @Test(arguments: [AppKey.enter, .character("p")])
    func homeWithoutAProgram(key: AppKey) {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "a-1", programID: "gone", at: Self.time.at(0).wall))
        #expect(HomeFeature.home(key, Self.model(store, screen: .home)) == nil)
    }

    /// Two programs, test and other: keys move and stop at either end (no wrapping round),
    /// digits pick, q goes back (or ends a first run).
    @Test(arguments: [
        (false, AppKey.up, "stays", 0), (false, .down, "stays", 1), (false, .character("k"), "stays", 0),
        (false, .character("j"), "stays", 1), (false, .character("2"), "stays", 1), (false, .character("1"), "stays", 0),
        (false, .character("3"), "stays", 0), (false, .character("x"), "stays", 0), (false, .enter, "activate test", 0),
        (false, .character("q"), "home", 0), (true, .character("q"), "finish", 0), (true, .escape, "finish", 0),
    ])
    func chooser(firstRun: Bool, key: AppKey, handoff: String, selected: Int) {
        var chooser = Chooser(selected: 0, firstRun: firstRun)
        let programs = AppContext.table().catalogue.programs
        #expect(label(HomeFeature.choose(&chooser, key, programs: programs, active: nil)) == handoff)
        #expect(chooser.selected == selected)
        // Down from the last stays on the last.
        var last = Chooser(selected: programs.count - 1, firstRun: firstRun)
        _ = HomeFeature.choose(&last, .down, programs: programs, active: nil)
        #expect(last.selected == programs.count - 1)
    }

    /// With test active, Enter on other asks first: Enter then switches, any other key
    /// (q, an arrow) stays, and the active program chosen again needs no question.
    @Test(arguments: [
        ([AppKey.enter, .enter], ["asks", "activate other"]),
        ([.enter, .character("q")], ["asks", "stays"]),
        ([.enter, .up, .up, .enter], ["asks", "stays", "stays", "activate test"]),
        ([.up, .enter], ["stays", "activate test"]),
    ])
    func leavingTheActiveProgramIsAskedFirst(keys: [AppKey], handoffs: [String]) {
        let programs = AppContext.table().catalogue.programs
        var chooser = Chooser(selected: 1, firstRun: false)
        var said: [String] = []
        for key in keys {
            let asking = chooser.confirming
            let handoff = label(HomeFeature.choose(&chooser, key, programs: programs, active: programs[0].id))
            said.append(!asking && chooser.confirming ? "asks" : handoff)
        }
        #expect(said == handoffs)
        #expect(!chooser.confirming || handoffs.last == "asks")
    }

    /// Enter makes the chosen program active: one activation, under an id from the
    /// context, saved at once; the active one chosen again saves nothing.
    @Test func choosingSavesAnActivationUnderAnInjectedID() {
        var model = Self.model(AppFlow.active, screen: .chooser(Chooser(selected: 1, firstRun: false)))
        // Leaving the active program is asked first: nothing is saved until Enter again.
        #expect(AppCore.update(&model, .key(.enter), at: Self.time.at(4000)).isEmpty)
        let effects = AppCore.update(&model, .key(.enter), at: Self.time.at(5000))
        var expected = AppFlow.active
        expected.append(ActivationRecord(id: "id-1", programID: "other", at: Self.time.at(5000).wall))
        #expect(effects == [.saveActivation(expected)])
        #expect(model.store == expected)
        #expect(model.screen == .home)
        model.screen = .chooser(Chooser(selected: 1, firstRun: false))
        // Now the active one: no question, and nothing to save.
        #expect(AppCore.update(&model, .key(.enter), at: Self.time.at(6000)).isEmpty)
        #expect(model.screen == .home)
    }

    @Test(arguments: [(AppKey.enter, "home"), (.character("x"), "home"), (.character("q"), "finish"), (.escape, "finish")])
    func summary(key: AppKey, handoff: String) {
        #expect(label(HomeFeature.summary(key)) == handoff)
    }
}
