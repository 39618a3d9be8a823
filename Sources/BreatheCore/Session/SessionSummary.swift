/// The few figures a person sees after a session.
public struct SessionSummary: Sendable, Equatable {
    public let patternName: String
    public let practisedSeconds: Double
    public let plannedSeconds: Double
    public let fullCycles: Int
    public let endReason: EndReason
    /// A ramp's last pattern, named after the first ("4-6 to 5-7").
    public let rampTarget: String?
    /// For a session that continued today's earlier attempts: what they practised, and the
    /// whole lesson's length. The line then gives the lesson's total, which is what counts.
    public private(set) var earlier: (practised: Double, lessonSeconds: Double)?
    /// Hold rounds: the rounds breathed to their end, said instead of cycles (a round's
    /// quick breaths are cycles nobody counts).
    public var fullRounds: Int?

    public init(
        patternName: String, practisedSeconds: Double, plannedSeconds: Double, fullCycles: Int, endReason: EndReason,
        rampTarget: String? = nil) {
        self.patternName = patternName
        self.rampTarget = rampTarget
        self.practisedSeconds = practisedSeconds
        self.plannedSeconds = plannedSeconds
        self.fullCycles = fullCycles
        self.endReason = endReason
    }

    /// The summary of a session that continued `practised` seconds of earlier attempts at
    /// a lesson of `lessonSeconds`.
    public func continuing(_ practised: Double, ofLesson lessonSeconds: Double) -> SessionSummary {
        var summary = self
        summary.earlier = (practised, lessonSeconds)
        return summary
    }

    public static func == (lhs: SessionSummary, rhs: SessionSummary) -> Bool {
        (
            lhs.patternName, lhs.practisedSeconds, lhs.plannedSeconds, lhs.fullCycles,
            lhs.endReason) == (rhs.patternName, rhs.practisedSeconds, rhs.plannedSeconds, rhs.fullCycles, rhs.endReason)
            && lhs.rampTarget == rhs.rampTarget && lhs.fullRounds == rhs.fullRounds
            && lhs.earlier?.practised == rhs.earlier?.practised
                && lhs.earlier?.lessonSeconds == rhs.earlier?.lessonSeconds
    }

    /// One line, for example "4-7-8 · 1:16 practised of 1:16 · 4 full cycles · finished";
    /// after a continued attempt "relax · 6:10 practised of 8:00 today (2:10 now) · …".
    /// `separator` lets a non-UTF-8 terminal get plain ASCII.
    public func line(separator: String = Symbols.unicode.separator, words: Words = .english) -> String {
        let practised: SessionPhrase
        if let earlier {
            practised = .practisedToday(
                total: earlier.practised + practisedSeconds, lesson: earlier.lessonSeconds, now: practisedSeconds)
        } else {
            practised = .practisedOf(practised: practisedSeconds, planned: plannedSeconds)
        }
        let name = rampTarget.map { words(.ramp(from: patternName, to: $0)) } ?? patternName
        let done = fullRounds.map { words(RoundsPhrase.fullRounds($0)) } ?? words(.fullCycles(fullCycles))
        return [name, words(practised), done, endReason.phrase(words)].joined(separator: separator)
    }
}
