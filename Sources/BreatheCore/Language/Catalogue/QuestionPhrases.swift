/// The words of the questions around a session: the offer to continue today's attempt,
/// the mood check, the panel between the blocks of `breathe pace`, and what plain mode
/// says where it cannot ask.
public enum QuestionPhrase: Phrases, Equatable {
    /// "Continue (2:08 left)": the continuing session's own length.
    case continueWithTimeLeft(Double)
    case startOver
    case earlierPractised(practiced: Double, planned: Double)
    case moodBefore
    case moodAfter
    case moodScale
    case moodStaysHere

    /// A block of `breathe pace`: its rate, then where it is in the run.
    case breathsAMinute(Double)
    case block(number: Int, count: Int)
    case findingYourPace
    case easeScale
    case noRightAnswer
    case yesNoScale
    case aYesEndsTheSlowerBlocks

    // Plain mode, where no panel shows these.
    case doneTodayPractisingAgain(tomorrow: ProgramText?)
    case continuingWithoutATerminal(practiced: Double, planned: Double)
    case moodSkippedWithoutATerminal
    case answerContinueOrStartOver

    public var english: String {
        switch self {
        case .continueWithTimeLeft(let seconds): "Continue (\(formatClock(seconds)) left)"
        case .startOver: "Start over"
        case .earlierPractised(let practiced, let planned):
            "Earlier today you practised \(formatClock(practiced)) of \(formatClock(planned)). That time still counts if you continue."
        case .moodBefore: "Before you begin: how do you feel?"
        case .moodAfter: "And now: how do you feel?"
        case .moodScale: "1 tense   2   3   4   5 calm"
        case .moodStaysHere: "Your answers stay on this machine; breathe stats shows the average change."
        case .breathsAMinute(let rate): "\(formatNumber(rate)) breaths a minute"
        case .block(let number, let count): "block \(number) of \(count)"
        case .findingYourPace: "Finding your pace"
        case .easeScale: "1 hard   2   3   4   5 easy"
        case .noRightAnswer: "There is no right answer: comfort is what counts here."
        case .yesNoScale: "y yes   n no"
        case .aYesEndsTheSlowerBlocks: "A yes ends the slower blocks now; what you did is kept."
        case .doneTodayPractisingAgain(let tomorrow):
            "Today's lesson is done\(tomorrow.map { "; tomorrow: \($0(.english))" } ?? ""). Practising it again: saved, and your place stays where it is."
        case .continuingWithoutATerminal(let practiced, let planned):
            "Continuing today's attempt: \(formatClock(practiced)) of \(formatClock(planned)) practised already (there is no terminal to ask on)."
        case .moodSkippedWithoutATerminal: "The mood check is on, but there is no terminal to answer on: it is skipped."
        case .answerContinueOrStartOver: "Please answer c (continue) or s (start over)."
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        return switch self {
        case .continueWithTimeLeft(let seconds): "继续（还剩 \(words.duration(seconds))）"
        case .startOver: "重新开始"
        case .earlierPractised(let practiced, let planned):
            "今天早些时候你已练习 \(words.duration(practiced))，本课共 \(words.duration(planned))。接着练的话，这段时间照样算数。"
        case .moodBefore: "开始之前：你现在感觉怎么样？"
        case .moodAfter: "现在呢：你感觉怎么样？"
        case .moodScale: "1 紧张   2   3   4   5 平静"
        case .moodStaysHere: "你的回答只保存在这台设备上；breathe stats 会显示心情的平均变化。"
        case .breathsAMinute(let rate): "每分钟 \(formatNumber(rate)) 次"
        case .block(let number, let count): "第 \(number) 组，共 \(count) 组"
        case .findingYourPace: "寻找适合你的呼吸频率"
        case .easeScale: "1 吃力   2   3   4   5 轻松"
        case .noRightAnswer: "没有标准答案：这里只看舒不舒服。"
        case .yesNoScale: "y 是   n 否"
        case .aYesEndsTheSlowerBlocks: "回答“是”就不再练后面更慢的几组；已经练过的都会保留。"
        case .doneTodayPractisingAgain(let tomorrow):
            "今天的课已完成\(tomorrow.map { "；明天：\($0(words))" } ?? "")。现在再练一次：会保存，进度不变。"
        case .continuingWithoutATerminal(let practiced, let planned):
            "接着今天没练完的部分：已练习 \(words.duration(practiced))，本课共 \(words.duration(planned))（没有可以询问的终端）。"
        case .moodSkippedWithoutATerminal: "心情记录已开启，但没有可以作答的终端：这次跳过。"
        case .answerContinueOrStartOver: "请回答 c（继续）或 s（重新开始）。"
        }
    }

    /// One of every case.
    static let samples: [QuestionPhrase] = [
        .continueWithTimeLeft(128), .startOver, .earlierPractised(practiced: 360, planned: 480), .moodBefore, .moodAfter, .moodScale,
        .moodStaysHere, .breathsAMinute(5.5), .block(number: 1, count: 3), .findingYourPace, .easeScale, .noRightAnswer, .yesNoScale,
        .aYesEndsTheSlowerBlocks, .doneTodayPractisingAgain(tomorrow: ProgramText("Lesson B")), .doneTodayPractisingAgain(tomorrow: nil),
        .continuingWithoutATerminal(practiced: 50, planned: 100), .moodSkippedWithoutATerminal, .answerContinueOrStartOver,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: QuestionPhrase) -> String { say(phrase) }
}
