/// How a session will sound, decided once before it starts from what was asked, where
/// breathe runs and what the machine has. Pure, so every case is a table row in a test.
public struct SoundChoice: Sendable, Equatable {
    /// What actually marks the phases.
    public enum Output: Sendable, Equatable {
        case silent
        case bell
        /// Tones through these players, tried in order (a failing one hands on to the next).
        case tone(players: [SoundTool])
        /// Spoken words through `speaker`; tones through `players` if it fails, then the bell.
        case voice(speaker: SoundTool, players: [SoundTool])
    }

    public let output: Output
    /// One line for the person when they get something other than what they asked for.
    public let note: String?
    /// Said as the session starts (over SSH the person should know at once why they hear
    /// a bell); a missing tool is said after the session, with what happened to sound.
    public let sayBeforeTheSession: Bool

    public init(output: Output, note: String?, sayBeforeTheSession: Bool = false) {
        self.output = output
        self.note = note
        self.sayBeforeTheSession = sayBeforeTheSession
    }

    /// What the machine offers: the players and speech tools found on PATH, in the order
    /// they are tried.
    public struct Machine: Sendable, Equatable {
        public var players: [SoundTool]
        public var speakers: [SoundTool]
        /// SSH_CONNECTION or SSH_TTY is set: a player here would sound on the far machine.
        public var overSSH: Bool

        public init(players: [SoundTool], speakers: [SoundTool], overSSH: Bool) {
            self.players = players
            self.speakers = speakers
            self.overSSH = overSSH
        }
    }

    /// `soundHere` (--sound-here, or the setting soundOverSSH) plays through this
    /// machine's players even over SSH.
    public static func choose(_ mode: SoundMode, on machine: Machine, soundHere: Bool) -> SoundChoice {
        switch mode {
        case .off: return SoundChoice(output: .silent, note: nil)
        case .bell: return SoundChoice(output: .bell, note: nil)
        case .tone, .voice:
            if machine.overSSH && !soundHere {
                return SoundChoice(output: .bell, note: "Over SSH, \(mode == .tone ? "tones" : "the voice") would sound on the machine breathe runs on, not where you are, so the terminal bell marks the phases (--sound-here plays them there anyway).", sayBeforeTheSession: true)
            }
            if mode == .voice {
                if let speaker = machine.speakers.first {
                    return SoundChoice(output: .voice(speaker: speaker, players: machine.players), note: nil)
                }
                if !machine.players.isEmpty {
                    return SoundChoice(output: .tone(players: machine.players), note: "No speech tool was found (\(SoundTool.speakerNames)), so tones mark the phases instead.")
                }
                return SoundChoice(output: .bell, note: "No speech tool (\(SoundTool.speakerNames)) and no sound player (\(SoundTool.playerNames)) was found, so the terminal bell marks the phases.")
            }
            guard !machine.players.isEmpty else {
                return SoundChoice(output: .bell, note: "No sound player was found (\(SoundTool.playerNames)), so the terminal bell marks the phases.")
            }
            return SoundChoice(output: .tone(players: machine.players), note: nil)
        }
    }
}

/// A program that plays a sound file or says words, and how it is called.
public struct SoundTool: Sendable, Equatable {
    /// The name looked up on PATH.
    public let name: String
    /// Arguments before the file (a player) or the words (a speaker).
    public let arguments: [String]
    /// How the tool's own loudness is set from `volume` (1–100), when it has one.
    public let volumeArguments: @Sendable (Int) -> [String]

    public static func == (left: SoundTool, right: SoundTool) -> Bool {
        left.name == right.name && left.arguments == right.arguments
    }

    /// The players, in the order they are tried: PipeWire, PulseAudio, ALSA on Linux;
    /// afplay on macOS (where breathe does not build today: the terminal module needs
    /// signalfd). Tones carry their own loudness, so players are not given one.
    #if os(macOS)
    public static let players: [SoundTool] = [SoundTool(name: "afplay", arguments: [], volumeArguments: { _ in [] })]
    #else
    public static let players: [SoundTool] = [
        SoundTool(name: "pw-play", arguments: [], volumeArguments: { _ in [] }),
        SoundTool(name: "paplay", arguments: [], volumeArguments: { _ in [] }),
        SoundTool(name: "aplay", arguments: ["-q"], volumeArguments: { _ in [] }),
    ]
    #endif

    /// The speech tools a screen-reader user is likely to have, in the order they are
    /// tried. spd-say's rate of speech is its user's own; only the loudness is set.
    public static let speakers: [SoundTool] = [
        SoundTool(name: "spd-say", arguments: [], volumeArguments: { ["-i", String(2 * $0 - 100)] }),
        SoundTool(name: "espeak-ng", arguments: [], volumeArguments: { ["-a", String(2 * $0)] }),
        SoundTool(name: "espeak", arguments: [], volumeArguments: { ["-a", String(2 * $0)] }),
    ]

    static let playerNames = listed(players.map(\.name))
    static let speakerNames = listed(speakers.map(\.name))

    /// "a, b or c".
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The command line that plays `file` or says `words`.
    public func command(playing subject: String, volume: Int) -> [String] {
        [name] + arguments + volumeArguments(volume) + [subject]
    }
}
