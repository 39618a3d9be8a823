import BreatheCore
import Testing
@testable import BreatheTUI

/// A journal that stops taking checkpoints in the middle of a session (a disk filled
/// up) is told once, after the session, with the practice it still holds: it was silent.
@Suite struct CheckpointFailureTests {
    static let plan = try! PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(6))
    static let full = FileProblem.couldNot(
        .write, path: "/d/journal/s.json", reason: SystemReason(.noSpace, text: "No space left on device"))

    /// Takes checkpoints until `failsFrom` seconds of practice, then none.
    final class FillingKeeper: ProgressKeeping {
        let failsFrom: Double
        init(failsFrom: Double) { self.failsFrom = failsFrom }
        func save(_ store: ProgressStore) throws(StoreProblem) -> (store: ProgressStore, notices: [StoreNotice]) { (store, []) }
        func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints { Journal(failsFrom: failsFrom) }
        func rememberSafetyShown() {}

        final class Journal: SessionCheckpoints {
            let failsFrom: Double
            var failures: [FileProblem] = []
            init(failsFrom: Double) { self.failsFrom = failsFrom }
            func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]?) {
                failures = practicedSeconds >= failsFrom ? [CheckpointFailureTests.full] : []
            }
            func discard() {}
            func end(_ ending: JournalEnding) {}
            func keep() -> KeptJournal? { nil }
        }
    }

    func run(failsFrom: Double, quitAt: Double) -> AppOutcome {
        let run = ScriptedRun(events: [(quitAt, .key(.character("q")))])
        var settings = Settings()
        settings.leadIn = 0
        let context = AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: false, makeID: { "s" })
        return AppRunner(.practice(Self.plan), context: context, store: ProgressStore(), terminal: run, keeper: FillingKeeper(failsFrom: failsFrom), clock: run, sounds: nil).run()
    }

    @Test func aJournalThatStopsTakingCheckpointsIsToldOnceWithWhatItHolds() {
        let outcome = run(failsFrom: 20, quitAt: 45)
        let warnings = outcome.errors.filter { $0.hasPrefix("warning: the journal") }
        #expect(warnings == [
            "warning: the journal could not be updated after 0:15 of practice, so a crash from then on would have lost "
                + "what came after: could not write /d/journal/s.json: No space left on device",
        ], "\(outcome.errors)")
    }

    @Test func aJournalThatTakesEveryCheckpointSaysNothing() {
        #expect(run(failsFrom: 1000, quitAt: 45).errors.isEmpty)
    }
}
