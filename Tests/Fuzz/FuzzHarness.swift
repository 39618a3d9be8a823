// libFuzzer targets over everything breathe reads from outside (`make fuzz`).
//
// Built by the Makefile with `swiftc -sanitize=fuzzer,address` together with every file
// of BreatheCore, so internal functions are reachable. One binary, several targets: the
// target is named by BREATHE_FUZZ_TARGET. Each target reads its input, drives what it
// read onward (plans, formats, reports, merges), and asserts the round trip: what the
// reader accepts, the writer writes and the reader reads back equal. A failed check is a
// crash, which libFuzzer reports with the input.

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

let fuzzTarget: String = {
    guard let raw = getenv("BREATHE_FUZZ_TARGET") else { return "store" }
    return String(cString: raw)
}()

/// A fixed "now", so a run is repeatable.
let fuzzNow = LocalTimestamp(iso8601: "2026-12-01T12:00:00+01:00")!

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        let text = "fuzz check failed: " + message() + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    switch fuzzTarget {
    case "store": fuzzStore(data)
    case "program": fuzzProgram(data)
    case "pattern": fuzzPattern(data)
    case "config": fuzzConfig(data)
    case "import": fuzzImport(data)
    case "journal": fuzzJournal(data)
    default: check(false, "unknown BREATHE_FUZZ_TARGET \(fuzzTarget)")
    }
    return 0
}

// MARK: The store: both readers, differentially, and everything a store feeds.

func fuzzStore(_ data: Data) {
    // The input as a status summary, too: one that reads is written back the same.
    if let summary = StatusSummary(data) {
        check(StatusSummary(summary.data) == summary, "a status summary read from outside does not read back as written")
    }
    let general = StoreDecoding.decodeGeneral(data)
    if let fast = StoreJSONReader.read(data) {
        if let store = fast.store {
            check(general == .success(DecodedStore(store: store, setAside: [])), "the fast reader read a store the general reader reads otherwise")
        } else {
            check(general == .failure(.newer(fast.formatVersion)), "the readers disagree on a newer format")
        }
    }
    guard case .success(let decoded) = general else { return }
    check(StoreDecoding.decode(data) == general, "the usual decoding and the general reader disagree")
    checkOneIDOneRecord(decoded.store)
    roundTrip(decoded.store)
    repeatedIDs(decoded.store)
    statusSummary(decoded.store)
    report(decoded.store)
}

/// The status summary of a store reads back as written and gives the store's status line
/// for any rollover hour.
func statusSummary(_ store: ProgressStore) {
    let summary = StatusSummary(store: store, storeIdentity: [1, 2, 3, 4, 5, 6, 7])
    check(StatusSummary(summary.data) == summary, "a status summary does not read back as written")
    let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
    let view = summary.statusStore
    for rollover in [0, 3, 12] {
        var settings = Settings()
        settings.dayRolloverHour = rollover
        let today = fuzzNow.practiceDay(rolloverHour: rollover)
        check(StatusLine(store: view, catalogue: catalogue, settings: settings, today: today) == StatusLine(store: store, catalogue: catalogue, settings: settings, today: today),
              "the status summary gives another status line at rollover \(rollover)")
    }
}

/// No list holds an id twice.
func checkOneIDOneRecord(_ store: ProgressStore) {
    check(Set(store.sessions.map(\.id)).count == store.sessions.count, "a session id twice in a decoded store")
    check(Set(store.completions.map(\.id)).count == store.completions.count, "a completion id twice in a decoded store")
    check(Set(store.activations.map(\.id)).count == store.activations.count, "an activation id twice in a decoded store")
    check(Set(store.settingChanges.map(\.id)).count == store.settingChanges.count, "a setting change id twice in a decoded store")
    check(Set(store.boltResults.map(\.id)).count == store.boltResults.count, "a BOLT result id twice in a decoded store")
}

/// The store written with some records twice (the copy after the original, with a
/// later version's field added to some of the copies) reads back as the store, each copy set aside.
func repeatedIDs(_ store: ProgressStore) {
    func twice<Record: ProgressRecord>(_ records: [Record]) -> [Record] {
        var result = records
        for (position, record) in records.enumerated() where position % 2 == 0 {
            var copy = record
            if position % 4 == 0 { copy.unknownFields["fuzzLater"] = .array([.number(Double(position)), .string(record.id)]) }
            result.append(copy)
        }
        return result
    }
    let doubled = ProgressStore(sessions: twice(store.sessions), completions: twice(store.completions), activations: twice(store.activations), settingChanges: twice(store.settingChanges), boltResults: twice(store.boltResults))
    let copies = doubled.sessions.count + doubled.completions.count + doubled.activations.count + doubled.settingChanges.count + doubled.boltResults.count
        - store.sessions.count - store.completions.count - store.activations.count - store.settingChanges.count - store.boltResults.count
    let written = StoreJSONWriter.encode(doubled)
    check(copies == 0 || StoreJSONReader.read(written) == nil, "the fast reader read a store with an id twice")
    guard case .success(let again) = StoreDecoding.decode(written) else { return check(false, "a store with ids twice is not read") }
    check(again.store == store, "a store with ids twice does not read back as the store")
    check(again.setAside.count == copies, "\(again.setAside.count) records set aside for \(copies) repeated ids")
}

/// Written and read back by both readers: the same store, nothing set aside. The fast
/// reader may step aside only for records with fields this version does not know.
func roundTrip(_ store: ProgressStore) {
    let written = StoreJSONWriter.encode(store)
    check(String(validating: written, as: UTF8.self) != nil, "the writer wrote invalid UTF-8")
    let hasUnknownFields = store.sessions.contains { !$0.unknownFields.isEmpty } || store.completions.contains { !$0.unknownFields.isEmpty }
        || store.activations.contains { !$0.unknownFields.isEmpty } || store.settingChanges.contains { !$0.unknownFields.isEmpty }
        || store.boltResults.contains { !$0.unknownFields.isEmpty }
    let fast = StoreJSONReader.read(written)
    check(fast?.store == store || (hasUnknownFields && fast == nil), "the fast reader does not read back what the writer wrote")
    check(StoreDecoding.decodeGeneral(written) == .success(DecodedStore(store: store, setAside: [])), "the general reader does not read back what the writer wrote")
}

/// Everything that shows or counts a store, with a catalogue that knows some of its ids.
func report(_ store: ProgressStore) {
    let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
    let rule = CompletionRule()
    _ = HistoryReport.lines(store, catalogue: catalogue)
    _ = SessionCSV.document(store, catalogue: catalogue)
    _ = ProgramListReport.lines(
        ChooserEntry.entries(programs: catalogue.programs, store: store, active: store.activeProgramID, today: CivilDate(year: 2026, month: 12, day: 1),
                             rolloverHour: 3), activeMark: "*", separator: " · ")
    for rollover in [0, 3, 12] {
        var settings = Settings()
        settings.dayRolloverHour = rollover
        let stats = StatsReport.of(store: store, catalogue: catalogue, settings: settings, today: fuzzNow.practiceDay(rolloverHour: rollover))
        let streak = stats.streak
        // Every figure, however few the attempts: the formatting is what the fuzzer is for.
        _ = stats.lines(bar: "#", all: true)
        _ = ScriptJSON.text(stats.json)
        _ = streak.line(showStreak: true, freezesEnabled: true)
        _ = streak.freezeNote(showStreak: true, freezes: FreezeRules())
    }
    for program in catalogue.programs {
        let progress = ProgressReport(program: program, store: store)
        _ = progress.lessonLines(check: "x", current: ">")
        _ = progress.position
        for lesson in program.lessons.prefix(3) {
            if let offer = ContinuationOffer.find(for: lesson, in: program, store: store, now: fuzzNow, rolloverHour: 3) {
                _ = offer.remainingPlan(for: lesson)
            }
        }
    }
    _ = SettingChange.effective(store.settingChanges)
    // BOLT results: the history at every width it may meet, both languages, and JSON.
    for words in [Words.english, Words(.simplifiedChinese)] {
        for width in [20, 40, 80] { _ = BoltReport.lines(store, ascii: width == 20, width: width, words: words) }
        _ = BoltReport.latestLine(store, words: words)
    }
    _ = ScriptJSON.text(BoltReport.json(store))
    for session in store.sessions {
        _ = formatClock(session.practicedSeconds)
        _ = session.startedAt.local.shortText
    }
}

// MARK: Program files.

func fuzzProgram(_ data: Data) {
    guard let program = try? ProgramDecoder.decode(data, file: "fuzz.json", source: .file("fuzz.json")) else { return }
    let again = try? ProgramDecoder.decode(Data(program.jsonValue.prettyText.utf8), file: "fuzz.json", source: .file("fuzz.json"))
    check(again == program, "a program does not read back as it was written")
    let store = ProgressStore()
    _ = ProgressReport(program: program, store: store).lessonLines(check: "x", current: ">")
    for words in [Words.english, Words(.simplifiedChinese)] {
        _ = ProgressReport(program: program, store: store).lessonLines(check: "x", current: ">", words: words)
        check(!program.title(words).isEmpty && !program.summary(words).isEmpty, "a program shows no title or summary in \(words.language)")
        for lesson in program.lessons {
            _ = program.heading(for: lesson, separator: " · ", words: words)
            _ = lesson.lengthDescription(words)
            check(!lesson.title(words).isEmpty && lesson.note(words)?.isEmpty != true, "a lesson shows an empty title or note in \(words.language)")
        }
    }
    for lesson in program.lessons { drive(lesson.plan) }
}

// MARK: The pattern notation.

func fuzzPattern(_ data: Data) {
    let text = String(decoding: data.prefix(200), as: UTF8.self)
    // "rounds …" is the rest of a `practice rounds` command line.
    if text.hasPrefix(HoldRounds.keyword) { return fuzzRounds(text) }
    // "A>B" is a ramp from A to B.
    if let arrow = text.firstIndex(of: ">") {
        return fuzzRamp(String(text[..<arrow]), String(text[text.index(after: arrow)...]))
    }
    guard let pattern = try? PatternNotation.parse(text) else { return }
    // A top-up (cyclic sighing) has no dash notation: its name is how it is written.
    let written = pattern.phases.contains { $0.kind == .topUp } ? pattern.name : pattern.notation
    let again = try? PatternNotation.parse(written)
    check(again?.phases == pattern.phases, "\(written) does not read back as the same phases")
    for length in [SessionLength.cycles(1), .cycles(1000), .minutes(0.5), .minutes(120), .minutes(7.3)] {
        if let plan = try? PracticePlan(pattern: pattern, length: length) { drive(plan) }
    }
    _ = PatternCaution.text(for: pattern)
}

/// A ramp between two typed patterns: every plan it makes keeps the ramp's rules (the
/// ends are the patterns to a tenth, every length lies between them, the cycles add up
/// to the plan), and runs as any plan does.
func fuzzRamp(_ fromText: String, _ toText: String) {
    guard let from = try? PatternNotation.parse(fromText), let to = try? PatternNotation.parse(toText) else { return }
    for length in [SessionLength.cycles(2), .cycles(7), .cycles(1000), .minutes(0.5), .minutes(120), .minutes(7.3)] {
        let plan: PracticePlan
        do {
            plan = try PracticePlan(ramp: from, to: to, length: length)
        } catch .rampPhasesDiffer {
            return check(!Ramp.samePhases(from, to), "a ramp between the same phases refused")
        } catch {
            continue
        }
        guard case .paced(let cycles) = plan.segments[0] else { return check(false, "a ramp that is not paced cycles") }
        var total = 0.0
        for cycle in 0..<cycles.cycles {
            for phase in 0..<cycles.phaseCount {
                let seconds = cycles.seconds(cycle: cycle, phase: phase)
                let ends = (from.phases[phase].seconds, to.phases[phase].seconds)
                check(seconds >= min(ends.0, ends.1) - 0.05 - 1e-9 && seconds <= max(ends.0, ends.1) + 0.05 + 1e-9, "a ramp's length outside its ends")
                if cycle == 0 { check(abs(seconds - ends.0) <= 0.05 + 1e-9, "a ramp's first cycle is not its first pattern") }
                if cycle == cycles.cycles - 1 { check(abs(seconds - ends.1) <= 0.05 + 1e-9, "a ramp's last cycle is not its second pattern") }
                total += seconds
            }
            _ = cycles.notation(ofCycle: cycle)
        }
        check(abs(total - plan.totalSeconds) < 1e-6, "a ramp's cycles do not add up to its plan")
        check(plan.totalSeconds <= SessionLength.longestSessionSeconds + max(from.cycleSeconds, to.cycleSeconds) + 1e-6, "a ramp past two hours and a cycle")
        drive(plan)
        _ = Cue.all(in: plan)
        _ = plan.lastCycles(covering: plan.totalSeconds / 3)
    }
}

/// `practice rounds` with typed options: a refusal, or rounds whose plan runs as any plan
/// does, and whose holds, ended at instants taken from the text, are records the rules
/// accept (each 0 to 180 s, one a round at most).
func fuzzRounds(_ text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard case .success(.practice(let options)) = BreatheCommand.parse(["practice"] + words), let rounds = options.holdRounds else { return }
    let plan = rounds.plan
    drive(plan)
    var session = PracticeSession(plan: plan, startedAt: 0)
    let start = LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!
    // Each byte ends a hold that many seconds after the last event, if one is under way.
    var now = 0.0
    for byte in text.utf8 {
        now += Double(byte)
        session.update(.endHold(now: now))
    }
    session.update(.end(.quit, now: now + 1))
    var attempt = PracticeAttempt(pattern: HoldRounds.keyword, startedAt: start, endedAt: start, plannedSeconds: plan.totalSeconds, practicedSeconds: session.elapsed(at: now + 1), endReason: .quit)
    attempt.holds = session.holdLengths(at: now + 1)
    let record = SessionRecord(id: "r", programID: nil, lessonID: nil, pattern: attempt.pattern, startedAt: attempt.startedAt, endedAt: attempt.endedAt, plannedSeconds: attempt.plannedSeconds, practicedSeconds: attempt.practicedSeconds, counted: false, endReason: .quit, holds: attempt.holds)
    check(RecordRules.problem(record) == nil, "hold rounds' record breaks a rule: \(String(describing: RecordRules.problem(record)))")
    check((record.holds?.count ?? 0) <= rounds.rounds, "more holds than rounds")
    _ = rounds.status(of: session, at: now)
}

/// A plan run through the timeline and the session, as a frame loop would.
func drive(_ plan: PracticePlan) {
    let timeline = SessionTimeline(plan: plan)
    for elapsed in [0, 0.001, plan.pattern.cycleSeconds / 2, timeline.totalSeconds / 3, timeline.totalSeconds - 0.001, timeline.totalSeconds, timeline.totalSeconds + 5] {
        let moment = timeline.moment(at: elapsed)
        check(moment.scale >= 0 && moment.scale <= 1, "a scale outside 0…1")
        check(moment.phaseSeconds > 0 && moment.phaseStart <= moment.phaseEnd, "a phase of no length, or ending before it starts")
        check(plan.phase(segment: moment.segment, cycle: moment.cycle, index: moment.phaseIndex)?.seconds == moment.phaseSeconds, "a moment's phase is not the plan's")
        _ = plan.rampLengths(at: moment)
        _ = formatClock(moment.sessionSecondsLeft)
        _ = countdownSeconds(moment.phaseSecondsLeft)
    }
    var session = PracticeSession(plan: plan, startedAt: 100)
    session.update(.togglePause(now: 101))
    session.update(.togglePause(now: 103))
    session.update(.end(.quit, now: 104 + timeline.totalSeconds / 2))
    _ = session.summary(at: 200).line()
}

// MARK: config.json.

func fuzzConfig(_ data: Data) {
    guard let settings = try? Settings.decode(data, file: "config.json") else { return }
    let again = try? Settings.decode(Data(JSONValue.object(settings.jsonFields).prettyText.utf8), file: "config.json")
    check(again == settings, "settings do not read back as they were written")
    for (key, _) in Settings.definitions { _ = settings.text(of: key) }
    _ = settings.completionRule.secondsNeeded(for: 300)
}

// MARK: The import and sync path: a copy from outside merged with a local store.

let localStore: ProgressStore = {
    let start = LocalTimestamp(iso8601: "2026-11-30T20:00:00+08:00")!
    var store = ProgressStore()
    store.append(SessionRecord(id: "local-1", programID: "foundations", lessonID: "first-breaths", pattern: "4-6", startedAt: start, endedAt: start.adding(seconds: 70), plannedSeconds: 60, practicedSeconds: 60, counted: true, endReason: .finished))
    store.append(CompletionRecord(id: "done-1", programID: "foundations", lessonID: "first-breaths", completedAt: start.adding(seconds: 70), sessionIDs: ["local-1"]))
    store.append(ActivationRecord(id: "act-1", programID: "foundations", at: start))
    store.append(SettingChange(id: "set-1", key: "threshold", value: "0.9", at: start))
    store.append(BoltResult(id: "bolt-1", at: start.adding(seconds: -600), seconds: 23.4))
    return store
}()

func fuzzImport(_ data: Data) {
    guard case .success(let decoded) = StoreDecoding.decode(data) else { return }
    checkOneIDOneRecord(decoded.store)
    let (merged, conflicts) = localStore.mergeReport(with: decoded.store)
    let (other, _) = decoded.store.mergeReport(with: localStore)
    check(merged == other, "merging depends on the order")
    check(merged.merged(with: decoded.store) == merged, "merging again changes the store")
    _ = conflicts.map { $0.english + $0.chinese }
    checkOneIDOneRecord(merged)
    roundTrip(merged)
    report(merged)
    // Settings another device sends are adopted only when config.json would accept them.
    for (key, value) in SettingChange.effective(merged.settingChanges) where Settings.syncedKeys.contains(key) {
        check(Settings.problem(key: key, jsonText: value) == nil, "a synced setting that config.json refuses: \(key) = \(value)")
    }
    var aside = SetAsideDocument()
    let added = aside.add(decoded.setAside, source: "fuzz.json", at: fuzzNow)
    check(added.count <= decoded.setAside.count, "set aside more than was given")
    if !added.isEmpty {
        let notice = StoreNotice.setAside(added.map(\.problem), source: "fuzz.json", outcome: .keptIn("set-aside.json"))
        _ = notice.english + notice.chinese
        let reread = SetAsideDocument(aside.data)
        check(reread == aside, "the set-aside file does not read back")
    }
}

// MARK: Session journals.

func fuzzJournal(_ data: Data) {
    guard case .success(let entry) = JournalEntry.decode(data) else { return }
    let again = JournalEntry.decode(Data(entry.jsonValue.prettyText.utf8))
    check(again == .success(entry), "a journal does not read back as it was written")
    var store = localStore
    let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
    let record = entry.record(into: &store, catalogue: catalogue, rule: CompletionRule(), makeID: { "fuzz-completion" })
    check(RecordRules.problem(record) == nil, "a journal became a session that breaks a rule: \(RecordRules.problem(record)!)")
    _ = entry.recoveryNotice.english + entry.recoveryNotice.chinese
    roundTrip(store)
}
