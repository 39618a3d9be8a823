/// The words of the questions around a lesson: whether to start it (on a line), the offer
/// to continue today's attempt and the mood check. (The pace run's questions are the pace
/// area's.) Their words are in `po/`.
public enum QuestionPhrase: TranslatedPhrases, Equatable {
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

    public static let area = "question"

    public var facts: [String: Fact] {
        switch self {
        case .startPrompt(let lesson, let seconds): ["lesson": .text(lesson), "length": .duration(seconds)]
        case .continueWithTimeLeft(let seconds): ["left": .duration(seconds)]
        case .earlierPractised(let practiced, let planned):
            ["practised": .duration(practiced), "planned": .duration(planned)]
        case .startOver, .moodBefore, .moodAfter, .moodScale, .moodStaysHere: [:]
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
