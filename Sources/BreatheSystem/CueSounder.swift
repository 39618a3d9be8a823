#if canImport(Glibc)
import Glibc
#endif
import BreatheCore

/// Sounds a session's cues the way `SoundChoice` decided: tones through a player, words
/// through a speech tool, or the terminal bell. Nothing here waits on a child: players
/// are started detached and polled, so the frame loop keeps its time; a player that is
/// missing, fails or hangs hands on to the next one and, when none is left, to the bell,
/// with one line for the person after the session.
public final class CueSounder {
    private enum Way { case silent, bell, tone, voice }

    private struct Tool {
        let tool: SoundTool
        let path: String
    }

    private struct Child {
        let pid: pid_t
        let name: String
        let isSpeaker: Bool
        let cue: Cue
        var startedAt: Double
        /// When it should have finished, and when it is taken to hang.
        var expectedEnd: Double
        var nextCheck: Double
    }

    private var way: Way
    private var players: [Tool]
    private var speaker: Tool?
    private let volume: Int
    private let ring: () -> Void
    private let sayNow: ((String) -> Void)?
    private let makeFolder: () throws(FileError) -> SoundFolder
    private var folder: SoundFolder?
    private var files: [ToneRecipe: String] = [:]
    private var children: [Child] = []
    private var bellsDue: [Double] = []
    private var choiceNote: String?
    private var notes: [String] = []
    private var used = false

    /// A child is first looked at this soon after it starts (a player that cannot reach
    /// the sound server fails at once), then at this interval.
    static let firstCheck = 0.05
    static let checkInterval = 0.25
    /// Speech takes about this long; a player this long past its sound's end hangs.
    static let speechSeconds = 3.0
    static let hangMargin = 5.0
    /// A failure found this soon after a cue still rings the cue's bell: it is not late.
    static let lateFallback = 1.0
    /// At the end, the longest breathe waits for a tone still playing (the closing chime),
    /// and how long past the tone's end a player may take (it started a little late).
    static let longestEndingWait = 2.0
    static let endingGrace = 0.3

    /// `paths` has the file of each tool in the choice (from `SoundMachine`). `ring`
    /// sounds the terminal bell; `sayNow` prints a line before the session, in plain mode
    /// (the full screen has no place for it, so the note comes after).
    public init(choice: SoundChoice, paths: [String: String], volume: Int, ring: @escaping () -> Void, sayNow: ((String) -> Void)?,
                makeFolder: @escaping () throws(FileError) -> SoundFolder = { () throws(FileError) in try SoundFolder() }) {
        self.volume = volume
        self.ring = ring
        self.sayNow = sayNow
        self.makeFolder = makeFolder
        choiceNote = choice.note
        func resolved(_ tools: [SoundTool]) -> [Tool] {
            tools.compactMap { tool in paths[tool.name].map { Tool(tool: tool, path: $0) } }
        }
        switch choice.output {
        case .silent:
            way = .silent; players = []
        case .bell:
            way = .bell; players = []
        case .tone(let tools):
            way = .tone; players = resolved(tools)
        case .voice(let tool, let tools):
            way = .voice; players = resolved(tools); speaker = resolved([tool]).first
        }
        if way == .voice && speaker == nil { way = .tone }
        if way == .tone && players.isEmpty { way = .bell }
    }

    /// A session is about to begin: its tones are made now, so the first is not late.
    public func prepare(_ cues: [Cue]) {
        used = true
        if let note = choiceNote, let sayNow {
            sayNow(note)
            choiceNote = nil
        }
        guard way == .tone || way == .voice, !players.isEmpty else { return }
        for cue in cues {
            guard file(for: cue) != nil else { return }
        }
    }

    /// Sounds `cue` now.
    public func play(_ cue: Cue, at now: Double) {
        used = true
        switch way {
        case .silent: return
        case .bell: ringBells(for: cue, at: now)
        case .voice:
            if let speaker, start(speaker, arguments: speaker.tool.command(playing: cue.spokenWords, volume: volume), cue: cue, expecting: Self.speechSeconds, at: now) { return }
            // The speaker was retired just now: tones, or the bell.
            if way == .voice { way = players.isEmpty ? .bell : .tone }
            play(cue, at: now)
        case .tone:
            while let player = players.first {
                guard let file = file(for: cue) else { break }
                let seconds = ToneRecipe(cue, volume: volume).seconds
                if start(player, arguments: player.tool.command(playing: file, volume: volume), cue: cue, expecting: seconds, at: now) { return }
            }
            ringBells(for: cue, at: now)
        }
    }

    /// Seconds until `pump` has something to do (a bell's second ring, a child to look
    /// at), or nil when nothing waits.
    public func secondsUntilDue(at now: Double) -> Double? {
        let due = bellsDue + children.map(\.nextCheck)
        return due.min().map { max(0, $0 - now) }
    }

    /// Rings the bells that are due and reaps the children that have ended.
    public func pump(at now: Double) {
        let ringing = bellsDue.filter { $0 <= now + 0.001 }
        if !ringing.isEmpty {
            bellsDue.removeAll { $0 <= now + 0.001 }
            ring()
        }
        var index = 0
        while index < children.count {
            let child = children[index]
            guard child.nextCheck <= now + 0.001 else { index += 1; continue }
            switch DetachedProcess.ended(child.pid) {
            case nil:
                if now >= child.expectedEnd + Self.hangMargin {
                    DetachedProcess.kill(child.pid)
                    children.remove(at: index)
                    failed(child, because: "did not finish within \(formatNumber(child.expectedEnd - child.startedAt + Self.hangMargin)) s and was stopped", at: now)
                } else {
                    children[index].nextCheck = now + Self.checkInterval
                    index += 1
                }
            case .exited(let status)?:
                children.remove(at: index)
                if status != 0 { failed(child, because: "ended with status \(status)", at: now) }
            case .signalled?, .gone?:
                // A signal is Ctrl-C or Ctrl-\ reaching the whole job: not the player's fault.
                children.remove(at: index)
            }
        }
    }

    /// The process was stopped (Ctrl-Z) for `seconds`, and its players with it: what they
    /// and the bells were due to do moves on by as much, so a player is not taken to hang.
    public func resumed(afterStopping seconds: Double) {
        guard seconds > 0 else { return }
        bellsDue = bellsDue.map { $0 + seconds }
        for index in children.indices {
            children[index].startedAt += seconds
            children[index].expectedEnd += seconds
        }
    }

    /// The app is done: waits for the closing bells and a tone still playing (up to its
    /// end, at most `longestEndingWait`) unless the process is being ended, stops what
    /// overstays,
    /// removes the sound files, and returns what the person should be told.
    public func finish(at now: Double, ending: Bool, clock: () -> Double) -> [String] {
        // The closing bells still to ring, and a closing chime still playing; nothing
        // when the process is being ended.
        let deadline = ending ? now : min(((children.filter { !$0.isSpeaker }.map { $0.expectedEnd + Self.endingGrace }) + bellsDue.map { $0 + 0.05 }).max() ?? now, now + Self.longestEndingWait)
        while !bellsDue.isEmpty || children.contains(where: { !$0.isSpeaker && DetachedProcess.ended($0.pid) == nil }) {
            let time = clock()
            guard time < deadline else { break }
            if let next = bellsDue.min(), next <= time {
                bellsDue.removeAll { $0 == next }
                ring()
            }
            usleep(10_000)
        }
        bellsDue = []
        for child in children where DetachedProcess.ended(child.pid) == nil {
            // A speech tool may finish its sentence; a player's file is about to go.
            if child.isSpeaker && !ending { continue }
            DetachedProcess.kill(child.pid)
        }
        children = []
        folder?.remove()
        folder = nil
        guard used else { return [] }
        return (choiceNote.map { [$0] } ?? []) + notes
    }

    /// The players and speech tools not yet reaped (for tests).
    var childPIDs: [pid_t] { children.map(\.pid) }

    // MARK: -

    private func ringBells(for cue: Cue, at now: Double) {
        ring()
        for count in 1..<max(cue.bells, 1) { bellsDue.append(now + Double(count) * Cue.bellGap) }
    }

    /// Starts `tool`; on failure, says so and takes it out of use.
    private func start(_ tool: Tool, arguments: [String], cue: Cue, expecting seconds: Double, at now: Double) -> Bool {
        switch DetachedProcess.start(path: tool.path, arguments: arguments) {
        case .success(let pid):
            children.append(Child(pid: pid, name: tool.tool.name, isSpeaker: tool.tool == speaker?.tool, cue: cue, startedAt: now,
                                  expectedEnd: now + seconds, nextCheck: now + Self.firstCheck))
            return true
        case .failure(let error):
            retire(tool.tool.name, because: "could not be started (\(error.description))")
            return false
        }
    }

    /// A child failed: its tool is retired, and a cue that is not yet stale gets its bell.
    private func failed(_ child: Child, because reason: String, at now: Double) {
        let stillRetired = retire(child.name, because: reason)
        if stillRetired, now - child.startedAt <= Self.lateFallback {
            if way == .bell { ringBells(for: child.cue, at: now) } else { play(child.cue, at: now) }
        }
    }

    /// Takes a failed tool out of use (once) and notes what marks the phases from now on.
    /// True when the tool was still in use.
    @discardableResult
    private func retire(_ name: String, because reason: String) -> Bool {
        if speaker?.tool.name == name {
            speaker = nil
            way = players.isEmpty ? .bell : .tone
        } else if players.first?.tool.name == name {
            players.removeFirst()
            if players.isEmpty && way == .tone { way = .bell }
        } else {
            return false
        }
        let next: String
        switch way {
        case .tone: next = "\(players[0].tool.name) played the tones from then on"
        case .voice: next = "\(speaker!.tool.name) spoke from then on"
        default: next = "the terminal bell marked the phases from then on"
        }
        notes.append("Sound: \(name) \(reason), so \(next).")
        return true
    }

    /// The file of `cue`'s tone, made on first use. When it cannot be written, tones are
    /// given up (with a note) and nil returned.
    private func file(for cue: Cue) -> String? {
        let recipe = ToneRecipe(cue, volume: volume)
        if let file = files[recipe] { return file }
        do throws(FileError) {
            let folder: SoundFolder
            if let made = self.folder {
                folder = made
            } else {
                folder = try makeFolder()
                self.folder = folder
            }
            let file = try folder.write(recipe.fileName, ToneSynthesis.wav(recipe))
            files[recipe] = file
            return file
        } catch {
            notes.append("Sound: the tones could not be written (\(error.description)), so the terminal bell marked the phases.")
            players = []
            if way == .tone { way = .bell }
            return nil
        }
    }
}
