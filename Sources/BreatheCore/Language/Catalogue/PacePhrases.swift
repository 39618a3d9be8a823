/// The words of `breathe pace`: the intro, its blocks, the two questions after each, the
/// beat before the next block, the table and suggestion at the end, and what is kept.
/// Rates are breaths a minute, as `formatNumber` shows them ("5.5"); 呼吸频率 is the
/// pace, 段 a block.
public enum PacePhrase: Phrases, Equatable {
    // MARK: Before the run

    /// What the run is, from its plan: `count` blocks of about `minutes` each, from
    /// `fastest` down to `slowest` breaths a minute.
    case introBlocks(count: Int, minutes: Double, fastest: Double, slowest: Double)
    /// The questions, in short.
    case introQuestions
    /// How to stop: a key in the full screen; Ctrl-C, or q typed at a question, on lines.
    case introStop(typed: Bool)
    /// The intro's question on a line.
    case introPrompt
    /// q at the intro: nothing was breathed.
    case leftBeforeStarting

    // MARK: Between blocks

    /// The next block's rate: "Next: 5.5 a minute".
    case next(rate: Double)
    /// Under it, on the panel.
    case takeYourTime
    /// The panel's key to go on.
    case readyKey
    /// The beat's question on a line.
    case nextPrompt(rate: Double)

    // MARK: Blocks and questions

    /// The run's name, on the screen's top line and over its table.
    case findingYourPace
    /// A block's rate in its header: "6.5 a minute".
    case ratePerMinute(Double)
    /// A rate in a sentence or a title: "6.5 breaths a minute".
    case breathsPerMinute(Double)
    /// "block 1 of 5".
    case blockOf(number: Int, count: Int)
    /// The first question after a block.
    case easeQuestion
    /// The second.
    case discomfortQuestion
    /// The answers to the first, on the panel.
    case easeScale
    /// The answers to the second, on the panel.
    case yesNoScale
    /// Under the first question.
    case noRightAnswer
    /// Under the second.
    case yesEndsTheRun
    /// The panel's keys.
    case answerKey
    case otherKeysSkip
    case yesOrNoKey
    case stopHereKey
    /// The questions on a line, in plain mode.
    case easePrompt
    case discomfortPrompt
    /// No terminal to answer on: the questions are skipped, so nothing will be suggested.
    case questionsSkipped
    /// A line that is neither yes nor no.
    case answerYesOrNo

    // MARK: The end of a run

    /// Before the table, when a yes to discomfort ended the run: what was answered and
    /// what followed, nothing more (whether the block was saved is said elsewhere, and a
    /// failed save has its own words).
    case stoppedWhenUncomfortable
    /// Beside the run's name over the table: "3 of 5 blocks", or when some ended early,
    /// how many were breathed whole: "2 of 5 blocks, 1 whole".
    case blocksBreathed(Int, whole: Int, of: Int)
    /// The table's columns.
    case rateColumn
    case easeColumn
    case discomfortColumn
    /// A block's ease: "4 of 5".
    case easeOutOfFive(Int)
    /// A block's answer about discomfort.
    case discomfortAnswer(Bool)
    /// A block ended before its end, after `seconds` of practice.
    case blockEndedEarly(seconds: Double)
    /// "Suggested: 6 breaths a minute."
    case suggested(rate: Double)
    /// In its place when no block was rated.
    case noSuggestion
    /// What the suggestion rests on, and how far to trust it.
    case explanation(PaceSuggestion)
    /// The suggestion was kept as the setting `pace`.
    case keptAsPace(rate: Double)
    /// Blocks were rated, none easy without discomfort: the pace stays `current`.
    case nothingEasyPaceStays(current: Double)
    /// Keeping it failed (said before this): the pace stays `current`.
    case paceStays(current: Double)
    /// After the reason a write of the setting failed.
    case suggestionNotKept(problem: String)
    /// `breathe pace --rr FILE` with no such file.
    case noSuchRecording(file: String)

    // MARK: Runs kept (`--history`, `--rr`)

    /// A block's mean heart-rate swing a breath, in beats a minute.
    case swing(Double)

    public var english: String {
        switch self {
        case .introBlocks(let count, let minutes, let fastest, let slowest):
            "\(count) blocks of about \(formatNumber(minutes)) \(minutes == 1 ? "minute" : "minutes") each, from "
                + "\(formatNumber(fastest)) down to \(formatNumber(slowest)) breaths a minute."
        case .introQuestions: "Two short questions after each."
        case .introStop(let typed):
            typed
                ? "Ctrl-C, or q at a question, stops at any time; what you did is kept."
                : "q stops at any time; what you did is kept."
        case .introPrompt: "Enter begins, q leaves:"
        case .leftBeforeStarting: "Left before the first block: nothing was saved, and your pace stays as it was."
        case .next(let rate): "Next: \(formatNumber(rate)) a minute"
        case .takeYourTime: "Take your time: the block begins when you are ready."
        case .readyKey: "Enter when ready"
        case .nextPrompt(let rate): "Next: \(formatNumber(rate)) a minute. Enter when ready, q stops:"
        case .findingYourPace: "Finding your pace"
        case .ratePerMinute(let rate): "\(formatNumber(rate)) a minute"
        case .breathsPerMinute(let rate): "\(formatNumber(rate)) breaths a minute"
        case .blockOf(let number, let count): "block \(number) of \(count)"
        case .easeQuestion: "How easy was that?"
        case .discomfortQuestion: "Any air hunger or light-headedness?"
        case .easeScale: "1 hard   2   3   4   5 easy"
        case .yesNoScale: "y yes   n no"
        case .noRightAnswer: "There is no right answer: comfort is what counts here."
        case .yesEndsTheRun: "A yes ends the slower blocks now; what you did is kept."
        case .answerKey: "1-5 answer"
        case .otherKeysSkip: "other keys skip"
        case .yesOrNoKey: "y or n"
        case .stopHereKey: "q stop here"
        case .easePrompt: "How easy was that? 1 hard to 5 easy (Enter skips, q stops):"
        case .discomfortPrompt: "Any air hunger or light-headedness? y/n (Enter is no, q stops):"
        case .questionsSkipped:
            "There is no terminal to answer on, so the questions after each block are skipped: with no answers there "
                + "is no suggestion."
        case .answerYesOrNo: "Please answer y (yes) or n (no)."
        case .stoppedWhenUncomfortable:
            "You answered yes to air hunger or light-headedness, so the run stopped there, as it should: slow "
                + "breathing should never strain."
        case .blocksBreathed(let count, let whole, let total):
            "\(count) of \(total) blocks" + (whole == count ? "" : ", \(whole) whole")
        case .rateColumn: "a minute"
        case .easeColumn: "how easy"
        case .discomfortColumn: "air hunger or light-headed"
        case .easeOutOfFive(let ease): "\(ease) of 5"
        case .discomfortAnswer(let yes): yes ? "yes" : "no"
        case .blockEndedEarly(let seconds): "ended early (\(formatClock(seconds)))"
        case .suggested(let rate): "Suggested: \(formatNumber(rate)) breaths a minute."
        case .noSuggestion: "No suggestion: no block was rated."
        case .explanation(let suggestion): Self.englishExplanation(suggestion)
        case .keptAsPace(let rate):
            "Kept as your pace (\(formatNumber(rate)) a minute): breathe practice pace breathes it."
        case .nothingEasyPaceStays(let current):
            "None of the rates you rated was easy without discomfort, so your pace stays \(formatNumber(current)) a "
                + "minute."
        case .paceStays(let current): "Your pace stays \(formatNumber(current)) a minute."
        case .suggestionNotKept(let problem): problem + "; the suggestion was not kept as your pace"
        case .noSuchRecording(let file): "\(file) does not exist"
        case .swing(let beats): formatNumber(beats) + " bpm"
        }
    }

    public var chinese: String {
        switch self {
        case .introBlocks(let count, let minutes, let fastest, let slowest):
            "共 \(count) 段，每段约 \(formatNumber(minutes))分钟，从每分钟 \(formatNumber(fastest)) "
                + "次逐步放慢到 \(formatNumber(slowest)) 次。"
        case .introQuestions: "每段之后有两个简短的问题。"
        case .introStop(let typed):
            typed
                ? "随时可以按 Ctrl-C 停止，回答问题时也可以输入 q；做完的部分都会保留。"
                : "随时可以按 q 停止，做完的部分都会保留。"
        case .introPrompt: "回车开始，q 离开："
        case .leftBeforeStarting:
            "在第一段开始前离开了：没有保存任何内容，你的呼吸频率也不变。"
        case .next(let rate): "下一段：每分钟 \(formatNumber(rate)) 次"
        case .takeYourTime: "不用急，准备好了再开始这一段。"
        case .readyKey: "回车开始下一段"
        case .nextPrompt(let rate):
            "下一段：每分钟 \(formatNumber(rate)) 次。准备好了按回车，q 停止："
        case .findingYourPace: "寻找你的呼吸频率"
        case .ratePerMinute(let rate): "每分钟 \(formatNumber(rate)) 次"
        case .breathsPerMinute(let rate): "每分钟呼吸 \(formatNumber(rate)) 次"
        case .blockOf(let number, let count): "第 \(number) 段，共 \(count) 段"
        case .easeQuestion: "刚才这一段感觉轻松吗？"
        case .discomfortQuestion: "有没有气不够用或头晕的感觉？"
        case .easeScale: "1 吃力   2   3   4   5 轻松"
        case .yesNoScale: "y 有   n 没有"
        case .noRightAnswer: "答案没有对错，舒服才是最重要的。"
        case .yesEndsTheRun: "回答“有”会结束后面更慢的几段；已经做完的都会保留。"
        case .answerKey: "1-5 作答"
        case .otherKeysSkip: "其他键跳过"
        case .yesOrNoKey: "y 或 n"
        case .stopHereKey: "q 到此为止"
        case .easePrompt:
            "刚才这一段感觉轻松吗？1 表示吃力，5 表示轻松（回车跳过，q 停止）："
        case .discomfortPrompt: "有没有气不够用或头晕的感觉？y/n（回车表示没有，q 停止）："
        case .questionsSkipped:
            "没有可以作答的终端，所以每段之后的问题都会跳过；没有回答，"
                + "也就没有建议。"
        case .answerYesOrNo: "请回答 y（有）或 n（没有）。"
        case .stoppedWhenUncomfortable:
            "你回答有气不够用或头晕，所以测试到此为止，这样做是对的："
                + "慢呼吸不该让人勉强。"
        case .blocksBreathed(let count, let whole, let total):
            "练了 \(count) 段，共 \(total) 段" + (whole == count ? "" : "，其中完整的 \(whole) 段")
        case .rateColumn: "每分钟"
        case .easeColumn: "轻松程度"
        case .discomfortColumn: "气不够用或头晕"
        case .easeOutOfFive(let ease): "\(ease)/5"
        case .discomfortAnswer(let yes): yes ? "有" : "没有"
        case .blockEndedEarly(let seconds): "提前结束（\(Words(.simplifiedChinese).duration(seconds))）"
        case .suggested(let rate): "建议：每分钟呼吸 \(formatNumber(rate)) 次。"
        case .noSuggestion: "没有建议：没有给任何一段打分。"
        case .explanation(let suggestion): Self.chineseExplanation(suggestion)
        case .keptAsPace(let rate):
            "已设为你的呼吸频率（每分钟 \(formatNumber(rate)) 次）：breathe practice pace "
                + "会按它练习。"
        case .nothingEasyPaceStays(let current):
            "你打过分的频率里，没有哪个既轻松又没有不适，"
                + "所以你的呼吸频率仍是每分钟 \(formatNumber(current)) 次。"
        case .paceStays(let current): "你的呼吸频率仍是每分钟 \(formatNumber(current)) 次。"
        case .suggestionNotKept(let problem): problem + "；建议的频率没有保存为你的呼吸频率"
        case .noSuchRecording(let file): "\(file) 不存在"
        case .swing(let beats): formatNumber(beats) + " 次/分"
        }
    }

    /// The intro of a run of `plan`, its figures from the plan: its blocks and rates, the
    /// questions, and `howToStop` (`introStop`) when someone is there to stop it.
    public static func intro(of plan: PacePlan, howToStop: PacePhrase?) -> [PacePhrase] {
        [.introBlocks(
            count: plan.blocks.count, minutes: plan.minutesPerRate, fastest: plan.blocks.first?.rate ?? 0,
            slowest: plan.blocks.last?.rate ?? 0),
         .introQuestions] + (howToStop.map { [$0] } ?? [])
    }

    /// What a suggestion rests on: the evidence, and how far it goes.
    private static func englishExplanation(_ suggestion: PaceSuggestion) -> String {
        let rate = formatNumber(suggestion.rate)
        switch suggestion.reason {
        case .slowestEasy:
            return "\(rate) a minute was the slowest rate you found easy. Without a heart-rate sensor this is a "
                + "comfort choice: studies comparing a personal rate with a nearby one found small or no differences, "
                + "so any easy rate near 6 serves well. Try again in a month; the rate can change."
        case .noneStoodOut:
            return "None of the rates you rated was easy without discomfort, so the suggestion is \(rate) a minute, a "
                + "sound default for slow breathing. Try again in a month, or choose a rate that felt comfortable with "
                + "breathe config pace."
        case .largestSwing(let clarity):
            let how = clarity == .clear ? "clearly the largest" : "the largest, though only slightly"
            return "Your heart rate swung most with each breath at \(rate) a minute (\(how)): that is how clinics "
                + "pick a resonance rate. It can change between sessions, so try again in a month."
        case .tooFewBlocks:
            return "Fewer than two blocks could be compared (a block counts when it was breathed to its end, without "
                + "a pause or discomfort, with clean beats), so the suggestion is \(rate) a minute, a sound default."
        case .flatSwing:
            return "No rate made your heart rate swing clearly more than another, so the suggestion is \(rate) a "
                + "minute, a sound default. A longer block at each rate (--minutes-per-rate 3) or a steadier recording "
                + "may tell them apart."
        }
    }

    private static func chineseExplanation(_ suggestion: PaceSuggestion) -> String {
        let rate = formatNumber(suggestion.rate)
        switch suggestion.reason {
        case .slowestEasy:
            return "每分钟 \(rate) 次是你觉得轻松的最慢频率。没有心率传感器时，"
                + "这只是按舒适程度做的选择：比较个人频率和相近频率的研究发现，"
                + "两者差别很小甚至没有差别，所以 6 次左右、让你轻松的频率都很好。"
                + "一个月后可以再测一次，频率可能会变。"
        case .noneStoodOut:
            return "你打过分的频率里，没有哪个既轻松又没有不适，所以建议每分钟 \(rate) "
                + "次，这是慢呼吸稳妥的默认值。一个月后可以再测一次，也可以用 breathe "
                + "config pace 选一个你觉得舒服的频率。"
        case .largestSwing(let clarity):
            let how = clarity == .clear ? "明显最大" : "最大，但只是略大"
            return "每分钟 \(rate) 次时，你的心率随每次呼吸起伏最大（\(how)）："
                + "诊所正是这样选出共振频率的。这个频率在不同练习之间可能会变，"
                + "所以一个月后再测一次。"
        case .tooFewBlocks:
            return "可以比较的段不到两段（一段要完整做完，没有暂停、没有不适，"
                + "心跳记录也干净，才算数），所以建议每分钟 \(rate) 次，"
                + "这是稳妥的默认值。"
        case .flatSwing:
            return "没有哪个频率让你的心率起伏明显大于其他频率，所以建议每分钟 \(rate) "
                + "次，这是稳妥的默认值。每个频率练得更久一些（--minutes-per-rate 3），"
                + "或者记录更平稳，也许能分出差别。"
        }
    }

    /// One of each case, for the completeness test.
    static let samples: [PacePhrase] = [
        .introBlocks(count: 5, minutes: 2, fastest: 6.5, slowest: 4.5),
        .introBlocks(count: 5, minutes: 1, fastest: 6.5, slowest: 4.5),
        .introQuestions, .introStop(typed: false), .introStop(typed: true), .introPrompt, .leftBeforeStarting,
        .next(rate: 5.5), .takeYourTime, .readyKey, .nextPrompt(rate: 5.5),
        .findingYourPace, .ratePerMinute(6.5), .breathsPerMinute(5.5), .blockOf(number: 1, count: 5), .easeQuestion,
        .discomfortQuestion,
        .easeScale, .yesNoScale, .noRightAnswer, .yesEndsTheRun, .answerKey, .otherKeysSkip, .yesOrNoKey, .stopHereKey,
        .easePrompt, .discomfortPrompt, .questionsSkipped, .answerYesOrNo, .stoppedWhenUncomfortable,
        .blocksBreathed(3, whole: 3, of: 5), .blocksBreathed(2, whole: 1, of: 5),
        .rateColumn, .easeColumn, .discomfortColumn, .easeOutOfFive(4), .discomfortAnswer(true),
        .discomfortAnswer(false),
        .blockEndedEarly(seconds: 20), .suggested(rate: 6), .noSuggestion,
        .explanation(PaceSuggestion(rate: 5.5, reason: .slowestEasy)),
        .explanation(PaceSuggestion(rate: 6, reason: .noneStoodOut)),
        .explanation(PaceSuggestion(rate: 5, reason: .largestSwing(.clear))),
        .explanation(PaceSuggestion(rate: 5, reason: .largestSwing(.slight))),
        .explanation(PaceSuggestion(rate: 6, reason: .tooFewBlocks)),
        .explanation(PaceSuggestion(rate: 6, reason: .flatSwing)),
        .keptAsPace(rate: 5.5), .nothingEasyPaceStays(current: 6), .paceStays(current: 6),
        .suggestionNotKept(problem: "config.json: could not write"), .noSuchRecording(file: "rr.csv"),
        .swing(7.5),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: PacePhrase) -> String { say(phrase) }
}
