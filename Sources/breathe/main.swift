import BreatheCore
import BreatheSystem

// The command line only: read the arguments, hand the work to the libraries, report.
// Arguments whose bytes are not UTF-8 are named, never read as the name the runtime makes.
let notUTF8 = (0..<Int(CommandLine.argc)).filter { place in
    CommandLine.unsafeArgv[place].map { String(validatingCString: $0) == nil } ?? false
}
ThisProcess.exit(Command.main(CommandLine.arguments, notUTF8: notUTF8))
