import BreatheCore
import Foundation
import TestSupport
import Testing
@testable import BreatheSystem

/// The voice in Chinese on this machine, with stand-in speech tools (small scripts that
/// log how they were called and print a listing of voices): whether a Chinese voice is
/// there, what is spoken, and the notes after the session.
@Suite struct ChineseVoiceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-voice-test-\(UUID().uuidString)").path
    var log: String { folder + "/log" }
    var bin: String { folder + "/bin" }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
    }

    /// A stand-in for `name` that logs its arguments, prints `listing` when asked for its
    /// voices (an argument of -L or --voices=…), and then runs `then`.
    func fake(_ name: String, listing: String = "", then: String = "exit 0") throws -> String {
        let path = bin + "/" + name
        let script = """
            #!/bin/sh
            echo "\(name) $*" >> '\(log)'
            case "$1" in -L|--voices=*) printf '%s' '\(listing)'; exit 0;; esac
            \(then)

            """
        #expect(writeExecutable(path, script))
        return path
    }

    func logged() -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func detect(_ language: Language?) -> SoundChoice.Machine {
        let path = bin
        return SoundMachine.detect({ $0 == "PATH" ? path : nil }, voiceFor: language).machine
    }

    static let mandarin = "Pty Language       Age/Gender VoiceName          File                 Other Languages\n 5  cmn             M  Chinese_(Mandarin) sit/cmn              (zh-cmn 5)(zh 5)\n"
    static let header = "Pty Language       Age/Gender VoiceName          File                 Other Languages\n"

    @Test func aToolWithTheVoiceSpeaksAndOneWithoutIsSetApart() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try fake("spd-say", listing: "NAME LANGUAGE VARIANT\nEnglish en-US none\n")
        _ = try fake("espeak-ng", listing: Self.mandarin)
        let machine = detect(.simplifiedChinese)
        #expect(machine.speakers.map(\.name) == ["espeak-ng"])
        #expect(machine.speakersWithoutVoice.map(\.name) == ["spd-say"])
        #expect(Set(logged()) == ["spd-say -L", "espeak-ng --voices=cmn"])
    }

    @Test func englishAsksNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try fake("espeak-ng", listing: Self.header)
        let machine = detect(nil)
        #expect(machine.speakers.map(\.name) == ["espeak-ng"] && machine.speakersWithoutVoice.isEmpty)
        #expect(detect(.english).speakersWithoutVoice.isEmpty)
        #expect(logged().isEmpty)
    }

    @Test func noChineseVoiceMeansTonesAndANoteAfterTheSession() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try fake("espeak-ng", listing: Self.header)
        let player = try fake("pw-play")
        let machine = detect(.simplifiedChinese)
        #expect(machine.speakers.isEmpty && machine.speakersWithoutVoice.map(\.name) == ["espeak-ng"])
        let choice = SoundChoice.choose(.voice, on: SoundChoice.Machine(players: [SoundTool.players[0]], speakers: machine.speakers, overSSH: false, speakersWithoutVoice: machine.speakersWithoutVoice), soundHere: false)
        let base = folder
        let sounds = CueSounder(choice: choice, paths: ["pw-play": player], volume: 30, words: Words(.simplifiedChinese), ring: {}, sayNow: { Issue.record("said before: \($0)") },
                                makeFolder: { () throws(FileError) in try SoundFolder(environment: { $0 == "TMPDIR" ? base : nil }) })
        sounds.prepare([.phase(.inhale, seconds: 4)])
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        #expect(sounds.finish(at: 1, ending: false, clock: { 1 }) == ["espeak-ng 没有中文语音，所以改用提示音提示各个阶段。"])
    }

    /// A speech tool that does not answer in time is taken to have the voice: breathe
    /// never holds the session up for it, nor takes the voice away on a guess.
    @Test func aToolThatDoesNotAnswerIsNotWaitedFor() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = bin + "/spd-say"
        #expect(writeExecutable(path, "#!/bin/sh\nexec sleep 30\n"))
        let started = Date()
        let machine = detect(.simplifiedChinese)
        #expect(Date().timeIntervalSince(started) < VoiceCheck.timeout + 1)
        #expect(machine.speakers.map(\.name) == ["spd-say"])
    }

    @Test func theVoiceSpeaksChineseAndItsNotesAreChinese() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let speaker = try fake("espeak-ng")
        let failing = try fake("spd-say", then: "exit 1")
        let player = try fake("aplay")
        let base = folder
        func sounder(_ speakerTool: SoundTool, _ paths: [String: String]) -> CueSounder {
            CueSounder(choice: SoundChoice(output: .voice(speaker: speakerTool, players: [SoundTool.players[2]]), note: nil), paths: paths, volume: 30,
                       words: Words(.simplifiedChinese), ring: {}, sayNow: nil,
                       makeFolder: { () throws(FileError) in try SoundFolder(environment: { $0 == "TMPDIR" ? base : nil }) })
        }
        let speaking = sounder(SoundTool.speakers[1], ["espeak-ng": speaker])
        speaking.play(.phase(.exhale, seconds: 8), at: 0)
        for _ in 0..<100 where logged().isEmpty { usleep(10_000) }
        speaking.play(.closing, at: 8)
        for _ in 0..<100 where logged().count < 2 { usleep(10_000) }
        #expect(logged() == ["espeak-ng -v cmn -a 60 呼气", "espeak-ng -v cmn -a 60 本次练习完成"])
        _ = speaking.finish(at: 20, ending: true, clock: { 20 })

        let failed = sounder(SoundTool.speakers[0], ["spd-say": failing, "aplay": player])
        failed.play(.phase(.inhale, seconds: 4), at: 0)
        for _ in 0..<100 where logged().count < 3 { usleep(10_000) }
        // Found at the first look: its status, then the tones (up to 10 s on a loaded machine).
        for _ in 0..<1_000 where failed.secondsUntilDue(at: 0) != nil && !logged().contains(where: { $0.hasPrefix("aplay") }) {
            failed.pump(at: 0.05)
            usleep(10_000)
        }
        #expect(logged().contains("spd-say -l zh -i -40 吸气"))
        #expect(failed.finish(at: 1, ending: false, clock: { 1 }) == ["声音：spd-say 以状态 1 退出，之后由 aplay 播放提示音。"])
    }
}
