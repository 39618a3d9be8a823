/// The few figures a person sees after a session.
public struct SessionSummary: Sendable, Equatable {
    public let patternName: String
    public let practisedSeconds: Double
    public let plannedSeconds: Double
    public let fullCycles: Int
    public let endReason: EndReason

    /// One line, for example "4-7-8 · 1:16 practised of 1:16 · 4 full cycles · finished".
    /// `separator` lets a non-UTF-8 terminal get plain ASCII.
    public func line(separator: String = " · ") -> String {
        let cycles = fullCycles == 1 ? "1 full cycle" : "\(fullCycles) full cycles"
        return [
            patternName,
            "\(formatClock(practisedSeconds)) practised of \(formatClock(plannedSeconds))",
            cycles,
            endReason.phrase,
        ].joined(separator: separator)
    }
}
