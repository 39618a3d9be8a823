import BreatheCore
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

// The command line only: read the arguments, hand the work to the libraries, report.
exit(Command.main(CommandLine.arguments))
