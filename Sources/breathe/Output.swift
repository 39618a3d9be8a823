import BreatheCore
import BreatheSystem
import BreatheTUI
import Synchronization

// MARK: - Every write checked

// Everything breathe prints goes through here, and every write(2) is checked: a full
// disk (`history > /dev/full`), a closed stdout (`version >&-`) or a file size limit is
// found, the rest of the output is skipped, the command's own work (a save, a sync) is
// still done, and `finishOutput` then says so on stderr and makes the status 1. A
// reader that went away (EPIPE) is not an error to report: breathe dies by SIGPIPE
// (status 141) once its work is done, quietly, as any member of a pipeline does
// (Docs/DESIGN.md, "Write errors").

/// The first write that failed: to which descriptor, and errno (0 for a write of
/// nothing, which never happens on a file, a pipe or a terminal).
struct WriteFailure: Equatable {
    let stream: StandardStream
    let code: Int32

    /// "standard output is closed", "cannot write to standard output: No space left on
    /// device".
    var phrase: OutputPhrase {
        let stream: OutputPhrase.OutputStream = self.stream == .error ? .standardError : .standardOutput
        if code == ErrorCode.badDescriptor { return .closed(stream) }
        if code == 0 { return .cutShort(stream) }
        return .failed(stream, reason: SystemReason(errno: code))
    }

    /// The phrase in the person's language.
    func description(in words: Words) -> String { words(phrase) }
}

private struct OutputState {
    /// Text for stdout not yet written: lines are gathered into large writes unless
    /// stdout is a terminal.
    var pending: [UInt8] = []
    var failure: WriteFailure?
    var failedStreams: Set<StandardStream> = []
    /// What stands in for a control character from a file: "�", or "?" without UTF-8
    /// (`prepareOutput`).
    var replacement: Unicode.Scalar = "?"
    /// How wide printed prose may be (`prepareOutput`).
    var width = OutputWidth.fallback
}

private let output = Mutex(OutputState())
private let stdoutIsTerminal = StandardStream.output.isTerminal
/// Gathered text is written once it reaches this size.
private let pendingLimit = 65_536

/// Call first, with what the terminal shows for a control character from a file and the
/// width prose wraps to (`Invocation`). A closed pipe becomes a failed write (EPIPE) instead of killing breathe in
/// the middle of a save; and a standard stream that was closed (`>&-`) gets /dev/null
/// opened on it the wrong way round, so that no file breathe opens (the store, a
/// journal) can take its number and receive printed lines, while every write to it
/// still fails, as it would have (EBADF).
func prepareOutput(replacement: Unicode.Scalar, width: Int) {
    output.withLock { state in
        state.replacement = replacement
        state.width = width
    }
    StandardStream.prepareForChecking()
}

/// Writes out what is gathered for stdout; false once stdout has failed.
@discardableResult
func flushOutput() -> Bool {
    output.withLock { drain(&$0) }
}

/// Writes out what is gathered for stdout, under the lock.
private func drain(_ state: inout OutputState) -> Bool {
    let bytes = state.pending
    state.pending = []
    return write(bytes, to: .output, &state)
}

/// Text for stdout, gathered (or written at once to a terminal).
private func emit(_ text: String) {
    output.withLock { state in
        guard !state.failedStreams.contains(.output) else { return }
        state.pending += text.utf8
        if stdoutIsTerminal || state.pending.count >= pendingLimit { _ = drain(&state) }
    }
}

/// Writes all of `bytes`, unless `stream` failed before; records the first failure.
private func write(_ bytes: [UInt8], to stream: StandardStream, _ state: inout OutputState) -> Bool {
    guard !state.failedStreams.contains(stream) else { return false }
    guard let code = stream.write(bytes) else { return true }
    state.failedStreams.insert(stream)
    if state.failure == nil { state.failure = WriteFailure(stream: stream, code: code) }
    return false
}

/// Writes all of `text` to `stream` now, after what is gathered for stdout; false
/// when the reader is gone (a closed pipe) or the write fails otherwise (recorded for
/// `finishOutput`).
@discardableResult
func writeAll(_ stream: StandardStream, _ text: String) -> Bool {
    output.withLock { state in
        if !state.pending.isEmpty { _ = drain(&state) }
        return write(Array(text.utf8), to: stream, &state)
    }
}

/// The first write that failed, if any, once everything gathered is written.
func outputFailure() -> WriteFailure? {
    flushOutput()
    // Anything written through C's stdio (none of breathe's own code) is checked too.
    if let code = StandardStream.flushCLibraryOutput() {
        output.withLock { state in
            if state.failure == nil { state.failure = WriteFailure(stream: .output, code: code) }
        }
    }
    return output.withLock { $0.failure }
}

/// The status to exit with once a command is done: `status`, unless a write failed. A
/// closed pipe ends breathe by SIGPIPE, quietly; any other failure is said on stderr
/// (when stderr still works), in `words`, and makes the status 1.
func finishOutput(_ status: Int32, words: Words) -> Int32 {
    guard let failure = outputFailure() else { return status }
    if failure.code == ErrorCode.brokenPipe { SignalWatcher.die(by: SignalWatcher.brokenPipe) }
    if failure.stream != .error { printError(failure.description(in: words)) }
    return status == ExitStatus.ok ? ExitStatus.failure : status
}

/// Text of breathe's own making (JSON, help, completions, an export) on stdout as it is,
/// through the checked writer: nothing reaches stdout unchecked.
func printText(_ text: String) {
    emit(text)
}

/// A line for the person with every control character replaced: "�", or "?" without
/// UTF-8.
func cleaned(_ line: String) -> String {
    TerminalText.clean(line, replacement: output.withLock { $0.replacement })
}

/// Prints one line for the person on stdout. Every line that may carry text from a file
/// (a title, a pattern, a path) goes through here, so no escape sequence in a file ever
/// reaches the terminal.
func say(_ line: String) {
    emit(cleaned(line) + "\n")
}

/// Prints prose wrapped to the width (`Invocation.width`), its later lines indented by
/// `hangingIndent`.
func sayWrapped(_ text: String, hangingIndent: Int = 0) {
    for line in TextWrap.lines(text, width: output.withLock { $0.width }, hangingIndent: hangingIndent) { say(line) }
}

/// Prints "breathe: message" on stderr, each line cleaned like `say`'s.
func printError(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { cleaned(String($0)) }
    let text = "breathe: " + lines.joined(separator: "\n")
    // On a terminal the words wrap at a word, at its width; a log gets each line whole.
    writeAll(.error, (errorWidth.map { TextWrap.lines(text, width: $0).joined(separator: "\n") } ?? text) + "\n")
}

private let errorWidth = OutputWidth.ofStderr()
