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
        let pid: Int32
        let name: String
        let isSpeaker: Bool
        let cue: Cue
        var startedAt: Double
        /// When it should have finished; `hangMargin` later it is taken to hang.
        var expectedEnd: Double
        var nextCheck: Double
        /// Sent SIGKILL and not yet reaped (a process stuck in the kernel dies late).
        var dying = false
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
    private let choiceNoteFirst: Bool
    /// The person's language: the voice speaks it, and the notes are in it.
    private let words: Words
    private var notes: [String] = []
    /// A cue was sounded: only then do the notes say what marked the phases.
    private var used = false

    /// A child is first looked at this soon after it starts (a player that cannot reach
    /// the sound server fails at once), then at this interval.
    static let firstCheck = 0.05
    static let checkInterval = 0.25
    /// Speech takes about this long; a player this long past its sound's end hangs.
    static let speechSeconds = 3.0
    static let hangMargin = 1.5
    /// A failure found this soon after a cue still rings the cue's bell: it is not late.
    static let lateFallback = 1.0
    /// At the end, the longest breathe waits for the closing bells.
    static let longestEndingWait = 2.0

    /// `paths` has the file of each tool in the choice (from `SoundMachine`). `ring`
    /// sounds the terminal bell; `sayNow` prints the SSH note before the session, in
    /// plain mode (the full screen has no place for it, so it comes after, with the rest).
    public init(
        choice: SoundChoice, paths: [String: String], volume: Int, words: Words = .english,
        ring: @escaping () -> Void, sayNow: ((String) -> Void)?,
        makeFolder: @escaping () throws(FileError) -> SoundFolder = { () throws(FileError) in try SoundFolder() }
    ) {
        // With SIGCHLD ignored (inherited so from a parent), children would be reaped by the
        // kernel and every failing player would look like one that played.
        DetachedProcess.keepChildStatuses()
        self.volume = volume
        self.ring = ring
        self.sayNow = sayNow
        self.makeFolder = makeFolder
        self.words = words
        choiceNote = choice.note.map(words.say)
        choiceNoteFirst = choice.sayBeforeTheSession
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
        if choiceNoteFirst, let note = choiceNote, let sayNow {
            sayNow(note)
            choiceNote = nil
        }
        // For the voice, tones are made only if the speech tool fails.
        guard way == .tone else { return }
        for cue in cues {
            guard file(for: cue) != nil else { return }
        }
    }

    /// Sounds `cue` now.
    public func play(_ cue: Cue, at now: Double) {
        used = true
        if case .phase(_, let seconds) = cue, !(seconds > 0) { return }
        switch way {
        case .silent: return
        case .bell: ringBells(for: cue, at: now)
        case .voice:
            if let speaker, start(
                speaker,
                arguments: speaker.tool.command(
                    playing: cue.spokenWords(words), volume: volume, language: words.language),
                cue: cue, expecting: Self.speechSeconds, at: now) {
                return
            }
            // The speaker was retired just now: tones, or the bell.
            if way == .voice { way = players.isEmpty ? .bell : .tone }
            play(cue, at: now)
        case .tone:
            while let player = players.first {
                guard let file = file(for: cue) else { break }
                let seconds = ToneRecipe(cue, volume: volume).seconds
                // The file is the player's stdin, open before it starts: a closing chime
                // left to play on after breathe has gone still has it once its folder goes.
                if start(
                    player, arguments: player.tool.command(playing: "/dev/stdin", volume: volume), input: file,
                    cue: cue, expecting: seconds, at: now) {
                    return
                }
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

    /// Rings a bell that is due and reaps the children that have ended. One bell a call:
    /// bells that fell due together (the loop was held up) are spread out again, since
    /// their count is what they mean.
    public func pump(at now: Double) {
        ringDueBell(at: now)
        var index = 0
        while index < children.count {
            let child = children[index]
            guard child.nextCheck <= now + 0.001 else { index += 1; continue }
            switch DetachedProcess.ended(child.pid) {
            case nil:
                if child.dying {
                    children[index].nextCheck = now + Self.checkInterval
                    index += 1
                } else if child.cue != .closing, now >= child.expectedEnd + Self.hangMargin {
                    // The closing chime is never taken to hang: nothing follows it to mark,
                    // and it plays on after breathe has gone (`finish`), on any screen.
                    stopHung(at: index, now: now)
                    index += 1
                } else {
                    children[index].nextCheck = now + Self.checkInterval
                    index += 1
                }
            case .exited(let status)?:
                children.remove(at: index)
                if status != 0 && !child.dying { failed(child, because: .exited(status: status), at: now) }
            case .signalled?, .gone?:
                // A signal is our own SIGKILL, or one sent from outside: not a failure to
                // report again.
                children.remove(at: index)
            }
        }
    }

    /// The process is about to stop (Ctrl-Z): its players stop with it. They run in
    /// process groups of their own, which the terminal's Ctrl-Z does not reach.
    public func stopping() {
        for child in children where !child.dying { DetachedProcess.pauseGroup(child.pid) }
    }

    /// The process was stopped (Ctrl-Z) for `seconds`, and its players with it: they go
    /// on, and what they and the bells were due to do moves on by as much, so a player is
    /// not taken to hang.
    public func resumed(afterStopping seconds: Double) {
        for child in children where !child.dying { DetachedProcess.resumeGroup(child.pid) }
        guard seconds > 0 else { return }
        bellsDue = bellsDue.map { $0 + seconds }
        for index in children.indices {
            children[index].startedAt += seconds
            children[index].expectedEnd += seconds
        }
    }

    /// The app is done. Unless a signal is ending the process, the closing bells still to
    /// ring are rung, and a closing chime just started is watched for `firstCheck` (a
    /// player that cannot reach its sound server fails at once: its bells ring instead).
    /// A closing chime still playing then plays on after breathe has gone, unwatched:
    /// leaving never waits for it. Everything else still running is stopped: tones cut
    /// short by a quit, and a speech tool past its sentence. Then the sound files go, and
    /// what the person should be told is returned.
    public func finish(at now: Double, ending: Bool, clock: () -> Double) -> [String] {
        func playsOn(_ child: Child) -> Bool { !ending && child.cue == .closing && !child.dying }
        if !ending {
            let deadline = now + Self.longestEndingWait
            func closingJustStarted(at time: Double) -> Bool {
                children.contains { playsOn($0) && $0.nextCheck < .infinity && time < $0.startedAt + Self.firstCheck }
            }
            while !bellsDue.isEmpty || closingJustStarted(at: clock()) {
                let time = clock()
                guard time < deadline else { break }
                ringDueBell(at: time)
                for index in children.indices where playsOn(children[index]) && children[index].nextCheck < .infinity {
                    let child = children[index]
                    switch DetachedProcess.ended(child.pid) {
                    case nil: break
                    case .exited(let status)? where status != 0:
                        children[index].nextCheck = .infinity
                        failed(child, because: .exited(status: status), at: time)
                    default:
                        children[index].nextCheck = .infinity
                    }
                }
                MonotonicClock.pause(microseconds: 5_000)
            }
        }
        bellsDue = []
        let stopped = children.filter { child in
            guard !child.dying, !playsOn(child), DetachedProcess.ended(child.pid) == nil else { return false }
            return !(child.isSpeaker && !ending && clock() < child.startedAt + Self.speechSeconds)
        }
        for child in stopped {
            if !ending && clock() >= child.expectedEnd + Self.hangMargin {
                retire(child.name, because: Self.hangReason(child), nothingFollows: true)
            }
            DetachedProcess.kill(child.pid)
        }
        // Reap what was stopped; one stuck in the kernel is left to init after a moment.
        let reaped = stopped + children.filter(\.dying)
        let reapBy = clock() + 0.2
        while reaped.contains(where: { DetachedProcess.ended($0.pid) == nil }), clock() < reapBy {
            MonotonicClock.pause(microseconds: 5_000)
        }
        children = []
        folder?.remove()
        folder = nil
        guard used else { return [] }
        return (choiceNote.map { [$0] } ?? []) + notes
    }

    /// The players and speech tools not yet reaped (for tests).
    var childPIDs: [Int32] { children.map(\.pid) }

    // MARK: -

    private func ringBells(for cue: Cue, at now: Double) {
        ring()
        for count in 1..<max(cue.bells, 1) { bellsDue.append(now + Double(count) * Cue.bellGap) }
    }

    /// Rings one due bell, and keeps the ones after it `bellGap` apart from now.
    private func ringDueBell(at now: Double) {
        guard let first = bellsDue.min(), first <= now + 0.001 else { return }
        ring()
        let rest = bellsDue.sorted().dropFirst()
        bellsDue = rest.enumerated().map { max($1, now + Double($0 + 1) * Cue.bellGap) }
    }

    private static func hangReason(_ child: Child) -> SoundPhrase.Trouble {
        .hung(seconds: ((child.expectedEnd - child.startedAt + hangMargin) * 10).rounded() / 10)
    }

    /// Stops a child that hangs, without waiting for it to die, and hands on.
    private func stopHung(at index: Int, now: Double) {
        let child = children[index]
        DetachedProcess.kill(child.pid)
        children[index].dying = true
        children[index].nextCheck = now + Self.checkInterval
        failed(child, because: Self.hangReason(child), at: now)
    }

    /// Starts `tool`; on failure, says so and takes it out of use.
    private func start(
        _ tool: Tool, arguments: [String], input: String? = nil, cue: Cue, expecting seconds: Double, at now: Double
    ) -> Bool {
        switch DetachedProcess.start(path: tool.path, arguments: arguments, input: input) {
        case .success(let pid):
            children.append(Child(
                pid: pid, name: tool.tool.name, isSpeaker: tool.tool == speaker?.tool, cue: cue, startedAt: now,
                expectedEnd: now + seconds, nextCheck: now + Self.firstCheck))
            return true
        case .failure(let error):
            retire(tool.tool.name, because: .notStarted(problem: error.description))
            return false
        }
    }

    /// A child failed: its tool is retired, and a cue that is not yet stale gets its bell.
    private func failed(_ child: Child, because reason: SoundPhrase.Trouble, at now: Double) {
        let fallsBack = now - child.startedAt <= Self.lateFallback
        // The chime at the end with no stand-in rung: no phase came after it to mark.
        let stillRetired = retire(child.name, because: reason, nothingFollows: child.cue == .closing && !fallsBack)
        if stillRetired, fallsBack {
            if way == .bell { ringBells(for: child.cue, at: now) } else { play(child.cue, at: now) }
        }
    }

    /// Takes a failed tool out of use (once) and notes what marks the phases from now on.
    /// True when the tool was still in use.
    @discardableResult
    private func retire(_ name: String, because reason: SoundPhrase.Trouble, nothingFollows: Bool = false) -> Bool {
        if speaker?.tool.name == name {
            speaker = nil
            way = players.isEmpty ? .bell : .tone
        } else if players.first?.tool.name == name {
            players.removeFirst()
            if players.isEmpty && way == .tone { way = .bell }
        } else {
            return false
        }
        let next: SoundPhrase.Then
        switch way {
        case .tone: next = .player(players[0].tool.name)
        case .voice: next = .speaker(speaker!.tool.name)
        default: next = .bell
        }
        notes.append(words(.toolFailed(tool: name, reason, then: nothingFollows ? nil : next)))
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
            notes.append(words(.tonesNotWritten(problem: error.description)))
            players = []
            if way == .tone { way = .bell }
            return nil
        }
    }
}
