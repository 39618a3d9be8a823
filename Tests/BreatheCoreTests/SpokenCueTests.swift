import Testing
@testable import BreatheCore

/// What the voice says and how each speech tool is asked to say it, in both languages;
/// and what sounds when the tools found have no Chinese voice.
@Suite struct SpokenCueTests {
    let chinese = Words(.simplifiedChinese)

    @Test func theVoiceSaysTheScreensWords() {
        let cues: [Cue] = [.phase(.inhale, seconds: 4), .phase(.topUp, seconds: 1), .phase(.holdFull, seconds: 7), .phase(.exhale, seconds: 8), .phase(.holdEmpty, seconds: 4), .closing]
        #expect(cues.map { $0.spokenWords(chinese) } == ["吸气", "吸气", "屏息", "呼气", "屏息", "本次练习完成"])
        #expect(cues.map { $0.spokenWords() } == ["Breathe in", "Breathe in", "Hold", "Breathe out", "Hold", "The session is complete"])
    }

    @Test func eachSpeakerIsToldTheLanguage() {
        let (spd, espeakNG, espeak) = (SoundTool.speakers[0], SoundTool.speakers[1], SoundTool.speakers[2])
        #expect(spd.command(playing: "吸气", volume: 30, language: .simplifiedChinese) == ["spd-say", "-l", "zh", "-i", "-40", "吸气"])
        #expect(espeakNG.command(playing: "屏息", volume: 30, language: .simplifiedChinese) == ["espeak-ng", "-v", "cmn", "-a", "60", "屏息"])
        #expect(espeak.command(playing: "呼气", volume: 50, language: .simplifiedChinese) == ["espeak", "-v", "zh", "-a", "100", "呼气"])
        // English is the person's own voice, as before.
        #expect(spd.command(playing: "Breathe in", volume: 30, language: .english) == ["spd-say", "-i", "-40", "Breathe in"])
        #expect(espeakNG.command(playing: "Hold", volume: 30) == ["espeak-ng", "-a", "60", "Hold"])
        // Players take no language.
        #expect(SoundTool.players[0].command(playing: "/t.wav", volume: 30, language: .simplifiedChinese) == ["pw-play", "/t.wav"])
        #expect(spd.voiceListArguments(.simplifiedChinese) == ["-L"] && spd.voiceListArguments(.english) == nil)
        #expect(espeakNG.voiceListArguments(.simplifiedChinese) == ["--voices=cmn"])
        #expect(espeak.voiceListArguments(.simplifiedChinese) == ["--voices=zh"])
    }

    @Test(arguments: [
        // espeak-ng --voices=cmn with the voice, and with none (its header only).
        ("Pty Language       Age/Gender VoiceName          File                 Other Languages\n 5  cmn             M  Chinese_(Mandarin) sit/cmn              (zh-cmn 5)(zh 5)\n", true),
        ("Pty Language       Age/Gender VoiceName          File                 Other Languages\n", false),
        // espeak --voices=zh.
        ("Pty Language Age/Gender VoiceName          File          Other Languages\n 5  zh             M  Mandarin           sit/zh\n", true),
        // spd-say -L: an English-only module, then one with Mandarin.
        ("                   NAME    LANGUAGE     VARIANT\n        English (America)    en-US        none\n", false),
        ("                   NAME    LANGUAGE     VARIANT\n        English (America)    en-US        none\n     Chinese (Mandarin)    zh-CN        none\n", true),
        ("", false),
    ])
    func aListingNamesAChineseVoiceOrNot(listing: String, has: Bool) {
        #expect(SoundTool.hasVoice(in: listing, for: .simplifiedChinese) == has)
        #expect(SoundTool.hasVoice(in: listing, for: .english))
    }

    @Test func withoutAChineseVoiceTonesOrTheBellTakeOver() {
        let player = SoundTool.players[0], spd = SoundTool.speakers[0], espeakNG = SoundTool.speakers[1]
        let tones = SoundChoice.choose(.voice, on: SoundChoice.Machine(players: [player], speakers: [], overSSH: false, speakersWithoutVoice: [spd]), soundHere: false)
        #expect(tones.output == .tone(players: [player]))
        #expect(tones.note.map(chinese.say) == "spd-say 没有中文语音，所以改用提示音提示各个阶段。")
        #expect(tones.note.map(Words.english.say) == "No Chinese voice was found for spd-say, so tones mark the phases instead.")
        #expect(!tones.sayBeforeTheSession, "said after the session, with what happened to sound")
        let bell = SoundChoice.choose(.voice, on: SoundChoice.Machine(players: [], speakers: [], overSSH: false, speakersWithoutVoice: [spd, espeakNG]), soundHere: false)
        #expect(bell.output == .bell)
        #expect(bell.note.map(chinese.say) == "spd-say 或 espeak-ng 没有中文语音，所以改用终端响铃提示各个阶段。")
        // A tool that has the voice speaks, whichever comes first on the list.
        let voice = SoundChoice.choose(.voice, on: SoundChoice.Machine(players: [player], speakers: [espeakNG], overSSH: false, speakersWithoutVoice: [spd]), soundHere: false)
        #expect(voice.output == .voice(speaker: espeakNG, players: [player]) && voice.note == nil)
    }

    @Test func notesAboutSoundInChinese() {
        let noSpeaker = SoundChoice.choose(.voice, on: SoundChoice.Machine(players: [SoundTool.players[0]], speakers: [], overSSH: false), soundHere: false)
        #expect(noSpeaker.note.map(chinese.say) == "没有找到语音工具（spd-say、espeak-ng 或 espeak），所以改用提示音提示各个阶段。")
        let ssh = SoundChoice.choose(.tone, on: SoundChoice.Machine(players: [SoundTool.players[0]], speakers: [], overSSH: true), soundHere: false)
        #expect(ssh.note.map(chinese.say) == "通过 SSH 使用时，提示音会在运行 breathe 的那台机器上响起，而不是在你身边，所以改用终端响铃提示各个阶段（--sound-here 可以让它照样在那台机器上播放）。")
        #expect(chinese(.toolFailed(tool: "pw-play", .exited(status: 1), then: .player("paplay"))) == "声音：pw-play 以状态 1 退出，之后由 paplay 播放提示音。")
        #expect(chinese(.toolFailed(tool: "aplay", .hung(seconds: 4.5), then: .bell)) == "声音：aplay 在 4.5秒内没有结束，已被停止，之后改用终端响铃提示各个阶段。")
    }
}
