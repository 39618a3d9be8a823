/// One movement of the breath. A top-up is a second, short inhale on already full lungs
/// (cyclic sighing); it is shown as "Breathe in" like any inhale, but the circle grows
/// only the last part of the way.
public enum BreathPhaseKind: String, Sendable, Equatable, CaseIterable {
    case inhale
    case topUp
    case holdFull
    case exhale
    case holdEmpty

    /// The words the session screen shows in English, exactly these three so that a
    /// person (or a screen reader) meets the same instruction every time; in the person's
    /// language they are `SessionPhrase.breathPhase`.
    public var displayName: String { Words.english(.breathPhase(self)) }

    /// Whether the lungs fill, empty or stay: the circle moves only when they change.
    public var isHold: Bool { self == .holdFull || self == .holdEmpty }
}

/// A phase and how long it lasts.
public struct BreathPhase: Sendable, Equatable {
    public let kind: BreathPhaseKind
    public let seconds: Double

    public init(_ kind: BreathPhaseKind, _ seconds: Double) {
        self.kind = kind
        self.seconds = seconds
    }
}
