/// The words of `breathe patterns` (each pattern's timings and what it is for are its
/// `PatternSummary`): its cycle and rate, any caution, and how to write one's own. Pattern names are what a
/// person types, and stay as they are.
public enum PatternListPhrase: Phrases, Equatable {
    case cycleAndRate(cycleSeconds: Double, breathsPerMinute: Double)
    case caution(PatternCaution.Concern)
    /// The pattern `pace`, the person's own rate.
    case ownPace
    /// How to write a pattern of one's own.
    case yourOwn

    public var english: String {
        switch self {
        case .cycleAndRate(let cycle, let rate):
            "\(formatNumber(cycle)) s a cycle, \(formatNumber(rate)) breaths a minute"
        case .caution(let concern): "caution: " + PatternCaution.phrase(concern).english
        case .ownPace: "your own rate, in 4 : out 6 (the setting pace; breathe pace helps you find it)"
        case .yourOwn:
            "Your own: seconds joined by dashes, in-out (4-6), in-hold-out (4-7-8) or in-hold-out-hold (4-4-4-4)."
        }
    }

    public var chinese: String {
        switch self {
        case .cycleAndRate(let cycle, let rate):
            "每轮 \(formatNumber(cycle)) 秒，每分钟呼吸 \(formatNumber(rate)) 次"
        case .caution(let concern): "注意：" + PatternCaution.phrase(concern).chinese
        case .ownPace: "你自己的呼吸频率，吸 4 呼 6（设置 pace；breathe pace 帮你找到它）"
        case .yourOwn:
            "自己写：用短横线连接秒数，吸-呼（4-6）、吸-屏-呼（4-7-8）"
                + "或吸-屏-呼-屏（4-4-4-4）。"
        }
    }

    /// One of every case, for the completeness test.
    static let samples: [PatternListPhrase] = PatternCaution.Concern.allCases.map(PatternListPhrase.caution)
        + [.cycleAndRate(cycleSeconds: 16, breathsPerMinute: 3.8), .ownPace, .yourOwn]
}

extension Words {
    public func callAsFunction(_ phrase: PatternListPhrase) -> String { say(phrase) }
}
