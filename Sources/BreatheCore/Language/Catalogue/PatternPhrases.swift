/// The words about patterns outside the session: why a typed pattern was refused, and
/// the one-line description of each built-in pattern (`breathe patterns`).
extension PatternError: Phrases {
    public var english: String {
        let names = BuiltInPattern.all.map(\.name).joined(separator: ", ")
        let forms =
            "use 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold) numbers of seconds, like 4-6, 4-7-8 or 4-4-4-4"
        switch self {
        case .empty:
            return "no pattern given: name one (\(names)) or write one in seconds, like 4-6"
        case .unknownName(let text):
            return "unknown pattern '\(text)': the built-in ones are \(names); or write your own, like 4-6"
        case .wrongPartCount(let text, let count):
            return "'\(text)' has \(count) part\(count == 1 ? "" : "s"); \(forms)"
        case .missingNumber(let text):
            return "'\(text)' has a dash with no number after it; \(forms)"
        case .notANumber(let part, let phase):
            return "'\(part)' is not a number of seconds (\(Self.englishName(phase))); use digits with an optional "
                + "decimal point, like 5.5"
        case .breathNotPositive(let part, let phase):
            return "\(Self.englishName(phase)) must last more than 0 seconds, not \(part)"
        case .negativeHold(let part):
            return "a hold cannot be negative (\(part)); use 0 for no hold"
        case .phaseTooShort(let part, let phase):
            return "\(Self.englishName(phase)) of \(part) seconds is too short; a phase lasts at least "
                + "\(formatNumber(PatternNotation.shortestPhaseSeconds)) seconds (a hold may also be 0)"
        case .phaseTooLong(let part, let phase):
            return "\(Self.englishName(phase)) of \(part) seconds is too long; a phase lasts at most "
                + "\(formatNumber(PatternNotation.longestPhaseSeconds)) seconds"
        }
    }

    public var chinese: String {
        let names = BuiltInPattern.all.map(\.name).joined(separator: "、")
        let forms =
            "请用 2 个（吸-呼）、3 个（吸-屏-呼）或 4 个（吸-屏-呼-屏）秒数，比如 4-6、"
                + "4-7-8 或 4-4-4-4"
        switch self {
        case .empty:
            return "没有给出呼吸法：请说出一个名称（\(names)），或者用秒数写一个，比如 4-6"
        case .unknownName(let text):
            return "没有叫“\(text)”的呼吸法：内置的有 \(names)；也可以自己写一个，比如 4-6"
        case .wrongPartCount(let text, let count):
            return "“\(text)”有 \(count) 段；\(forms)"
        case .missingNumber(let text):
            return "“\(text)”里有一个短横线后面没有数字；\(forms)"
        case .notANumber(let part, let phase):
            return "“\(part)”不是秒数（\(Self.chineseName(phase))）；请用数字，可以带小数点，"
                + "比如 5.5"
        case .breathNotPositive(let part, let phase):
            return "\(Self.chineseName(phase))必须长于 0秒，而不是 \(part)"
        case .negativeHold(let part):
            return "屏息不能是负数（\(part)）；不屏息请写 0"
        case .phaseTooShort(let part, let phase):
            return "\(Self.chineseName(phase)) \(part)秒太短了；每一段至少 "
                + "\(formatNumber(PatternNotation.shortestPhaseSeconds))秒（屏息也可以是 0）"
        case .phaseTooLong(let part, let phase):
            return "\(Self.chineseName(phase)) \(part)秒太长了；每一段最多 "
                + "\(formatNumber(PatternNotation.longestPhaseSeconds))秒"
        }
    }

    /// The phase a number belongs to: "the inhale"; nil is any phase.
    static func englishName(_ phase: BreathPhaseKind?) -> String {
        switch phase {
        case .inhale: "the inhale"
        case .topUp: "the top-up inhale"
        case .holdFull: "the hold after the inhale"
        case .exhale: "the exhale"
        case .holdEmpty: "the hold after the exhale"
        case nil: "a phase"
        }
    }

    static func chineseName(_ phase: BreathPhaseKind?) -> String {
        switch phase {
        case .inhale: "吸气"
        case .topUp: "补吸"
        case .holdFull: "吸气后的屏息"
        case .exhale: "呼气"
        case .holdEmpty: "呼气后的屏息"
        case nil: "这一段"
        }
    }

    static let samples: [PatternError] = [
        .empty, .unknownName("squar"), .wrongPartCount(text: "4", count: 1), .missingNumber(text: "4-"),
        .notANumber(part: "x", phase: .exhale), .notANumber(part: "-", phase: nil),
        .breathNotPositive(part: "0", phase: .inhale),
        .negativeHold(part: "-2"), .phaseTooShort(part: "0.2", phase: .holdEmpty),
        .phaseTooLong(part: "61", phase: .topUp),
    ]
}

/// What each built-in pattern is for, in a line: `breathe patterns` lists them, and
/// `BuiltInPattern.about` names each one's. The rate is the list's next line, never here.
public enum PatternSummary: Phrases, Equatable, CaseIterable {
    case fourSevenEight, box, coherent, relax, sigh

    public var english: String {
        switch self {
        case .fourSevenEight: "in 4, hold 7, out 8: a long exhale to wind down"
        case .box: "in 4, hold 4, out 4, hold 4: steady and even"
        case .coherent: "in 5.5, out 5.5: slow and even, the rate called resonant breathing"
        case .relax: "in 4, out 6: an exhale longer than the inhale"
        case .sigh: "cyclic sighing: in 2.5, top up 1, slow out 5.5"
        }
    }

    public var chinese: String {
        switch self {
        case .fourSevenEight: "吸气 4，屏息 7，呼气 8：长长的呼气，帮你放松下来"
        case .box: "吸气 4，屏息 4，呼气 4，屏息 4：平稳均匀"
        case .coherent: "吸气 5.5，呼气 5.5：缓慢均匀，即所谓的共振呼吸"
        case .relax: "吸气 4，呼气 6：呼气比吸气长"
        case .sigh: "循环叹息：吸气 2.5，再补吸 1，慢慢呼气 5.5"
        }
    }

    static let samples = allCases
}

extension Words {
    public func callAsFunction(_ error: PatternError) -> String { say(error) }
    public func callAsFunction(_ summary: PatternSummary) -> String { say(summary) }
    public func callAsFunction(_ error: PlanError) -> String { say(error) }
}

extension PlanError: Phrases {
    public var english: String {
        switch self {
        case .minutesOutOfRange(let minutes):
            let range = SessionLength.minutesRange
            return "--minutes \(formatNumber(minutes)) is out of range; use \(formatNumber(range.lowerBound)) to "
                + "\(formatNumber(range.upperBound))"
        case .cyclesOutOfRange(let count):
            let range = SessionLength.cyclesRange
            return "--cycles \(count) is out of range; use \(range.lowerBound) to \(range.upperBound)"
        case .noBreath:
            return "the pattern has no phase that takes time"
        case .tooLong(let seconds):
            return "that session would last \(formatClock(seconds)); a session lasts at most 2 hours, so ask for "
                + "fewer cycles"
        case .rampPhasesDiffer(let from, let to):
            return "\(from) and \(to) have different phases; a ramp goes between two patterns with the same phases "
                + "(in-out to in-out, in-hold-out to in-hold-out)"
        case .rampTooShort(let count):
            return "\(count == 1 ? "1 cycle is" : "\(count) cycles are") too few for a ramp; it takes at least "
                + "\(Ramp.fewestCycles) cycles, the first pattern and then the second"
        }
    }
    /// A length that cannot be practised, on the command line or in a program file.
    public var chinese: String {
        switch self {
        case .minutesOutOfRange(let minutes):
            let range = SessionLength.minutesRange
            return "时长 \(formatNumber(minutes))分钟超出了范围；请用 \(formatNumber(range.lowerBound)) "
                + "到 \(formatNumber(range.upperBound))分钟"
        case .cyclesOutOfRange(let count):
            let range = SessionLength.cyclesRange
            return "\(count) 轮超出了范围；请用 \(range.lowerBound) 到 \(range.upperBound) 轮"
        case .noBreath:
            return "这个呼吸法没有任何需要时间的一段"
        case .tooLong(let seconds):
            let words = Words(.simplifiedChinese)
            return "这样一次练习要 \(words.duration(seconds))；一次练习最长 "
                + "\(words.duration(SessionLength.longestSessionSeconds))，请减少轮数"
        case .rampPhasesDiffer(let from, let to):
            return "\(from) 和 \(to) 的阶段不同；"
                + "渐变只能在阶段相同的两个呼吸法之间进行（吸气-呼气到吸气-呼气，"
                + "吸气-屏息-呼气到吸气-屏息-呼气）"
        case .rampTooShort(let count):
            return "\(count) 轮不够渐变；渐变至少要 \(Ramp.fewestCycles) 轮，先是第一个呼吸法，"
                + "最后是第二个"
        }
    }
}
