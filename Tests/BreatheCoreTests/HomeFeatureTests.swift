import Testing
@testable import BreatheCore

/// Home, the progress page, the chooser and a lesson's summary, as tables of keys.
@Suite struct HomeFeatureTests {
    static let time = Milliseconds()

    static func model(_ store: ProgressStore, screen: AppScreen) -> AppModel {
        var model = AppModel(context: .table(), store: store, now: time.at(5000))
        model.screen = screen
        return model
    }

    @Test(arguments: [
        (AppKey.enter, "session Test · Lesson 1 of 3 · Lesson A", ["beginJournal id-1 5-5"]),
        (.character("p"), "progress", []), (.character("P"), "progress", []),
        (.character("o"), "chooser 0", []),
        (.character("q"), "finished", []), (.escape, "finished", []),
        (.character("x"), "home", []), (.up, "home", []),
    ])
    func home(key: AppKey, screen: String, effects: [String]) {
        var model = Self.model(AppFlow.active, screen: .home)
        #expect(HomeFeature.home(&model, key).map(label) == effects)
        #expect(label(model.screen) == screen)
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
        var model = Self.model(store, screen: .home)
        #expect(HomeFeature.home(&model, key).isEmpty)
        #expect(model.screen == .home)
    }

    /// Two programs, test and other: keys move round, digits pick, q goes back (or ends
    /// a first run).
    @Test(arguments: [
        (false, AppKey.up, "chooser 1"), (false, .down, "chooser 1"), (false, .character("k"), "chooser 1"),
        (false, .character("j"), "chooser 1"), (false, .character("2"), "chooser 1"), (false, .character("1"), "chooser 0"),
        (false, .character("3"), "chooser 0"), (false, .character("x"), "chooser 0"),
        (false, .character("q"), "home"), (true, .character("q"), "finished"), (true, .escape, "finished"),
    ])
    func chooser(firstRun: Bool, key: AppKey, screen: String) {
        var model = Self.model(ProgressStore(), screen: .chooser(Chooser(selected: 0, firstRun: firstRun)))
        #expect(HomeFeature.choose(&model, Chooser(selected: 0, firstRun: firstRun), key).isEmpty)
        #expect(label(model.screen) == screen)
    }

    /// Enter makes the chosen program active: one activation, under an id from the
    /// context, saved at once; the active one chosen again saves nothing.
    @Test func choosingSavesAnActivationUnderAnInjectedID() {
        var model = Self.model(AppFlow.active, screen: .home)
        let effects = HomeFeature.choose(&model, Chooser(selected: 1, firstRun: false), .enter)
        var expected = AppFlow.active
        expected.append(ActivationRecord(id: "id-1", programID: "other", at: Self.time.at(5000).wall))
        #expect(effects == [.saveActivation(expected)])
        #expect(model.store == expected)
        #expect(model.screen == .home)
        #expect(HomeFeature.choose(&model, Chooser(selected: 1, firstRun: false), .enter).isEmpty)
    }

    @Test(arguments: [(AppKey.enter, "home"), (.character("x"), "home"), (.character("q"), "finished"), (.escape, "finished")])
    func summary(key: AppKey, screen: String) {
        var model = Self.model(AppFlow.active, screen: .home)
        #expect(HomeFeature.summary(&model, key).isEmpty)
        #expect(label(model.screen) == screen)
        #expect(HomeFeature.progress(&model, key).isEmpty)
        #expect(model.screen == .home)
    }
}
