/// How a session is shown and heard on this terminal: the full screen or plain lines, in
/// colour or not, with which sound. Decided from the options, the settings and facts
/// about the terminal that the executable reads.
public struct PresentationChoice: Sendable, Equatable {
    /// Why the full screen cannot be used ("" when it is plain by choice or for lack of a
    /// terminal, which needs no note), or nil when it can.
    public let plainReason: String?
    public let colour: Bool
    public let sound: SoundMode

    /// - Parameters:
    ///   - term: TERM as the environment has it (nil when unset).
    ///   - noColorEnvironment: NO_COLOR is set (to anything but "").
    public init(display: DisplayChoice, settings: Settings, stdoutIsTerminal: Bool, stdinIsTerminal: Bool, term: String?, noColorEnvironment: Bool) {
        if display.plain || !stdoutIsTerminal || !stdinIsTerminal {
            plainReason = ""
        } else if let term, !term.isEmpty, term != "dumb" {
            plainReason = nil
        } else {
            let shown = term.flatMap { $0.isEmpty ? nil : $0 } ?? "(unset)"
            plainReason = "TERM=\(shown) cannot draw the full screen, so the session is shown as plain lines"
        }
        colour = settings.color && !display.noColor && !noColorEnvironment
        sound = display.sound ?? settings.sound
    }
}
