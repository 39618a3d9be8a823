/// The words about sound: what the voice says at the end of a session, and the notes when
/// a session sounds other than asked (over SSH, a tool missing or failing, no Chinese
/// voice). Tool names are not translated: they are what a person installs. Their words
/// are in `po/`.
public enum SoundPhrase: TranslatedPhrases, Equatable {
    /// What a tool that failed did: each is a message of its own with what followed
    /// (`toolFailed`).
    public enum Trouble: Sendable, Equatable {
        case exited(status: Int32)
        /// It ran past its sound's end and the margin, `seconds` in all, and was stopped.
        case hung(seconds: Double)
        case notStarted(problem: String)
    }

    /// What marked the phases after a tool failed.
    public enum Then: Sendable, Equatable {
        case player(String)
        case speaker(String)
        case bell
    }

    /// Said by the voice when a session is breathed to its end.
    case sessionComplete
    /// Over SSH a player would sound on the far machine: the bell instead.
    case overSSH(voice: Bool)
    /// The voice was asked for and no speech tool is there: tones instead.
    case noSpeechTool(speakers: [String])
    /// Neither a speech tool nor a player: the bell.
    case noSpeechToolNorPlayer(speakers: [String], players: [String])
    /// Tones were asked for and no player is there: the bell.
    case noPlayer(players: [String])
    /// The speech tools found have no Chinese voice: tones, or the bell without a player.
    case noChineseVoice(speakers: [String], tones: Bool)
    /// A tool failed during the session, and what marked the phases after it.
    /// `then` is nil when nothing followed (the chime at the end): the note says only what
    /// happened, not what marked phases that never came.
    case toolFailed(tool: String, Trouble, then: Then?)
    /// The tones' files could not be written: the bell.
    case tonesNotWritten(problem: String)

    public static let area = "sound"

    /// A note that depends on what was asked or what followed names the message it is.
    public var key: String {
        switch self {
        case .overSSH(voice: true): Self.area + ".overSSHVoice"
        case .noChineseVoice(_, tones: false): Self.area + ".noChineseVoiceBell"
        case .toolFailed(_, let trouble, let then):
            Self.area + ".tool" + Self.name(of: trouble) + (then.map { "Then" + Self.name(of: $0) } ?? "AtEnd")
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .noSpeechTool(let speakers), .noChineseVoice(let speakers, _): ["speakers": .alternatives(speakers)]
        case .noSpeechToolNorPlayer(let speakers, let players):
            ["speakers": .alternatives(speakers), "players": .alternatives(players)]
        case .noPlayer(let players): ["players": .alternatives(players)]
        case .toolFailed(let tool, let trouble, let then):
            ["tool": .text(tool)].merging(Self.facts(of: trouble)) { $1 }.merging(Self.facts(of: then)) { $1 }
        case .tonesNotWritten(let problem): ["problem": .text(problem)]
        case .sessionComplete, .overSSH: [:]
        }
    }

    /// A failing tool's part of its message's key, and its facts.
    private static func name(of trouble: Trouble) -> String {
        switch trouble {
        case .exited: "Exited"
        case .hung: "Hung"
        case .notStarted: "NotStarted"
        }
    }

    private static func facts(of trouble: Trouble) -> [String: Fact] {
        switch trouble {
        case .exited(let status): ["status": .number(Int(status))]
        case .hung(let seconds): ["seconds": .decimal(seconds)]
        case .notStarted(let problem): ["problem": .text(problem)]
        }
    }

    /// What followed, as part of the key, and the tool that took over.
    private static func name(of then: Then) -> String {
        switch then {
        case .player: "Player"
        case .speaker: "Speaker"
        case .bell: "Bell"
        }
    }

    private static func facts(of then: Then?) -> [String: Fact] {
        switch then {
        case .player(let name), .speaker(let name): ["next": .text(name)]
        case .bell, nil: [:]
        }
    }

    /// One of every message, for the completeness test.
    static let samples: [SoundPhrase] = [
        .sessionComplete, .overSSH(voice: true), .overSSH(voice: false),
        .noSpeechTool(speakers: ["spd-say", "espeak-ng"]),
        .noSpeechToolNorPlayer(speakers: ["spd-say"], players: ["pw-play", "aplay"]),
        .noPlayer(players: ["pw-play", "paplay", "aplay"]),
        .noChineseVoice(speakers: ["spd-say"], tones: true), .noChineseVoice(speakers: ["espeak-ng"], tones: false),
        .toolFailed(tool: "pw-play", .exited(status: 1), then: .player("paplay")),
        .toolFailed(tool: "aplay", .hung(seconds: 4.5), then: .bell),
        .toolFailed(tool: "paplay", .hung(seconds: 2.9), then: nil),
        .toolFailed(tool: "spd-say", .notStarted(problem: "Permission denied"), then: .speaker("espeak-ng")),
        .tonesNotWritten(problem: "could not make a folder for sounds in /proc"),
        // Each failure with each thing that can follow it.
        .toolFailed(tool: "pw-play", .exited(status: 1), then: .speaker("espeak-ng")),
        .toolFailed(tool: "pw-play", .exited(status: 1), then: .bell),
        .toolFailed(tool: "pw-play", .exited(status: 1), then: nil),
        .toolFailed(tool: "aplay", .hung(seconds: 4.5), then: .player("paplay")),
        .toolFailed(tool: "aplay", .hung(seconds: 4.5), then: .speaker("espeak-ng")),
        .toolFailed(tool: "spd-say", .notStarted(problem: "Permission denied"), then: .player("paplay")),
        .toolFailed(tool: "spd-say", .notStarted(problem: "Permission denied"), then: .bell),
        .toolFailed(tool: "spd-say", .notStarted(problem: "Permission denied"), then: nil),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SoundPhrase) -> String { say(phrase) }
}
