/// The words of the questions around a lesson: whether to start it (on a line), the offer
/// to continue today's attempt and the mood check. (The pace run's questions are the pace
/// area's.)
public enum QuestionPhrase: Phrases, Equatable {
    /// Plain mode's home, on a line: today's lesson (its heading) and its length.
    case startPrompt(lesson: String, seconds: Double)
    /// "Continue (2:08 left)": the continuing session's own length.
    case continueWithTimeLeft(Double)
    case startOver
    case earlierPractised(practiced: Double, planned: Double)
    case moodBefore
    case moodAfter
    case moodScale
    case moodStaysHere

    public var english: String {
        switch self {
        case .startPrompt(let lesson, let seconds):
            "Today: \(lesson) (\(formatClock(seconds))). Enter starts, q leaves:"
        case .continueWithTimeLeft(let seconds): "Continue (\(formatClock(seconds)) left)"
        case .startOver: "Start over"
        case .earlierPractised(let practiced, let planned):
            "Your last attempt today came to \(formatClock(practiced)) of \(formatClock(planned)). That time still "
                + "counts if you continue it."
        case .moodBefore: "Before you begin: how do you feel?"
        case .moodAfter: "And now: how do you feel?"
        case .moodScale: "1 tense   2   3   4   5 calm"
        case .moodStaysHere:
            "Answers are kept with the session: in your store, exports and sync folder, nowhere else. breathe "
                + "stats shows the average change."
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        return switch self {
        case .startPrompt(let lesson, let seconds):
            "今天：\(lesson)（\(words.duration(seconds))）。回车开始，q 离开："
        case .continueWithTimeLeft(let seconds): "继续（还剩 \(words.duration(seconds))）"
        case .startOver: "重新开始"
        case .earlierPractised(let practiced, let planned):
            "今天最近一次尝试你已练习 \(words.duration(practiced))，本课共 \(words.duration(planned))。"
                + "接着这次练的话，这段时间照样算数。"
        case .moodBefore: "开始之前：你现在感觉怎么样？"
        case .moodAfter: "现在呢：你感觉怎么样？"
        case .moodScale: "1 紧张   2   3   4   5 平静"
        case .moodStaysHere:
            "回答随这次练习一起保存：在你的进度文件、导出文件和同步文件夹里，别处没有。breathe stats 会显示心情的平均变化。"
        }
    }

    /// One of every case.
    static let samples: [QuestionPhrase] = [
        .startPrompt(lesson: "Foundations · Lesson 1 of 10 · Settle in", seconds: 300), .continueWithTimeLeft(128),
        .startOver, .earlierPractised(practiced: 360, planned: 480), .moodBefore, .moodAfter, .moodScale,
        .moodStaysHere,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: QuestionPhrase) -> String { say(phrase) }
}
