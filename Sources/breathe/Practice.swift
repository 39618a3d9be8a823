import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe practice`: the pattern and length were checked as the line was read; run the
/// session at the person's pace and print the summary.
enum Practice {
    static func run(_ options: PracticeOptions) -> Int32 {
        // A session that could not be saved must not start: settings that cannot be
        // read (or no HOME) stop it here, before any practice, with the reason.
        guard let setup = Setup.load() else {
            printError("nothing was practised; fix the problem above first, since the session could not be saved")
            return ExitStatus.failure
        }
        // Saves sessions left behind by a crash. A store that cannot be read (a newer
        // format, say) does not stop practice: the session is kept in its journal.
        let store = setup.loadStore() ?? ProgressStore()
        return AppLauncher.run(.practice(options.plan(pace: setup.settings.pace)), setup: setup, store: store, display: options.display)
    }
}
