import BreatheCore
import BreatheSystem
import BreatheTUI
import FoundationEssentials

/// Everything a command needs from the machine: where files live, the settings, the
/// programs and the progress store.
struct Setup {
    /// What the command line chose once: the environment, the glyphs, the language.
    let invocation: Invocation
    let locations: Locations
    var settings: Settings
    let catalogue: Catalogue
    let storeFile: StoreFile

    /// Reads the environment and the person's files, or prints why it cannot and returns
    /// nil (the caller exits with status 1).
    static func load(_ invocation: Invocation) -> Setup? {
        let words = invocation.words
        do {
            let locations = try Locations.fromEnvironment(invocation.environment)
            // A config.json write that was killed left its temp file: gone at the next
            // start, unless its writer is still alive (it holds the temp file's lock).
            FileIO.removeStrayTemps(in: locations.configFolder, for: "config.json")
            let settings = try UserFiles.settings(at: locations)
            let catalogue = UserFiles.catalogue(at: locations, pace: settings.pace, words: words)
            return Setup(invocation: invocation, locations: locations, settings: settings, catalogue: catalogue,
                         storeFile: StoreFile(path: locations.storeFile))
        } catch let error as LocationError {
            printError(words.say(error))
        } catch let error as SettingsError {
            printError(words.say(error))
        } catch {
            printError("\(error)")
        }
        return nil
    }

    /// The store, or nil after printing why it cannot be read. Sessions left in a
    /// journal by a process that died (or whose save failed) are saved first, and the
    /// person is told, once.
    func loadStore() -> ProgressStore? {
        let words = invocation.words
        var store: ProgressStore
        do {
            let loaded = try storeFile.load()
            for notice in loaded.notices { printError(words(notice)) }
            store = loaded.store
        } catch {
            printError(words.say(error))
            return nil
        }
        let (orphans, problems) = JournalRecovery.orphans(in: locations.journalFolders)
        for problem in problems { printError(words(.warning(words(problem)))) }
        let plan = JournalRecoveryPlan(journals: orphans.map(\.entry), store: store, catalogue: catalogue,
                                       rule: settings.completionRule, makeID: newRecordID)
        var failure: StoreProblem?
        if let recovered = plan.storeToSave {
            do {
                for notice in try storeFile.save(recovered).notices { printError(words(notice)) }
            } catch {
                failure = error.problem
            }
            // Kept in their journals when the save failed, the sessions still count here: a
            // lesson's next part continues them and completes it with them (an attack run's
            // second part started the whole lesson again while saves failed).
            store = recovered
        }
        let waiting = Set(plan.waiting.map(\.sessionID))
        switch plan.journals(saved: failure == nil) {
        case .removed:
            for orphan in orphans { waiting.contains(orphan.entry.sessionID) ? orphan.release() : orphan.discard() }
            for entry in plan.leftOut { printError(words(entry.recoveryNotice)) }
        case .keptForNextStart: for orphan in orphans { orphan.release() }
        }
        for entry in plan.waiting {
            printError(words(.waitsForProgram(
                lesson: entry.lessonID ?? "?", program: entry.programID ?? "?",
                started: entry.startedAt.local.shortText)))
        }
        if let failure {
            printError(words(.unsavedSessions(plan.sessions.count, because: failure)))
        } else {
            for entry in plan.sessions { printError(words(.recovered(entry.recoveryNotice))) }
        }
        return store
    }

    /// Carries out a command's start-up plan: the settings and programs, then the store as
    /// the plan reads it, with the plan's answer to each failure (printed here); nil means
    /// exit with status 1.
    static func start(_ plan: StartupPlan, _ invocation: Invocation) -> CommandContext? {
        let words = invocation.words
        guard let setup = load(invocation) else {
            if let note = plan.settingsFailureNote { printError(words(note)) }
            return nil
        }
        let store: ProgressStore
        switch plan.store {
        case .none:
            store = ProgressStore()
        case .peek:
            switch setup.storeFile.peekForStatus() {
            case .success(let read):
                store = read
            case .failure(let error) where error.kind == .newerFormat:
                printError(words(.statusNewer(path: setup.locations.storeFile)))
                return nil
            case .failure:
                printError(words(.statusUnreadable(path: setup.locations.storeFile)))
                return nil
            }
        case .recovered:
            guard let read = setup.loadStore() else { return nil }
            store = read
        case .recoveredOrEmpty:
            store = setup.loadStore() ?? ProgressStore()
        }
        if plan.warnsOfSkippedPrograms { setup.printWarnings() }
        return CommandContext(setup: setup, store: store, now: WallClock.now())
    }

    /// A journal for a session about to start, in the data folder or, failing that, the
    /// fallback folder.
    func journal(_ entry: JournalEntry) -> SessionJournal {
        SessionJournal(folders: locations.journalFolders, entry: entry)
    }

    /// Prints the warnings about skipped program files (for commands without a screen).
    func printWarnings() {
        for warning in catalogue.warnings { printError(invocation.words(.warning(warning))) }
    }
}

/// What a command has once its start-up plan is carried out.
struct CommandContext {
    let setup: Setup
    /// As the plan read it; empty when it reads none.
    let store: ProgressStore
    /// The wall clock, read once for the whole command, so a report and its streak agree
    /// at midnight.
    let now: LocalTimestamp

    var settings: Settings { setup.settings }
    var invocation: Invocation { setup.invocation }
    var words: Words { setup.invocation.words }
    var glyphs: GlyphSet { setup.invocation.glyphs }
    /// How wide printed prose may be.
    var width: Int { setup.invocation.width }
    var catalogue: Catalogue { setup.catalogue }
    /// The practice day of `now`, by the person's rollover hour.
    var today: CivilDate { now.practiceDay(rolloverHour: settings.dayRolloverHour) }
}

/// Says a refusal to use a program or lesson, and returns its status.
func refuse(_ refusal: ProgramLookup.Refusal, words: Words) -> Int32 {
    switch refusal {
    case .broken(let message):
        printError(message)
        return ExitStatus.failure
    case .usage(let message, let hint):
        return Command.usageError(message, hint: hint, words: words)
    }
}

/// The store file and the journal folder as the app's keeper.
struct StoreKeeper: ProgressKeeping {
    let setup: Setup

    /// The save and its notices, or why it failed, as values the core words.
    func save(_ store: ProgressStore) throws(StoreProblem) -> (store: ProgressStore, notices: [StoreNotice]) {
        do throws(StoreError) {
            let report = try setup.storeFile.save(store)
            return (report.store, report.notices)
        } catch {
            throw error.problem
        }
    }
    func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints {
        JournalCheckpoints(journal: setup.journal(entry))
    }
    func rememberSafetyShown() { SafetyMarker(locations: setup.locations).remember() }
}

/// A session's journal, as the app's checkpoints.
struct JournalCheckpoints: SessionCheckpoints {
    let journal: SessionJournal

    var failures: [FileProblem] { journal.failures.map(\.problem) }
    func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]?) {
        journal.checkpoint(practicedSeconds: practicedSeconds, at: now, holds: holds)
    }
    func discard() { journal.discard() }
    func end(_ ending: JournalEnding) {
        journal.end(ending.reason, practicedSeconds: ending.practicedSeconds, at: ending.at)
    }
    func keep() -> KeptJournal? { journal.keep() }
}

/// Prints a JSON value with sorted keys and indentation: stable output for scripts; or
/// says, in `words`, that it could not.
func printJSON<Value: Encodable>(_ value: Value, words: Words) -> Int32 {
    guard let text = ScriptJSON.text(value) else {
        printError(words(.jsonNotEncoded))
        return ExitStatus.failure
    }
    printText(text + "\n")
    return ExitStatus.ok
}
