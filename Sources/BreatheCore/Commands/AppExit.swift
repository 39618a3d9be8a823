/// How a run of the app ends the process, once everything is saved and said: decided
/// here, carried out by the command line.
public enum AppExit: Equatable, Sendable {
    /// Exit with this status.
    case status(Int32)
    /// Die by the signal that ended the session, as the shell expects of a program a
    /// signal ended; first say why output failed, when it failed for another reason than
    /// a reader gone.
    case die(signal: Int32, sayingWriteFailure: Bool)

    /// How output failed, when it did.
    public enum WriteFailure: Equatable, Sendable {
        /// The reader went away (EPIPE): a pipeline's usual end, said by nobody.
        case readerGone
        /// Standard error itself failed: nowhere to say it.
        case onStandardError
        /// Anything else (a full disk, a closed stdout).
        case other
    }

    /// The ending of a run that ended with `status`, or by `signal`, after `writeFailure`.
    /// A plain session whose output failed for another reason than a reader gone ended as
    /// a hang-up by `brokenPipe` (the runner's SIGPIPE), and was saved: it exits with its
    /// status (the command line says why and makes it 1) rather than pretend a closed pipe.
    public static func of(status: Int32, signal: Int32?, writeFailure: WriteFailure?, brokenPipe: Int32) -> AppExit {
        guard let signal else { return .status(status) }
        if signal == brokenPipe, let writeFailure, writeFailure != .readerGone { return .status(status) }
        return .die(signal: signal, sayingWriteFailure: writeFailure == .other)
    }
}
