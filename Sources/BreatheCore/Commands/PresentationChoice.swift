/// How a session is shown and heard on this terminal: the full screen or plain lines, in
/// colour or not, with which sound. Decided from the options, the settings and facts
/// about the terminal that the executable reads.
public struct PresentationChoice: Sendable, Equatable {
    /// Why the full screen cannot be used, or nil when it can.
    public let plainReason: PlainReason?

    /// Plain by choice or for lack of a terminal, which needs no note; or for a TERM
    /// that cannot draw, which is said.
    public enum PlainReason: Sendable, Equatable {
        case noNoteNeeded
        case said(TerminalProblem)
    }
    public let colour: Bool
    public let sound: SoundMode

    /// - Parameters:
    ///   - term: TERM as the environment has it (nil when unset).
    ///   - noColorEnvironment: NO_COLOR is set (to anything but "").
    public init(
        display: DisplayChoice, settings: Settings, stdoutIsTerminal: Bool, stdinIsTerminal: Bool, term: String?,
        noColorEnvironment: Bool) {
        if display.plain || !stdoutIsTerminal || !stdinIsTerminal {
            plainReason = .noNoteNeeded
        } else if let term, !term.isEmpty, term != "dumb" {
            plainReason = nil
        } else {
            plainReason = .said(.plainBecauseOfTerm(term.flatMap { $0.isEmpty ? nil : $0 }))
        }
        colour = settings.color && !display.noColor && !noColorEnvironment
        sound = display.sound ?? settings.sound
    }
}
