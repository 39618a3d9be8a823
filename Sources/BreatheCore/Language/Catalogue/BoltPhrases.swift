/// The words of the BOLT test (`breathe bolt`): the steps, the count, the result with its
/// band worded as guidance (what practitioners would suggest, never a finding about the
/// person's health), and the history. Seconds to a tenth ("23.4 s"; "23.4秒").
public enum BoltPhrase: Phrases, Equatable {
    // MARK: The test

    /// The screen's title, and the name in lines.
    case title
    case breatheNormally
    /// The step that starts the count; plain mode names only Enter, and how to leave.
    case pinchAndStart(plain: Bool)
    case notAContest
    /// The count going up, in whole seconds.
    case count(seconds: Int)
    /// While counting: the step that stops it.
    case stopAtUrge(plain: Bool)
    /// The panel's keys.
    case startKey
    case stopKey
    case anyKeyCloses

    // MARK: The result

    /// "BOLT: 23.4 s (15-25 s)".
    case result(seconds: Double, band: BoltBand)
    /// What practitioners would suggest in this band.
    case guidance(BoltBand)
    case calmNextBreath
    case morningsCompareBest
    case notADiagnosis
    case saved
    /// The save failed; the result follows as a store to import.
    case notSaved(problem: StoreProblem)
    /// q, or the input closed, before a result.
    case leftWithoutResult
    /// The count was stopped under a second: a key pressed twice.
    case tooShort
    /// Ctrl-Z stopped the process during the count.
    case suspendedCount
    /// Nobody stopped the count before its cap.
    case capReached(seconds: Double)
    /// Plain mode with no terminal on stdin: nothing can start or stop the count.
    case needsATerminal

    // MARK: Results kept (`--history`, `stats`)

    case historyTitle
    case noResults
    /// "23.4 s", a column of the history.
    case seconds(Double)
    /// A band's name: "15-25 s", "under 10 s".
    case band(BoltBand)
    /// Before the sparkline: every result, or the latest `shown` of `count`.
    case sparkLabel(shown: Int, count: Int)
    /// After it: the lowest and highest result it shows.
    case sparkRange(lowest: Double, highest: Double)
    /// `stats`: the latest result and its day.
    case latest(seconds: Double, band: BoltBand, day: CivilDate)

    public var english: String {
        switch self {
        case .title: "BOLT test"
        case .breatheNormally: "Sit quietly and breathe normally through your nose for a minute or so."
        case .pinchAndStart(let plain):
            plain
                ? "After a normal breath out, pinch your nose and press Enter: the count starts at once (q and Enter "
                    + "leaves)."
                : "After a normal breath out, pinch your nose and press space or Enter: the count starts at once."
        case .notAContest:
            "It is not a contest: stop at the first definite urge to breathe, not when you cannot hold any longer."
        case .count(let seconds): "\(seconds) s"
        case .stopAtUrge(let plain):
            plain
                ? "Counting: at the first definite urge to breathe, press Enter and let go of your nose."
                : "At the first definite urge to breathe, press space or Enter and let go of your nose."
        case .startKey: "space or Enter start"
        case .stopKey: "space or Enter stop"
        case .anyKeyCloses: "any key closes"
        case .result(let seconds, let band): "BOLT: \(BoltBand.tenths(seconds)) s (\(Self.englishBand(band)))"
        case .guidance(let band):
            switch band {
            case .under10:
                "Practitioners would begin with gentle breathing through the nose, lighter and slower, a few minutes "
                    + "at a time. If you are often short of breath, talk to a doctor."
            case .from10To15:
                "Practitioners see room to grow here: light, slow breathing through the nose, a little every day."
            case .from15To25:
                "A common range. Practitioners suggest steady, light breathing through the nose to lengthen it over "
                    + "the weeks."
            case .from25To40: "Practitioners count this as good: keep your practice going."
            case .from40: "This is where practitioners aim to be: keep practising as you do."
            }
        case .calmNextBreath:
            "The next breath should be calm. If you gasped, you held too long: stop at the first urge."
        case .morningsCompareBest: "Results vary through the day; taken soon after waking, they compare best."
        case .notADiagnosis:
            "BOLT is a practitioners' measure, not a medical test: guidance, not a finding about your health."
        case .saved: "Saved. breathe bolt --history shows your results over time."
        case .notSaved(let problem): "The result could not be saved: \(problem.english)."
        case .leftWithoutResult: "Left without a result: nothing was saved."
        case .tooShort: "Under a second is not a hold: the count starts again when you are ready."
        case .suspendedCount:
            "The count stopped when breathe was suspended (Ctrl-Z or a stop signal): start again when you are ready."
        case .capReached(let seconds):
            "The count stopped at \(formatClock(seconds)) with no answer, and nothing was saved. A BOLT hold is "
                + "rarely over a minute: stop at the first urge."
        case .needsATerminal:
            "the BOLT test needs keys to start and stop the count: run it in a terminal (stdin is not one)"
        case .historyTitle: "BOLT results"
        case .noResults: "No BOLT results yet: breathe bolt measures one."
        case .seconds(let seconds): "\(BoltBand.tenths(seconds)) s"
        case .band(let band): Self.englishBand(band)
        case .sparkLabel(let shown, let count): shown < count ? "Latest \(shown): " : "Over time: "
        case .sparkRange(let lowest, let highest): "  " + Self.span(lowest, highest) + " s"
        case .latest(let seconds, let band, let day):
            "Latest BOLT test: \(BoltBand.tenths(seconds)) s (\(Self.englishBand(band))), \(Words.english.date(day))"
        }
    }

    public var chinese: String {
        switch self {
        case .title: "BOLT 测试"
        case .breatheNormally: "安静地坐着，用鼻子正常呼吸一分钟左右。"
        case .pinchAndStart(let plain):
            plain
                ? "在一次正常的呼气之后，捏住鼻子，按回车：立即开始计时（输入 q 再按"
                    + "回车离开）。"
                : "在一次正常的呼气之后，捏住鼻子，按空格键或回车：立即开始计时。"
        case .notAContest: "这不是比赛：一感到明确的想呼吸的冲动就停，不要憋到忍不住。"
        case .count(let seconds): "\(seconds)秒"
        case .stopAtUrge(let plain):
            plain
                ? "正在计时：一感到明确的想呼吸的冲动，就按回车，然后松开鼻子。"
                : "一感到明确的想呼吸的冲动，就按空格键或回车，然后松开鼻子。"
        case .startKey: "空格键或回车开始"
        case .stopKey: "空格键或回车停止"
        case .anyKeyCloses: "任意键关闭"
        case .result(let seconds, let band): "BOLT：\(BoltBand.tenths(seconds))秒（\(Self.chineseBand(band))）"
        case .guidance(let band):
            switch band {
            case .under10:
                "练习者会建议从轻柔的鼻呼吸开始：呼吸放轻、放慢，每次几分钟。"
                    + "如果你经常气短，请咨询医生。"
            case .from10To15: "练习者认为这里还有提升的空间：每天练一点轻而慢的鼻呼吸。"
            case .from15To25:
                "这是常见的范围。练习者建议坚持轻柔的鼻呼吸，几周下来会慢慢变长。"
            case .from25To40: "练习者认为这已经不错了：继续保持练习。"
            case .from40: "这正是练习者追求的水平：照现在这样继续练习。"
            }
        case .calmNextBreath:
            "松开鼻子后的第一口气应当是平静的。如果你不得不大口喘气，"
                + "说明憋得太久了：下次一有冲动就停。"
        case .morningsCompareBest:
            "结果在一天之中会有起伏；每天早上醒来后不久测，最便于前后比较。"
        case .notADiagnosis:
            "BOLT 是练习者使用的指标，不是医学检查：它只是参考，"
                + "不能说明你的健康状况。"
        case .saved: "已保存。用 breathe bolt --history 查看历次结果。"
        case .notSaved(let problem): "结果未能保存：\(problem.chinese)。"
        case .leftWithoutResult: "已离开，没有结果：没有保存任何内容。"
        case .tooShort: "不到一秒不算屏息：准备好后重新开始计时。"
        case .suspendedCount: "breathe 被挂起（Ctrl-Z 或停止信号），这次计时作废：准备好后重新开始。"
        case .capReached(let seconds):
            "计时到 \(formatClock(seconds)) 仍无人作答，已经停止，没有保存任何内容。BOLT "
                + "屏息很少超过一分钟：一有冲动就停。"
        case .needsATerminal:
            "BOLT 测试需要用按键开始和停止计时：请在终端里运行（标准输入不是终端）"
        case .historyTitle: "BOLT 测试结果"
        case .noResults: "还没有 BOLT 测试结果：用 breathe bolt 测一次。"
        case .seconds(let seconds): "\(BoltBand.tenths(seconds))秒"
        case .band(let band): Self.chineseBand(band)
        case .sparkLabel(let shown, let count): shown < count ? "最近 \(shown) 次：" : "历次："
        case .sparkRange(let lowest, let highest): "  " + Self.span(lowest, highest) + "秒"
        case .latest(let seconds, let band, let day):
            "最近一次 BOLT 测试：\(BoltBand.tenths(seconds))秒（\(Self.chineseBand(band))），"
                + "\(Words(.simplifiedChinese).date(day))"
        }
    }

    /// "18.5-26.4", or "23.4" when both ends are one.
    static func span(_ lowest: Double, _ highest: Double) -> String {
        BoltBand.tenths(lowest) == BoltBand.tenths(highest)
            ? BoltBand.tenths(lowest)
            : BoltBand.tenths(lowest) + "-" + BoltBand.tenths(highest)
    }

    static func englishBand(_ band: BoltBand) -> String {
        switch band {
        case .under10: "under 10 s"
        case .from40: "40 s and over"
        default: "\(band.lower ?? 0)-\(band.upper ?? 0) s"
        }
    }

    static func chineseBand(_ band: BoltBand) -> String {
        switch band {
        case .under10: "10秒以下"
        case .from40: "40秒及以上"
        default: "\(band.lower ?? 0)-\(band.upper ?? 0)秒"
        }
    }

    static let samples: [BoltPhrase] = [
        .title, .breatheNormally, .pinchAndStart(plain: false), .pinchAndStart(plain: true), .notAContest,
        .count(seconds: 23),
        .stopAtUrge(plain: false), .stopAtUrge(plain: true), .startKey, .stopKey, .anyKeyCloses,
    ] + BoltBand.allCases.flatMap { [BoltPhrase.result(seconds: 23.4, band: $0), .guidance($0), .band($0)] } + [
        .calmNextBreath, .morningsCompareBest, .notADiagnosis, .saved,
        .notSaved(problem: .file(.couldNot(
            .write, path: "/d/progress.json", reason: SystemReason(.noSpace, text: "No space left on device")))),
        .leftWithoutResult, .tooShort, .suspendedCount, .capReached(seconds: BoltBand.capSeconds), .needsATerminal,
        .historyTitle, .noResults, .seconds(23.4), .sparkLabel(shown: 3, count: 3), .sparkLabel(shown: 20, count: 31),
        .sparkRange(lowest: 12.3, highest: 31), .sparkRange(lowest: 23.4, highest: 23.4),
        .latest(seconds: 23.4, band: .from15To25, day: CivilDate(year: 2026, month: 12, day: 1)),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: BoltPhrase) -> String { say(phrase) }
}
