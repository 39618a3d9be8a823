import BreatheCore
import BreatheSystem
import BreatheTUI

/// Runs the app (home, a lesson, free practice) in the full screen or as plain lines,
/// with the real store, journal and clock, then says how it ended and exits so.
enum AppLauncher {
    /// `after` runs once the app is over and its lines are said, before the exit (or the
    /// death by a signal): what a command adds to it (`breathe pace` keeps the pace).
    /// With `linesToStderr`, the session's lines and notes go to stderr: stdout carries
    /// only JSON (`pace --json`).
    static func run(
        _ start: AppStart, context loaded: CommandContext, display: DisplayChoice, linesToStderr: Bool = false,
        after: (AppOutcome) -> Void = { _ in }) -> Int32 {
        let setup = loaded.setup, store = loaded.store
        // Every time the session writes must be one the store reads back, or it would be
        // kept in a journal the next start sets aside.
        let words = loaded.words, environment = loaded.invocation.environment
        if let problem = ClockCheck.problem(now: loaded.now, zone: environment("TZ")) {
            printError(words(problem))
            return ExitStatus.failure
        }
        let glyphs = loaded.glyphs
        let settings = setup.settings
        let choice = PresentationChoice(
            display: display, settings: settings, stdoutIsTerminal: StandardStream.output.isTerminal,
            stdinIsTerminal: StandardStream.input.isTerminal,
            term: environment("TERM"), noColorEnvironment: loaded.invocation.wantsNoColor)
        let soundMode = choice.sound
        let linesOut: StandardStream = linesToStderr ? .error : .output
        func tell(_ line: String) { writeAll(linesOut, cleaned(line) + "\n") }
        // Nothing gathered for stdout may arrive after the full screen or a phase line.
        flushOutput()
        let keeper = StoreKeeper(setup: setup)
        let clock = SystemClock(wall: { WallClock.now() })
        var note: String? = choice.plainReason.map { reason in
            if case .said(let problem) = reason { words(problem) } else { "" }
        }
        if note == nil {
            do {
                let console = try Console(glyphs: glyphs, useColor: choice.colour, term: environment("TERM") ?? "")
                let context = AppContext(
                    catalogue: setup.catalogue, settings: settings, mode: .fullScreen, sounds: soundMode != .off,
                    ascii: glyphs == .ascii, words: words, makeID: newRecordID)
                let terminal = ConsoleTerminal(console: console, reducedMotion: settings.reducedMotion)
                let sounder =
                    makeSounder(soundMode, display: display, settings: settings, invocation: loaded.invocation,
                                          ring: { terminal.ringBell() }, sayNow: nil)
                terminal.beforeStopping = { sounder?.stopping() }
                let outcome = AppRunner(
                    start, context: context, store: store, terminal: terminal, keeper: keeper, clock: clock,
                    sounds: sounder).run()
                let soundNotes = sounder?.finish(
                    at: clock.monotonic(), ending: outcome.signal != nil, clock: clock.monotonic) ?? []
                console.close()
                // The window's width now (it may have changed during the session); on a
                // terminal every line wraps at a word, not where the terminal cuts it.
                let width = OutputWidth.ofStdout(environment: environment)
                let onTerminal = StandardStream.output.isTerminal
                for said in outcome.said {
                    for line in context.lines(said) {
                        for part in said.isProse || onTerminal ? TextWrap.lines(line, width: width) : [line] {
                            tell(part)
                        }
                    }
                }
                // A sound note is prose, wrapped as the summary's sentences are.
                for line in soundNotes { TextWrap.lines(line, width: width).forEach(tell) }
                for error in outcome.errors { printError(error) }
                after(outcome)
                return exit(outcome, words: words)
            } catch {
                note = words(.shownAsPlainLines(problem: words(error.problem)))
            }
        }
        if let note, !note.isEmpty { printError(note) }
        // A reader that goes away (`| head -3`) must not kill the session unsaved: SIGPIPE
        // is ignored (`prepareOutput`), the failed write ends it like a hang-up, it is
        // saved, and then breathe dies by SIGPIPE as any member of a pipeline would.
        let terminal: PlainTerminal
        let onTerminal = StandardStream.output.isTerminal
        do {
            terminal = try PlainTerminal(
                write: { line, ringing in
                    // On a terminal a line wraps at a word, at the window's width now (at 30
                    // columns the terminal cut "0:" / "10"); a pipe gets each line whole.
                    let text = line.map(cleaned).map {
                        onTerminal ? TextWrap.lines($0, width: OutputWidth.ofStdout(environment: environment))
                            .joined(separator: "\n") : $0
                    }
                    return writeAll(linesOut, (text ?? "") + (ringing ? "\u{7}" : "") + (text == nil ? "" : "\n"))
                },
                warn: { printError($0) }, outputIsTerminal: onTerminal)
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        let context = AppContext(
            catalogue: setup.catalogue, settings: settings, mode: .plain(canAsk: StandardStream.input.isTerminal),
            sounds: soundMode != .off, ascii: glyphs == .ascii, words: words, makeID: newRecordID)
        // A sound note is prose, wrapped at a word as the full screen's are ("…from t" /
        // "hen on." where the terminal cut it); straight to stdout, where the phase lines go.
        let prose: (String) -> Void = {
            TextWrap.lines($0, width: OutputWidth.ofStdout(environment: environment)).forEach(tell)
        }
        let sounder = makeSounder(soundMode, display: display, settings: settings, invocation: loaded.invocation,
                                  ring: { terminal.ringBell() }, sayNow: prose)
        terminal.beforeStopping = { sounder?.stopping() }
        let outcome = AppRunner(
            start, context: context, store: store, terminal: terminal, keeper: keeper, clock: clock,
            sounds: sounder).run()
        sounder?.finish(at: clock.monotonic(), ending: outcome.signal != nil, clock: clock.monotonic).forEach(prose)
        after(outcome)
        return exit(outcome, words: words)
    }

    /// The sounds of `mode` on this machine, or nil for silence.
    static func makeSounder(_ mode: SoundMode, display: DisplayChoice, settings: Settings, invocation: Invocation,
                            ring: @escaping () -> Void, sayNow: ((String) -> Void)?) -> CueSounder? {
        guard mode != .off else { return nil }
        let words = invocation.words
        let found: (machine: SoundChoice.Machine, paths: [String: String]) = mode == .bell
            ? (SoundChoice.Machine(players: [], speakers: [], overSSH: false), [:])
            : SoundMachine.detect(invocation.environment, voiceFor: mode == .voice ? words.language : nil)
        let choice = SoundChoice.choose(mode, on: found.machine, soundHere: display.soundHere || settings.soundOverSSH)
        let environment = invocation.environment
        return CueSounder(
            choice: choice, paths: found.paths, volume: settings.volume, words: words, ring: ring, sayNow: sayNow,
            makeFolder: { () throws(FileError) in try SoundFolder(environment: environment) })
    }

    /// Exits or dies as the core's `AppExit` says, once everything is saved and said.
    static func exit(_ outcome: AppOutcome, words: Words) -> Int32 {
        let failure = outcome.signal == nil ? nil : outputFailure()
        let kind = failure.map { failure -> AppExit.WriteFailure in
            if failure.code == ErrorCode.brokenPipe { return .readerGone }
            return failure.stream == .error ? .onStandardError : .other
        }
        let ending = AppExit.of(
            status: outcome.exitStatus, signal: outcome.signal, writeFailure: kind, brokenPipe: AppRunner.brokenPipe)
        switch ending {
        case .status(let status):
            return status
        case .die(let signal, let sayingWriteFailure):
            if sayingWriteFailure, let failure { printError(failure.description(in: words)) }
            SignalWatcher.die(by: signal)
        }
    }
}

extension CueSounder: CueSounding {}
