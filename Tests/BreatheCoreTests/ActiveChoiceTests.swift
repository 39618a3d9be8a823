import FoundationEssentials
import Testing
@testable import BreatheCore

/// A choice of a program this device has no file for (made on another device, or in an
/// imported file) never stops breathe from opening: the latest choice that is here stands
/// in, and every place that names the active program says which choice is not here.
@Suite struct ActiveChoiceTests {
    static let folder = "/home/me/.config/breathe/programs"
    static let catalogue: Catalogue = {
        var catalogue = Catalogue(
            programs: [AppFlow.program, AppFlow.other], warnings: [], skipped: ["broken": "broken.json: id: missing"])
        catalogue.folder = folder
        return catalogue
    }()

    /// A store whose choices are `ids`, in this order, a day apart.
    static func choosing(_ ids: [String]) -> ProgressStore {
        var store = ProgressStore()
        for (day, id) in ids.enumerated() {
            store.append(ActivationRecord(
                id: "a\(day)", programID: id, at: LocalTimestamp(iso8601: "2026-11-2\(day)T08:00:00+01:00")!))
        }
        return store
    }

    @Test(arguments: [
        // choices, oldest first → active here, the latest choice when it is not here
        ([], nil, nil),
        (["test"], "test", nil),
        (["test", "other"], "other", nil),
        (["test", "mine"], "test", "mine"),
        (["other", "test", "mine", "yours"], "test", "yours"),
        (["mine"], nil, "mine"),
        // A broken file is here: its screen says what to fix.
        (["test", "broken"], "broken", nil),
        (["broken", "mine"], "broken", "mine"),
    ] as [([String], String?, String?)])
    func theLatestChoiceThatIsHereIsActive(choices: [String], active: String?, notHere: String?) {
        let choice = ActiveChoice(store: Self.choosing(choices), catalogue: Self.catalogue)
        #expect(choice.programID == active)
        #expect(choice.notHere == notHere)
    }

    @Test func homeOpensOnTheProgramThatIsHereAndSaysWhichIsNot() {
        var flow = AppFlow(.home, store: Self.choosing(["test", "mine"]), catalogue: Self.catalogue)
        #expect(flow.screen == .home)
        #expect(flow.model.home?.program.id == "test")
        #expect(flow.model.choiceNotHere == "mine")
        // Practising it records no choice: the other device's stays the latest.
        flow.send(.key(.enter))
        #expect(flow.running != nil)
        #expect(flow.activations == 0)
        #expect(flow.store.activeProgramID == "mine")
    }

    @Test func choosingTheProgramInTheChooserMakesItTheLatestChoice() {
        var flow = AppFlow(.home, store: Self.choosing(["test", "mine"]), catalogue: Self.catalogue)
        flow.key("o")
        #expect(flow.model.choiceNotHere == "mine")
        #expect(flow.model.chooserEntries.first(where: \.isActive)?.program.id == "test")
        flow.send(.key(.enter))
        #expect(flow.activations == 1)
        #expect(flow.store.activeProgramID == "test")
        #expect(flow.model.choiceNotHere == nil)
    }

    @Test func withNothingHereTheChooserOpensWithTheNote() {
        let flow = AppFlow(.home, store: Self.choosing(["mine"]), catalogue: Self.catalogue)
        #expect(flow.screen == .chooser(Chooser(selected: 0, firstRun: true)))
        #expect(flow.model.choiceNotHere == "mine")
    }

    @Test func plainLinesSayItFirstAndPractiseTheProgramHere() {
        let flow = AppFlow(.home, store: Self.choosing(["test", "mine"]), mode: .plain(canAsk: false),
                           catalogue: Self.catalogue)
        #expect(flow.model.noteLines.first == "Your latest choice, mine, is not a program on this device: breathe "
            + "finds no file for it in \(Self.folder). Until its file is there, breathe follows Test, the latest "
            + "choice this device has.")
        #expect(flow.running?.pending.lesson?.program.id == "test")
        #expect(!flow.model.outcome.failed)
    }

    @Test func plainLinesWithNothingHereSayWhatToDo() {
        let flow = AppFlow(.home, store: Self.choosing(["mine"]), mode: .plain(canAsk: false),
                           catalogue: Self.catalogue)
        #expect(flow.model.outcome.failed)
        #expect(!flow.model.outcome.usage)
        #expect(flow.model.outcome.errors == ["your latest choice, mine, is not a program on this device: breathe "
            + "finds no file for it in \(Self.folder); put its file there, or start another program: breathe start "
            + "PROGRAM --plain (breathe programs lists them)"])
        #expect(flow.effects.isEmpty)
    }

    @Test func startAndProgressNameTheFolderAndKeepTheProgress() throws {
        let store = Self.choosing(["mine"])
        let expected = ProgramLookup.Refusal.broken("your program mine could not be loaded: breathe finds no file "
            + "for it in \(Self.folder); put its file there to practise it here, or choose another program (breathe "
            + "programs lists them); your progress in mine is kept")
        #expect(ProgramLookup.programToStart(nil, catalogue: Self.catalogue, store: store) == .failure(expected))
        #expect(ProgramLookup.program("mine", catalogue: Self.catalogue, store: store) == .failure(expected))
        // A program never chosen is a typo, not a missing file.
        guard case .failure(.usage) = ProgramLookup.program("nope", catalogue: Self.catalogue, store: store) else {
            Issue.record("nope is no program anywhere")
            return
        }
        // With a program here, `breathe start` starts it.
        #expect(try ProgramLookup.programToStart(
            nil, catalogue: Self.catalogue, store: Self.choosing(["other", "mine"])).get().id == "other")
    }

    @Test func reportsMarkTheProgramActiveHere() {
        let store = Self.choosing(["other", "mine"])
        #expect(ProgramListReport.entries(Self.catalogue, store: store).filter(\.active).map(\.id) == ["other"])
        let status = StatusLine(
            store: store, catalogue: Self.catalogue, settings: Settings(), today: CivilDate(year: 2026, month: 12, day: 1))
        #expect(status.programID == "other")
    }

    @Test func anImportOrSyncThatBringsAChoiceNotHereSaysSo() {
        let before = Self.choosing(["test"])
        let after = Self.choosing(["test", "mine"])
        #expect(TransferSummary.activeProgramLine(
            before: before, after: after, catalogue: Self.catalogue, imported: true, words: .english)
            == "Your latest choice, mine, is not a program on this device: breathe finds no file for it in "
            + "\(Self.folder). Until its file is there, breathe follows Test, the latest choice this device has.")
        #expect(TransferSummary.activeProgramLine(
            before: after, after: after, catalogue: Self.catalogue, words: .english) == nil)
        #expect(TransferSummary.activeProgramLine(
            before: after, after: Self.choosing(["test", "mine", "other"]), catalogue: Self.catalogue,
            words: .english) == "The active program is now Other (chosen on another device).")
    }
}
