import BreatheCore

/// Loads and saves progress for the app. The command line passes the real store file;
/// keeping it behind a protocol keeps this module free of file handling.
public protocol ProgressKeeping {
    func load() throws -> ProgressStore
    func save(_ store: ProgressStore) throws
}

/// What to open with.
public enum AppStart: Sendable, Equatable {
    /// The daily entry: home (or the program chooser on first run).
    case home
    /// Make `programID` active and start a lesson: the current one, or `lessonID`.
    case lesson(programID: String, lessonID: String?)
}

/// How the app ended.
public struct AppOutcome: Sendable {
    /// Printed after the terminal is restored: the last session's summary and its message.
    public var lines: [String] = []
    /// Problems to print on stderr (a save that failed).
    public var errors: [String] = []
    /// The signal to die by, once everything is saved and printed.
    public var signal: Int32?
}

/// The daily flow around sessions: choose a program, see today's lesson, practise it,
/// read what happened, look at progress. Each screen is a `Panel` rendered from state.
public final class ProgramApp {
    let catalogue: Catalogue
    let settings: Settings
    let keeper: ProgressKeeping
    let now: () -> LocalTimestamp
    var store: ProgressStore
    var outcome = AppOutcome()

    public init(catalogue: Catalogue, settings: Settings, keeper: ProgressKeeping, store: ProgressStore, now: @escaping () -> LocalTimestamp) {
        self.catalogue = catalogue
        self.settings = settings
        self.keeper = keeper
        self.store = store
        self.now = now
    }

    /// The signal or key that ends the app.
    enum Exit: Error {
        case quit
        case signal(Int32?)
    }

    public func run(_ start: AppStart, on console: Console) -> AppOutcome {
        do throws(Exit) {
            if case .lesson(let programID, let lessonID) = start, let program = catalogue.program(id: programID) {
                activate(program)
                let lesson = lessonID.flatMap { program.lesson(id: $0) } ?? ProgramProgress(program: program, store: store).currentLesson(in: program) ?? program.lessons[program.lessons.count - 1]
                try practise(lesson, of: program, on: console)
            }
            try home(on: console)
        } catch {
            if case .signal(let signal) = error { outcome.signal = signal }
        }
        return outcome
    }

    // MARK: Screens

    private func home(on console: Console) throws(Exit) {
        while true {
            guard let program = store.activeProgramID.flatMap({ catalogue.program(id: $0) }) else {
                guard let chosen = try choose(on: console, intro: "Choose a program to begin. Each is a short daily lesson; you can switch at any time, and every program keeps its own progress.") else { throw .quit }
                activate(chosen)
                continue
            }
            let report = ProgressReport(program: program, store: store)
            let lesson = report.progress.currentLesson(in: program)
            switch try waitForKey(homePanel(program, report: report, lesson: lesson, console: console), on: console) {
            case .enter:
                try practise(lesson ?? program.lessons[program.lessons.count - 1], of: program, on: console)
            case .character("p"), .character("P"):
                _ = try waitForKey(progressPanel(report, console: console), on: console)
            case .character("o"), .character("O"):
                if let chosen = try choose(on: console, intro: "Every program keeps its own progress.") { activate(chosen) }
            case .character("q"), .character("Q"), .escape:
                throw .quit
            default:
                continue
            }
        }
    }

    func homePanel(_ program: Program, report: ProgressReport, lesson: Lesson?, console: Console) -> Panel {
        let separator = console.glyphs.separator
        var lines: [PanelLine] = [.text(report.position, .bold), .blank]
        if let lesson {
            lines.append(.text("Today: " + lesson.title, .inhale))
            lines.append(.text(lesson.patternText + separator + lesson.lengthDescription() + separator + formatClock(lesson.plannedSeconds)))
            if let note = lesson.note { lines.append(.text(note, .dim)) }
            if let offer = ContinuationOffer.find(for: lesson, in: program, store: store, rule: settings.completionRule, now: now(), rolloverHour: settings.dayRolloverHour) {
                lines.append(.blank)
                lines.append(.text("Earlier today: \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)) practised. Start to continue where you left off."))
            }
        } else {
            let last = report.progress.lastPracticeDate.map { " The last on " + $0.practiceDay(rolloverHour: 0).iso8601 + "." } ?? ""
            lines.append(.text("You have completed every lesson of \(program.title).\(last)", .inhale))
            lines.append(.text("Well done. Press o to choose another program, or Enter to practise the last lesson again."))
        }
        for warning in catalogue.warnings {
            lines.append(.blank)
            lines.append(.text("Skipped: " + warning, .dim))
        }
        return Panel(title: program.title, lines: lines, hint: ["Enter start", "p progress", "o other programs", "q quit"].joined(separator: separator))
    }

    func progressPanel(_ report: ProgressReport, console: Console) -> Panel {
        let braille = console.glyphs == .braille
        let lessons = report.lessonLines(check: braille ? "✓" : "[x]", current: braille ? "→" : "->")
        return Panel(title: report.program.title, lines: [.text(report.position, .bold), .blank] + lessons.map { .text($0) }, hint: "any key back")
    }

    /// The program chooser. Returns nil when the person leaves without choosing.
    private func choose(on console: Console, intro: String) throws(Exit) -> Program? {
        let programs = catalogue.programs
        guard !programs.isEmpty else { return nil }
        var selected = programs.firstIndex { $0.id == store.activeProgramID } ?? 0
        while true {
            var lines: [PanelLine] = [.text(intro), .blank]
            for (index, program) in programs.enumerated() {
                let count = "\(program.lessons.count) lessons"
                lines.append(.option(program.title, detail: program.summary + " (\(count))", selected: index == selected))
            }
            let panel = Panel(title: "Programs", lines: lines, hint: ["up/down choose", "Enter select", "q back"].joined(separator: console.glyphs.separator))
            switch try waitForKey(panel, on: console) {
            case .up, .character("k"): selected = (selected + programs.count - 1) % programs.count
            case .down, .character("j"): selected = (selected + 1) % programs.count
            case .enter: return programs[selected]
            case .character("q"), .character("Q"), .escape: return nil
            case .character(let digit) where digit.wholeNumberValue.map({ (1...programs.count).contains($0) }) == true:
                selected = digit.wholeNumberValue! - 1
            default: continue
            }
        }
    }

    /// Runs a lesson: offers to continue today's unfinished attempt, practises, records the
    /// session by the completion rule, saves, and shows what happened.
    private func practise(_ lesson: Lesson, of program: Program, on console: Console) throws(Exit) {
        let rule = settings.completionRule
        var offer = ContinuationOffer.find(for: lesson, in: program, store: store, rule: rule, now: now(), rolloverHour: settings.dayRolloverHour)
        if let found = offer {
            let choices = ["Continue (\(formatClock(found.secondsLeft.rounded(.up))) left)", "Start over"]
            var selected = 0
            choosing: while true {
                let panel = Panel(
                    title: lesson.title,
                    lines: [.text("Earlier today you practised \(formatClock(found.practicedSeconds)) of \(formatClock(found.plannedSeconds)). That time still counts if you continue."), .blank]
                        + choices.enumerated().map { .option($0.element, selected: $0.offset == selected) },
                    hint: ["up/down choose", "Enter start", "Esc back"].joined(separator: console.glyphs.separator))
                switch try waitForKey(panel, on: console) {
                case .up, .down, .character("j"), .character("k"): selected = 1 - selected
                case .character("c"), .character("C"): selected = 0; break choosing
                case .character("s"), .character("S"): selected = 1; break choosing
                case .enter: break choosing
                case .escape, .character("q"), .character("Q"): return
                default: continue
                }
            }
            if selected == 1 { offer = nil }
        }
        let plan = offer?.remainingPlan(for: lesson) ?? lesson.plan
        let number = (program.lessons.firstIndex { $0.id == lesson.id } ?? 0) + 1
        let separator = console.glyphs.separator
        let header = program.title + separator + "Lesson \(number) of \(program.lessons.count)" + separator + lesson.title
        let startedAt = now()
        let session = SessionRunner(plan: plan, header: header).run(on: console)
        let attempt = PracticeAttempt(
            pattern: lesson.patternText, startedAt: startedAt, endedAt: now(),
            plannedSeconds: plan.totalSeconds,
            practicedSeconds: (session.summary.practisedSeconds * 1000).rounded() / 1000,
            endReason: session.summary.endReason)
        let result = ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store)
        var problems: [String] = []
        do {
            try keeper.save(store)
            if let fresh = try? keeper.load() { store = fresh }
        } catch {
            problems.append("Your session could not be saved: \(Self.describe(error))")
        }
        let message = LessonMessage.lines(for: result.verdict, lesson: lesson, program: program, separator: separator == " - " ? " - " : " — ")
        outcome.lines = [session.summary.line(separator: separator)] + message
        outcome.errors += problems
        if let signal = session.signal { throw .signal(signal) }
        let title: String
        switch result.verdict {
        case .completed(nil): title = "Program complete"
        case .completed: title = "Lesson complete"
        case .saved: title = "Saved"
        case .repeated: title = "Practised again"
        }
        let lines: [PanelLine] = [.text(session.summary.line(separator: separator)), .blank] + message.map { .text($0) } + problems.map { .text($0, .bold) }
        switch try waitForKey(Panel(title: title, lines: lines, hint: ["Enter home", "q quit"].joined(separator: separator)), on: console) {
        case .character("q"), .character("Q"), .escape: throw .quit
        default: return
        }
    }

    private func activate(_ program: Program) {
        guard store.activeProgramID != program.id else { return }
        store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: now()))
        do {
            try keeper.save(store)
        } catch {
            outcome.errors.append("Could not save the active program: \(Self.describe(error))")
        }
    }

    static func describe(_ error: Error) -> String {
        (error as? CustomStringConvertible)?.description ?? "\(error)"
    }

    /// Shows `panel` until a key is pressed; redraws on resize and after Ctrl-Z.
    private func waitForKey(_ panel: Panel, on console: Console) throws(Exit) -> KeyPress {
        while true {
            console.show(panel.render(width: console.size.width, height: console.size.height, glyphs: console.glyphs))
            switch console.nextEvent() {
            case .key(let key): return key
            case .ending(_, let signal): throw .signal(signal)
            case .resized, .suspended: continue
            }
        }
    }
}
