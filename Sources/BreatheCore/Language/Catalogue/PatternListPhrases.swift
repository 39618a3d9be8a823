/// The words of `breathe patterns` (each pattern's timings and what it is for are its
/// `PatternSummary`): its cycle and rate, any caution, and how to write one's own. Pattern names are what a
/// person types, and stay as they are.
public enum PatternListPhrase: Phrases, Equatable {
    case cycleAndRate(cycleSeconds: Double, breathsPerMinute: Double)
    case caution(PatternCaution.Concern)
    /// The pattern `pace` at the person's own rate (the setting), as it would be breathed.
    case ownPace(inSeconds: Double, outSeconds: Double, breathsPerMinute: Double)
    /// How to write a pattern of one's own.
    case yourOwn

    public var english: String {
        switch self {
        case .cycleAndRate(let cycle, let rate):
            "\(formatNumber(cycle)) s a cycle, \(formatNumber(rate)) breaths a minute"
        case .caution(let concern): "caution: " + PatternCaution.phrase(concern).english
        case .ownPace(let inSeconds, let outSeconds, let rate):
            "your own rate, the setting pace: in \(Self.tenths(inSeconds)), out \(Self.tenths(outSeconds)), "
                + "\(formatNumber(rate)) breaths a minute (breathe pace helps you find it)"
        case .yourOwn:
            "Your own: seconds joined by dashes, in-out (4-6), in-hold-out (4-7-8) or in-hold-out-hold (4-4-4-4)."
        }
    }

    public var chinese: String {
        switch self {
        case .cycleAndRate(let cycle, let rate):
            "每轮 \(formatNumber(cycle))秒，每分钟呼吸 \(formatNumber(rate)) 次"
        case .caution(let concern): "注意：" + PatternCaution.phrase(concern).chinese
        case .ownPace(let inSeconds, let outSeconds, let rate):
            "你自己的呼吸频率，即设置 pace：吸气 \(Self.tenths(inSeconds))，呼气 \(Self.tenths(outSeconds))，"
                + "每分钟呼吸 \(formatNumber(rate)) 次（breathe pace 帮你找到它）"
        case .yourOwn:
            "自己写：用短横线连接秒数，吸-呼（4-6）、吸-屏-呼（4-7-8）"
                + "或吸-屏-呼-屏（4-4-4-4）。"
        }
    }

    /// One of every case, for the completeness test.
    static let samples: [PatternListPhrase] = PatternCaution.Concern.allCases.map(PatternListPhrase.caution)
        + [.cycleAndRate(cycleSeconds: 16, breathsPerMinute: 3.8),
           .ownPace(inSeconds: 3.6923, outSeconds: 5.5385, breathsPerMinute: 6.5), .yourOwn]

    /// Seconds to a tenth, as a session's lines give a phase ("in 3.7").
    static func tenths(_ seconds: Double) -> String { formatNumber((seconds * 10).rounded() / 10) }
}

extension Words {
    public func callAsFunction(_ phrase: PatternListPhrase) -> String { say(phrase) }
}
