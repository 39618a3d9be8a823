/// What breathe says when its own output cannot be written (a full disk, a closed
/// stdout), on stderr, after the command's work is done.
public enum OutputPhrase: Phrases, Equatable {
    /// The stream was closed (`>&-`): nothing more could be printed.
    case closed(OutputStream)
    /// A write of nothing: the write was cut short.
    case cutShort(OutputStream)
    /// Any other failure, with the system's reason.
    case failed(OutputStream, reason: SystemReason)

    /// Where the failed write went.
    public enum OutputStream: Sendable, Equatable {
        case standardOutput, standardError

        var english: String { self == .standardOutput ? "standard output" : "standard error" }
        var chinese: String { self == .standardOutput ? "标准输出" : "标准错误" }
    }

    static let samples: [OutputPhrase] = [
        .closed(.standardOutput), .closed(.standardError), .cutShort(.standardOutput),
        .failed(.standardOutput, reason: SystemReason(.noSpace, text: "No space left on device")),
    ]

    public var english: String {
        switch self {
        case .closed(let stream): "\(stream.english) is closed; nothing more could be printed"
        case .cutShort(let stream): "cannot write to \(stream.english): the write was cut short"
        case .failed(let stream, let reason): "cannot write to \(stream.english): \(reason.text)"
        }
    }

    public var chinese: String {
        switch self {
        case .closed(let stream): "\(stream.chinese)已关闭，无法再输出任何内容"
        case .cutShort(let stream): "无法写入\(stream.chinese)：写入被截断"
        case .failed(let stream, let reason): "无法写入\(stream.chinese)：\(reason.chinese)"
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: OutputPhrase) -> String { say(phrase) }
}
