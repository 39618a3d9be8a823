/// What breathe says when its own output cannot be written (a full disk, a closed
/// stdout), on stderr, after the command's work is done. Its words are in `po/`.
public enum OutputPhrase: TranslatedPhrases, Equatable {
    /// The stream was closed (`>&-`): nothing more could be printed.
    case closed(OutputStream)
    /// A write of nothing: the write was cut short.
    case cutShort(OutputStream)
    /// Any other failure, with the system's reason.
    case failed(OutputStream, reason: SystemReason)

    /// Where the failed write went.
    public enum OutputStream: Sendable, Equatable {
        case standardOutput, standardError

        /// Each stream has messages of its own: the stream's name is part of the sentence.
        var keySuffix: String { self == .standardOutput ? "" : "Error" }
    }

    static let samples: [OutputPhrase] = [
        .closed(.standardOutput), .closed(.standardError), .cutShort(.standardOutput), .cutShort(.standardError),
        .failed(.standardOutput, reason: SystemReason(.noSpace, text: "No space left on device")),
        .failed(.standardError, reason: SystemReason(.other, text: "Stale file handle")),
    ]

    public static let area = "output"

    public var key: String {
        switch self {
        case .closed(let stream): Self.area + ".closed" + stream.keySuffix
        case .cutShort(let stream): Self.area + ".cutShort" + stream.keySuffix
        case .failed(let stream, _): Self.area + ".failed" + stream.keySuffix
        }
    }

    public var facts: [String: Fact] {
        if case .failed(_, let reason) = self { return ["reason": .said(reason)] }
        return [:]
    }
}

extension Words {
    public func callAsFunction(_ phrase: OutputPhrase) -> String { say(phrase) }
}
