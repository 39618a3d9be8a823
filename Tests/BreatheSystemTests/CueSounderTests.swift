import BreatheCore
import Foundation
import TestSupport
import Testing
@testable import BreatheSystem

/// The sounder with stand-in players: small shell scripts that log how they were called.
/// Time is passed in, so a player that hangs is found without waiting for it.
@Suite struct CueSounderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-sound-test-\(UUID().uuidString)").path
    var log: String { folder + "/log" }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
    }

    /// A stand-in for `name` that logs its arguments and then runs `then` (a shell line).
    /// A tone is played from stdin: `/dev/stdin` is logged as the file open there.
    func fake(_ name: String, then: String = "exit 0") throws -> String {
        let path = folder + "/bin/" + name
        #expect(writeExecutable(path, "#!/bin/sh\n\(Self.stdinNamed)\necho \"\(name) $arguments\" >> '\(log)'\n\(then)\n"))
        return path
    }

    /// Shell lines that set `arguments` to the script's, with a last argument
    /// `/dev/stdin` replaced by the path of the file open as stdin.
    static let stdinNamed = #"""
        arguments="$*"
        case "$arguments" in */dev/stdin) arguments="${arguments%/dev/stdin}$(readlink /proc/$$/fd/0)";; esac
        """#

    func logged() -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits (really) until the log has `count` lines or a second has passed.
    func waitForLog(_ count: Int) -> [String] {
        for _ in 0..<100 where logged().count < count { usleep(10_000) }
        return logged()
    }

    /// Waits (really, up to 2 s) until every child of `sounds` has ended: a zombie in
    /// /proc, waiting to be reaped. A busy machine may take a while to run a script.
    func waitUntilEnded(_ sounds: CueSounder) {
        for _ in 0..<200 {
            let running = sounds.childPIDs.filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
                return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
            }
            if running.isEmpty { return }
            usleep(10_000)
        }
    }

    final class Bells: @unchecked Sendable { var count = 0 }

    func sounder(_ choice: SoundChoice, paths: [String: String], bells: Bells, said: ((String) -> Void)? = nil) -> CueSounder {
        let base = folder
        return CueSounder(choice: choice, paths: paths, volume: 30, ring: { bells.count += 1 }, sayNow: said,
                          makeFolder: { () throws(FileError) in try SoundFolder(environment: { $0 == "TMPDIR" ? base : nil }) })
    }

    func soundFolders() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("breathe-sound-") }
    }

    @Test func tonesAreMadeOncePlayedInOrderAndRemovedAfter() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play")
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: bells)
        let cues = Cue.all(in: BuiltInPattern.named("4-7-8")!.pattern)
        sounds.prepare(cues)
        let made = soundFolders()
        #expect(made.count == 1)
        let tones = try FileManager.default.contentsOfDirectory(atPath: folder + "/" + made[0]).filter { $0 != ".lock" }.sorted()
        #expect(tones == ["closingChime-140cs-v30.wav", "fall-300cs-v30.wav", "holdChime-45cs-v30.wav", "rise-300cs-v30.wav"])
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/" + made[0])[.posixPermissions] as? Int
        #expect(mode == 0o700)
        // One at a time: started players race each other to the log.
        for (index, cue) in cues.enumerated() {
            sounds.play(cue, at: Double(index))
            _ = waitForLog(index + 1)
        }
        let calls = logged()
        #expect(calls.map { $0.split(separator: "/").last.map(String.init) ?? "" } == ["rise-300cs-v30.wav", "holdChime-45cs-v30.wav", "fall-300cs-v30.wav", "closingChime-140cs-v30.wav"])
        #expect(calls.allSatisfy { $0.hasPrefix("pw-play \(folder)/breathe-sound-") })
        #expect(sounds.finish(at: 10, ending: false, clock: { 10 }).isEmpty)
        #expect(bells.count == 0)
        #expect(soundFolders().isEmpty)
    }

    /// A session left in its lead-in marked no phase: no note says what would have marked
    /// them (after q in the lead-in, "the terminal bell marks the phases" followed
    /// "Stopped before it began").
    @Test func aSessionLeftBeforeItsFirstPhaseGetsNoSoundNote() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let choice = SoundChoice.choose(.tone, on: SoundChoice.Machine(players: [], speakers: [], overSSH: false, speakersWithoutVoice: []), soundHere: false)
        #expect(choice.note != nil, "without a player the choice carries a note")
        let base = folder
        let sounds = CueSounder(choice: choice, paths: [:], volume: 30, words: Words(.english), ring: {}, sayNow: nil,
                                makeFolder: { () throws(FileError) in try SoundFolder(environment: { $0 == "TMPDIR" ? base : nil }) })
        sounds.prepare([.phase(.inhale, seconds: 4)])
        #expect(sounds.finish(at: 1, ending: false, clock: { 1 }).isEmpty)
    }

    @Test func aFailingPlayerHandsOnToTheNextAndThenToTheBell() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try fake("pw-play", then: "exit 1")
        let second = try fake("paplay", then: "exit 3")
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .tone(players: Array(SoundTool.players[0...1])), note: nil), paths: ["pw-play": first, "paplay": second], bells: bells)
        sounds.prepare([.phase(.inhale, seconds: 4)])
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        waitUntilEnded(sounds)
        // The failure is found at the first look, soon enough to play the cue again.
        sounds.pump(at: 0.05)
        waitUntilEnded(sounds)
        sounds.pump(at: 0.1)
        #expect(logged().map { String($0.prefix(7)) } == ["pw-play", "paplay "])
        #expect(bells.count == 1)
        sounds.play(.phase(.exhale, seconds: 4), at: 4)
        // The bell now, twice for out.
        #expect(bells.count == 2)
        #expect(abs((sounds.secondsUntilDue(at: 4) ?? 0) - Cue.bellGap) < 1e-9)
        sounds.pump(at: 4 + Cue.bellGap)
        #expect(bells.count == 3)
        #expect(logged().count == 2)
        let notes = sounds.finish(at: 5, ending: false, clock: { 5 })
        #expect(notes == [
            "Sound: pw-play ended with status 1, so paplay played the tones from then on.",
            "Sound: paplay ended with status 3, so the terminal bell marked the phases from then on.",
        ])
    }

    /// Leaving does not wait for the closing chime (paplay's buffer holds it 2 s past its
    /// end): it plays on after breathe has gone, from its file, whose folder is already
    /// removed, and nothing is said about it.
    @Test func aClosingChimeStillPlayingPlaysOnAndLeavingDoesNotWaitForIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let heard = folder + "/heard"
        let player = try fake("paplay", then: "/bin/sleep 0.4; /usr/bin/wc -c < /dev/stdin > '\(heard).part'; /bin/mv '\(heard).part' '\(heard)'")
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[1]]), note: nil), paths: ["paplay": player], bells: Bells())
        sounds.play(.closing, at: 0)
        let pid = try #require(sounds.childPIDs.first)
        defer { var status: Int32 = 0; waitpid(pid, &status, 0) }
        let started = Date()
        let notes = sounds.finish(at: 0, ending: false, clock: { Date().timeIntervalSince(started) })
        #expect(Date().timeIntervalSince(started) < 0.3)
        #expect(notes.isEmpty, "\(notes)")
        #expect(soundFolders().isEmpty)
        for _ in 0..<300 where !FileManager.default.fileExists(atPath: heard) { usleep(10_000) }
        let bytes = try String(contentsOfFile: heard, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(bytes == String(ToneSynthesis.wav(ToneRecipe(.closing, volume: 30)).count))
    }

    /// On the full screen the summary stays up while the chime's player drains: it is not
    /// taken to hang there either ("paplay did not finish within 2.9 s" after every session).
    @Test func aClosingChimeIsNeverTakenToHang() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("paplay", then: "exec /bin/sleep 60")
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[1]]), note: nil), paths: ["paplay": player], bells: Bells())
        sounds.play(.closing, at: 0)
        let pid = try #require(sounds.childPIDs.first)
        defer { kill(pid, SIGKILL); var status: Int32 = 0; waitpid(pid, &status, 0) }
        for time in stride(from: 0.5, through: 10, by: 0.5) { sounds.pump(at: time) }
        #expect(sounds.finish(at: 10, ending: false, clock: { 10 }).isEmpty)
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.lastIndex(of: ")").map { stat[stat.index($0, offsetBy: 2)] }
        #expect(state != nil && state != "Z", "the chime's player was stopped: \(stat)")
    }

    @Test func aPlayerThatHangsIsNeverWaitedForAndIsStopped() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play", then: "exec sleep 60")
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: bells)
        let started = Date()
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        sounds.pump(at: 1)
        #expect(Date().timeIntervalSince(started) < 0.5)
        // Past its tone's end and the margin: stopped (never waited for), and the bell
        // from then on, this cue's too if it is still fresh (it is not, here).
        sounds.pump(at: 3 + CueSounder.hangMargin)
        #expect(Date().timeIntervalSince(started) < 0.5)
        sounds.play(.phase(.exhale, seconds: 4), at: 10)
        #expect(bells.count == 1)
        #expect(sounds.finish(at: 11, ending: false, clock: { 11 }) == ["Sound: pw-play did not finish within 4.5 s and was stopped, so the terminal bell marked the phases from then on."])
        #expect(Date().timeIntervalSince(started) < 1)
    }

    /// Ctrl-Z stops the players with breathe: the time stopped does not make a player
    /// look as if it hangs.
    @Test func timeStoppedByCtrlZIsNotAHang() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play", then: "exec sleep 60")
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: bells)
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        sounds.resumed(afterStopping: 20)
        sounds.pump(at: 21)
        #expect(sounds.childPIDs.count == 1, "taken to hang after a stop")
        sounds.pump(at: 20 + 3 + CueSounder.hangMargin)
        #expect(bells.count == 0)
        sounds.play(.phase(.exhale, seconds: 4), at: 30)
        #expect(bells.count == 1, "a real hang is still found")
        _ = sounds.finish(at: 30, ending: true, clock: { 30 })
    }

    @Test func endedPlayersAreReapedAndNoneIsLeftAtTheEnd() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play", then: "exec sleep 60")
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: Bells())
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        sounds.play(.phase(.exhale, seconds: 4), at: 0.1)
        let children = sounds.childPIDs
        #expect(children.count == 2)
        for pid in children { #expect(FileManager.default.fileExists(atPath: "/proc/\(pid)")) }
        // Ended by the process ending (a signal): nothing waits, nothing is left, not even
        // a zombie.
        let started = Date()
        _ = sounds.finish(at: 0.2, ending: true, clock: { 0.2 })
        #expect(Date().timeIntervalSince(started) < 1)
        for pid in children { #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "\(pid)") }
        #expect(soundFolders().isEmpty)
    }

    /// Whether `pid` still runs (a zombie waiting for its parent does not).
    func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// The pid a stand-in player wrote to `file` for the child it started.
    func childPID(in file: String) throws -> pid_t {
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            usleep(10_000)
        }
        throw CocoaError(.fileReadNoSuchFile)
    }

    /// Waits (really, up to 2 s) for `pid` to stop running.
    func waitUntilGone(_ pid: pid_t) -> Bool {
        for _ in 0..<200 {
            if !isRunning(pid) { return true }
            usleep(10_000)
        }
        return false
    }

    /// A cue played by a stand-in player that starts `sleep 30` in the background and
    /// then runs `then`; the sounder and the pid of that child.
    func playingAScriptWithAChild(then: String) throws -> (CueSounder, pid_t) {
        let childFile = folder + "/child"
        let player = try fake("pw-play", then: "/bin/sleep 30 & echo $! > '\(childFile)'; \(then)")
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: Bells())
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        return (sounds, try childPID(in: childFile))
    }

    /// A player that is a script starts a child of its own and waits for it: stopping
    /// the player stops the child too (its process group), so nothing outlives breathe.
    @Test func aPlayersOwnChildrenAreStoppedWithIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (sounds, child) = try playingAScriptWithAChild(then: "wait")
        defer { kill(child, SIGKILL) }
        let leader = try #require(sounds.childPIDs.first)
        #expect(isRunning(child))
        #expect(getpgid(child) == leader, "the player leads a process group of its own")
        #expect(getpgid(leader) != getpgrp())
        _ = sounds.finish(at: 0.2, ending: true, clock: { 0.2 })
        #expect(waitUntilGone(child), "the player's child \(child) outlived it")
    }

    /// The state letter of `pid` in /proc ("T" stopped, "S" sleeping, …).
    func state(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    /// Ctrl-Z misses a player's own process group, so breathe stops it (the player and
    /// its children) before it stops itself, and lets it go on after.
    @Test func playersStopWithCtrlZAndGoOnAfter() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (sounds, child) = try playingAScriptWithAChild(then: "wait")
        defer { kill(child, SIGKILL) }
        let leader = try #require(sounds.childPIDs.first)
        func waitFor(_ letter: String, _ pid: pid_t) -> Bool {
            for _ in 0..<200 {
                if state(pid) == letter { return true }
                usleep(10_000)
            }
            return false
        }
        sounds.stopping()
        #expect(waitFor("T", leader) && waitFor("T", child), "\(state(leader) ?? "-") \(state(child) ?? "-")")
        sounds.resumed(afterStopping: 5)
        #expect(waitFor("S", leader) && waitFor("S", child), "\(state(leader) ?? "-") \(state(child) ?? "-")")
        _ = sounds.finish(at: 6, ending: true, clock: { 6 })
        #expect(waitUntilGone(child))
    }

    /// A script that leaves a child behind and ends: the child is stopped as soon as the
    /// player is found ended.
    @Test func whatAnEndedPlayerLeftRunningIsStopped() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (sounds, child) = try playingAScriptWithAChild(then: "exit 0")
        defer { kill(child, SIGKILL) }
        waitUntilEnded(sounds)
        sounds.pump(at: 1)
        #expect(sounds.childPIDs.isEmpty)
        #expect(waitUntilGone(child), "the player's child \(child) outlived it")
        #expect(sounds.finish(at: 1, ending: false, clock: { 1 }).isEmpty)
    }

    /// Quitting in the middle of a glide: the tone is cut, breathe does not wait for it,
    /// and nothing is reported (the player did nothing wrong).
    @Test func aToneCutShortByTheEndIsNotWaitedFor() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play", then: "exec sleep 60")
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: Bells())
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        let pid = try #require(sounds.childPIDs.first)
        let started = Date()
        #expect(sounds.finish(at: 0.5, ending: false, clock: { 0.5 + Date().timeIntervalSince(started) }).isEmpty)
        #expect(Date().timeIntervalSince(started) < 0.5)
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"))
    }

    /// A closing chime whose player fails at once (no sound server) gets its three bells,
    /// rung apart, and a note.
    @Test func aClosingChimeThatFailsAtOnceGetsItsBells() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play", then: "exit 2")
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], bells: bells)
        sounds.play(.closing, at: 0)
        waitUntilEnded(sounds)
        let started = Date()
        let notes = sounds.finish(at: 0, ending: false, clock: { Date().timeIntervalSince(started) })
        #expect(bells.count == 3)
        #expect(Date().timeIntervalSince(started) >= 2 * Cue.bellGap)
        #expect(notes == ["Sound: pw-play ended with status 2, so the terminal bell marked the phases from then on."])
    }

    /// Bells that fell due together (the loop was held up) still ring one by one.
    @Test func bellsThatFallDueTogetherAreSpreadOut() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bells = Bells()
        let sounds = sounder(SoundChoice(output: .bell, note: nil), paths: [:], bells: bells)
        sounds.play(.closing, at: 0)
        #expect(bells.count == 1)
        sounds.pump(at: 5)
        #expect(bells.count == 2)
        #expect(abs((sounds.secondsUntilDue(at: 5) ?? 0) - Cue.bellGap) < 1e-9)
        sounds.pump(at: 5 + Cue.bellGap)
        #expect(bells.count == 3)
        #expect(sounds.secondsUntilDue(at: 6) == nil)
    }

    @Test func aMissingSpeakerGivesWayToTones() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let speaker = try fake("spd-say", then: "exit 1")
        let player = try fake("aplay")
        let said = Bells()
        let sounds = sounder(SoundChoice(output: .voice(speaker: SoundTool.speakers[0], players: [SoundTool.players[2]]), note: .noPlayer(players: ["a"])),
                             paths: ["spd-say": speaker, "aplay": player], bells: Bells(), said: { _ in said.count += 1 })
        sounds.prepare([.phase(.inhale, seconds: 4)])
        #expect(said.count == 0, "only an SSH note is said before the session")
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        waitUntilEnded(sounds)
        sounds.pump(at: 0.05)
        let calls = waitForLog(2)
        #expect(calls.first == "spd-say -i -40 Breathe in")
        #expect(calls.last?.hasPrefix("aplay -q \(folder)/breathe-sound-") == true)
        #expect(sounds.finish(at: 1, ending: false, clock: { 1 }) == ["No sound player was found (a), so the terminal bell marks the phases.", "Sound: spd-say ended with status 1, so aplay played the tones from then on."])
    }

    /// A breathe killed mid-session leaves its tones behind; the next one to make a sound
    /// folder removes them, and never the folder of a breathe still running.
    @Test func theToneFoldersOfAKilledBreatheAreRemovedLater() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A process id that is not running: a child that has been reaped.
        var dead: pid_t = 0
        guard case .success(let pid) = DetachedProcess.start(path: "/bin/true", arguments: ["true"]) else { Issue.record("no child"); return }
        for _ in 0..<200 where DetachedProcess.ended(pid) == nil { usleep(10_000) }
        dead = pid
        let left = folder + "/breathe-sound-\(dead)-abc123", live = folder + "/breathe-sound-\(getpid())-def456"
        for path in [left, live] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path + "/rise-300cs-v30.wav"))
        }
        // A dead process id whose folder is still locked: a breathe in another PID
        // namespace. Kept.
        let elsewhere = folder + "/breathe-sound-\(dead)-ghi789"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let held = try #require(FileLock.tryExclusive(elsewhere + "/.lock"))
        defer { close(held) }
        let made = try SoundFolder(environment: { $0 == "TMPDIR" ? folder : nil })
        #expect(!FileManager.default.fileExists(atPath: left))
        #expect(FileManager.default.fileExists(atPath: elsewhere))
        #expect(FileManager.default.fileExists(atPath: live + "/rise-300cs-v30.wav"))
        #expect(made.path.hasPrefix(folder + "/breathe-sound-\(getpid())-"))
        made.remove()
        #expect(!FileManager.default.fileExists(atPath: made.path))
    }

    @Test func anUnwritableFolderMeansTheBellWithANote() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let player = try fake("pw-play")
        let bells = Bells()
        let sounds = CueSounder(choice: SoundChoice(output: .tone(players: [SoundTool.players[0]]), note: nil), paths: ["pw-play": player], volume: 30,
                                ring: { bells.count += 1 }, sayNow: nil,
                                makeFolder: { () throws(FileError) in try SoundFolder(environment: { $0 == "TMPDIR" ? "/proc" : nil }) })
        sounds.prepare([.phase(.inhale, seconds: 4)])
        sounds.play(.phase(.inhale, seconds: 4), at: 0)
        #expect(bells.count == 1)
        #expect(logged().isEmpty)
        let notes = sounds.finish(at: 1, ending: false, clock: { 1 })
        #expect(notes.count == 1 && notes[0].hasPrefix("Sound: the tones could not be written (could not make a folder for sounds in /proc"), "\(notes)")
    }
}
