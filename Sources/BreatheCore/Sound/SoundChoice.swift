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
    public let note: SoundPhrase?
    /// Said as the session starts (over SSH the person should know at once why they hear
    /// a bell); a missing tool is said after the session, with what happened to sound.
    public let sayBeforeTheSession: Bool

    public init(output: Output, note: SoundPhrase?, sayBeforeTheSession: Bool = false) {
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
        /// Speech tools found that have no voice for the person's language (asked only for
        /// Chinese, whose voice is often not installed): not in `speakers`.
        public var speakersWithoutVoice: [SoundTool]

        public init(
            players: [SoundTool], speakers: [SoundTool], overSSH: Bool, speakersWithoutVoice: [SoundTool] = []) {
            self.players = players
            self.speakers = speakers
            self.overSSH = overSSH
            self.speakersWithoutVoice = speakersWithoutVoice
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
                return SoundChoice(output: .bell, note: .overSSH(voice: mode == .voice), sayBeforeTheSession: true)
            }
            if mode == .voice {
                if let speaker = machine.speakers.first {
                    return SoundChoice(output: .voice(speaker: speaker, players: machine.players), note: nil)
                }
                let fallback: Output = machine.players.isEmpty ? .bell : .tone(players: machine.players)
                if !machine.speakersWithoutVoice.isEmpty {
                    return SoundChoice(
                        output: fallback,
                        note: .noChineseVoice(
                            speakers: machine.speakersWithoutVoice.map(\.name), tones: !machine.players.isEmpty))
                }
                if !machine.players.isEmpty {
                    return SoundChoice(output: fallback, note: .noSpeechTool(speakers: SoundTool.speakerNames))
                }
                return SoundChoice(
                    output: .bell,
                    note: .noSpeechToolNorPlayer(speakers: SoundTool.speakerNames, players: SoundTool.playerNames))
            }
            guard !machine.players.isEmpty else {
                return SoundChoice(output: .bell, note: .noPlayer(players: SoundTool.playerNames))
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
    /// How a speaker is asked to speak a language: nothing for English, the person's own
    /// voice; Mandarin by the name the tool knows it by.
    public let languageArguments: @Sendable (Language) -> [String]
    /// How to ask a speaker which voices it has for a language (its output is read by
    /// `hasVoice`); nil when it cannot be asked, or need not be (English).
    public let voiceListArguments: @Sendable (Language) -> [String]?

    public init(name: String, arguments: [String], volumeArguments: @escaping @Sendable (Int) -> [String],
                languageArguments: @escaping @Sendable (Language) -> [String] = { _ in [] },
                voiceListArguments: @escaping @Sendable (Language) -> [String]? = { _ in nil }) {
        self.name = name
        self.arguments = arguments
        self.volumeArguments = volumeArguments
        self.languageArguments = languageArguments
        self.voiceListArguments = voiceListArguments
    }

    public static func == (left: SoundTool, right: SoundTool) -> Bool {
        left.name == right.name && left.arguments == right.arguments
    }

    /// The players, in the order they are tried: PipeWire, PulseAudio, ALSA on Linux;
    /// afplay on macOS (where breathe is not built or tested yet). Tones carry their own
    /// loudness, so players are not given one.
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
    /// tried. spd-say's rate of speech is its user's own; only the loudness is set, and
    /// the language when it is not English, by the name each tool knows it by
    /// (`LanguageRules.Voice`: Mandarin is "zh" to speech-dispatcher and the old espeak,
    /// "cmn" to espeak-ng). On macOS, `say`, whose loudness is the system's and whose
    /// Mandarin voice is Tingting (`say -v '?'` lists it as zh_CN).
    #if os(macOS)
    public static let speakers: [SoundTool] = [
        SoundTool(name: "say", arguments: [], volumeArguments: { _ in [] },
                  languageArguments: { $0.rules.voice.map { ["-v", $0.macOS] } ?? [] },
                  voiceListArguments: { $0.rules.voice.map { _ in ["-v", "?"] } }),
    ]
    #else
    public static let speakers: [SoundTool] = [
        SoundTool(name: "spd-say", arguments: [], volumeArguments: { ["-i", String(2 * $0 - 100)] },
                  languageArguments: { $0.rules.voice.map { ["-l", $0.speechDispatcher] } ?? [] },
                  voiceListArguments: { $0.rules.voice.map { _ in ["-L"] } }),
        SoundTool(name: "espeak-ng", arguments: [], volumeArguments: { ["-a", String(2 * $0)] },
                  languageArguments: { $0.rules.voice.map { ["-v", $0.espeakNG] } ?? [] },
                  voiceListArguments: { $0.rules.voice.map { ["--voices=" + $0.espeakNG] } }),
        SoundTool(name: "espeak", arguments: [], volumeArguments: { ["-a", String(2 * $0)] },
                  languageArguments: { $0.rules.voice.map { ["-v", $0.espeak] } ?? [] },
                  voiceListArguments: { $0.rules.voice.map { ["--voices=" + $0.espeak] } }),
    ]
    #endif

    static let playerNames = players.map(\.name)
    static let speakerNames = speakers.map(\.name)

    /// The command line that plays `file`, or says `words` in `language`.
    public func command(playing subject: String, volume: Int, language: Language = .english) -> [String] {
        [name] + arguments + languageArguments(language) + volumeArguments(volume) + [subject]
    }

    /// Whether a listing of voices (spd-say -L, espeak-ng --voices=cmn) names one for
    /// `language`: a column that reads zh or cmn (zh-cn, cmn-latn-pinyin …). The
    /// listings' headers have no such column.
    public static func hasVoice(in listing: String, for language: Language) -> Bool {
        guard let voice = language.rules.voice else { return true }
        return listing.split(whereSeparator: \.isNewline).contains { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" }).contains { field in
                let code = field.lowercased()
                return voice.codes.contains { code == $0 || code.hasPrefix($0 + "-") || code.hasPrefix($0 + "_") }
            }
        }
    }
}
