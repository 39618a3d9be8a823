/// The words about sound: what the voice says at the end of a session, and the notes when
/// a session sounds other than asked (over SSH, a tool missing or failing, no Chinese
/// voice). Tool names are not translated: they are what a person installs.
public enum SoundPhrase: Phrases, Equatable {
    /// What a tool that failed did.
    public enum Trouble: Sendable, Equatable {
        case exited(status: Int32)
        /// It ran past its sound's end and the margin, `seconds` in all, and was stopped.
        case hung(seconds: Double)
        case notStarted(problem: String)

        var english: String {
            switch self {
            case .exited(let status): "ended with status \(status)"
            case .hung(let seconds): "did not finish within \(formatNumber(seconds)) s and was stopped"
            case .notStarted(let problem): "could not be started (\(problem))"
            }
        }

        var chinese: String {
            switch self {
            case .exited(let status): "以状态 \(status) 退出"
            case .hung(let seconds): "在 \(formatNumber(seconds))秒内没有结束，已被停止"
            case .notStarted(let problem): "无法启动（\(problem)）"
            }
        }
    }

    /// What marked the phases after a tool failed.
    public enum Then: Sendable, Equatable {
        case player(String)
        case speaker(String)
        case bell

        var english: String {
            switch self {
            case .player(let name): "\(name) played the tones from then on"
            case .speaker(let name): "\(name) spoke from then on"
            case .bell: "the terminal bell marked the phases from then on"
            }
        }

        var chinese: String {
            switch self {
            case .player(let name): "之后由 \(name) 播放提示音"
            case .speaker(let name): "之后由 \(name) 朗读"
            case .bell: "之后改用终端响铃提示各个阶段"
            }
        }
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

    public var english: String {
        switch self {
        case .sessionComplete: "The session is complete"
        case .overSSH(let voice):
            "Over SSH, \(voice ? "the voice" : "tones") would sound on the machine breathe runs on, not where you "
                + "are, so the terminal bell marks the phases (--sound-here plays them there anyway)."
        case .noSpeechTool(let speakers):
            "No speech tool was found (\(Self.either(speakers, chinese: false))), so tones mark the phases instead."
        case .noSpeechToolNorPlayer(let speakers, let players):
            "No speech tool (\(Self.either(speakers, chinese: false))) and no sound player "
                + "(\(Self.either(players, chinese: false))) was found, so the terminal bell marks the phases."
        case .noPlayer(let players):
            "No sound player was found (\(Self.either(players, chinese: false))), so the terminal bell marks the "
                + "phases."
        case .noChineseVoice(let speakers, let tones):
            "No Chinese voice was found for \(Self.either(speakers, chinese: false)), so "
                + "\(tones ? "tones mark" : "the terminal bell marks") the phases instead."
        case .toolFailed(let tool, let trouble, let then):
            "Sound: \(tool) \(trouble.english)" + (then.map { ", so \($0.english)." } ?? " at the end of the session.")
        case .tonesNotWritten(let problem):
            "Sound: the tones could not be written (\(problem)), so the terminal bell marked the phases."
        }
    }

    public var chinese: String {
        switch self {
        case .sessionComplete: "本次练习完成"
        case .overSSH(let voice):
            "通过 SSH 使用时，\(voice ? "语音" : "提示音")会在运行 breathe 的那台机器上响起，"
                + "而不是在你身边，所以改用终端响铃提示各个阶段（--sound-here "
                + "可以让它照样在那台机器上播放）。"
        case .noSpeechTool(let speakers):
            "没有找到语音工具（\(Self.either(speakers, chinese: true))），"
                + "所以改用提示音提示各个阶段。"
        case .noSpeechToolNorPlayer(let speakers, let players):
            "没有找到语音工具（\(Self.either(speakers, chinese: true))），"
                + "也没有找到播放器（\(Self.either(players, chinese: true))），"
                + "所以改用终端响铃提示各个阶段。"
        case .noPlayer(let players):
            "没有找到播放器（\(Self.either(players, chinese: true))），"
                + "所以改用终端响铃提示各个阶段。"
        case .noChineseVoice(let speakers, let tones):
            "\(Self.either(speakers, chinese: true)) 没有中文语音，"
                + "所以改用\(tones ? "提示音" : "终端响铃")提示各个阶段。"
        case .toolFailed(let tool, let trouble, let then):
            then.map { "声音：\(tool) \(trouble.chinese)，\($0.chinese)。" } ?? "声音：练习结束时，\(tool) \(trouble.chinese)。"
        case .tonesNotWritten(let problem):
            "声音：提示音无法写入（\(problem)），所以改用终端响铃提示各个阶段。"
        }
    }

    /// "a, b or c"; "a、b 或 c".
    static func either(_ names: [String], chinese: Bool) -> String {
        guard names.count > 1 else { return names.joined() }
        let last = names[names.count - 1]
        return chinese
            ? names.dropLast().joined(separator: "、") + " 或 " + last
            : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// One of each case, for the completeness test.
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
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SoundPhrase) -> String { say(phrase) }
}
