/// The words of `breathe patterns`: each built-in pattern's timings and what it is for,
/// its cycle and rate, any caution, and how to write one's own. Pattern names are what a
/// person types, and stay as they are.
public enum PatternListPhrase: Phrases, Equatable {
    /// What a built-in pattern is, by its name.
    case summary(pattern: String)
    case cycleAndRate(cycleSeconds: Double, breathsPerMinute: Double)
    case caution(PatternCaution.Concern)
    /// The pattern `pace`, the person's own rate.
    case ownPace
    /// How to write a pattern of one's own.
    case yourOwn

    public var english: String {
        switch self {
        case .summary(let name): BuiltInPattern.named(name)?.summary ?? name
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
        case .summary(let name):
            switch name {
            case "4-7-8": "吸气 4，屏息 7，呼气 8：长长的呼气，帮你放松下来"
            case "box": "吸气 4，屏息 4，呼气 4，屏息 4：平稳均匀"
            case "coherent": "吸气 5.5，呼气 5.5：每分钟约六次呼吸"
            case "relax": "吸气 4，呼气 6：呼气比吸气长"
            case "sigh": "循环叹息：吸气 2.5，再补吸 1，慢慢呼气 5.5"
            default: english
            }
        case .cycleAndRate(let cycle, let rate):
            "每轮 \(formatNumber(cycle)) 秒，每分钟呼吸 \(formatNumber(rate)) 次"
        case .caution(let concern): "注意：" + PatternCaution.phrase(concern).chinese
        case .ownPace: "你自己的呼吸频率，吸 4 呼 6（设置 pace；breathe pace 帮你找到它）"
        case .yourOwn:
            "自己写：用短横线连接秒数，吸-呼（4-6）、吸-屏-呼（4-7-8）"
                + "或吸-屏-呼-屏（4-4-4-4）。"
        }
    }

    /// One of every case (every built-in pattern's summary), for the completeness test.
    static let samples: [PatternListPhrase] = BuiltInPattern.all.map { .summary(pattern: $0.name) }
        + PatternCaution.Concern.allCases.map(PatternListPhrase.caution)
        + [.cycleAndRate(cycleSeconds: 16, breathsPerMinute: 3.8), .ownPace, .yourOwn]
}

extension Words {
    public func callAsFunction(_ phrase: PatternListPhrase) -> String { say(phrase) }
}
