/// The BOLT test (`breathe bolt`) as it goes: the steps, the count, the result.
///
/// The count is the monotonic clock of the events that start and stop it, never ticks
/// added up: a result is the difference of two instants, whatever the frame rate.
public struct BoltTest: Sendable, Equatable {
    public enum Stage: Sendable, Equatable {
        /// The steps, waiting for the key that starts the count. `note` says why a count
        /// starts again (too short, Ctrl-Z).
        case ready(note: BoltPhrase?)
        /// Counting since this instant (its wall clock stamps the result).
        case counting(since: Instant)
        /// The result, being saved.
        case saving(BoltResult)
        /// The result on the screen until a key, with why it could not be saved if not.
        case result(BoltResult, problem: String?)
    }

    public var stage: Stage

    /// Whole seconds of the count at `monotonic`, as the screen shows them.
    public func countedSeconds(at monotonic: Double) -> Int? {
        guard case .counting(let since) = stage else { return nil }
        return Int(saturating: max(0, monotonic - since.monotonic).rounded(.down))
    }
}

enum BoltFeature {
    /// Without a terminal on stdin nothing can start or stop the count: refused before
    /// anything is shown. Otherwise the safety screen, unless this device has shown it.
    static func start(_ model: inout AppModel, safetyShown: Bool) -> [AppEffect] {
        guard model.canAsk else {
            model.outcome.errors.append(model.context.words(.needsATerminal))
            model.outcome.failed = true
            return []
        }
        return SafetyFeature.begin(&model, shownBefore: safetyShown, then: .bolt)
    }

    /// The steps, with the count not yet started.
    static func ready(_ model: inout AppModel, note: BoltPhrase? = nil) {
        model.screen = .bolt(BoltTest(stage: .ready(note: note)))
    }

    static func reduce(
        _ model: inout AppModel, _ test: BoltTest, _ event: AppEvent, at instant: Instant) -> [AppEffect] {
        if case .ending(_, let signal) = event {
            // Nothing unsaved can be kept: an unfinished count is no result.
            if case .result = test.stage {} else if case .saving = test.stage {} else {
                model.outcome.said = [.bolt(.leftWithoutResult)]
            }
            model.outcome.signal = signal
            model.screen = .finished
            return []
        }
        switch test.stage {
        case .ready:
            switch Press(event) {
            case .go:
                model.screen = .bolt(BoltTest(stage: .counting(since: instant)))
            case .leave:
                leaveWithoutResult(&model)
            case nil:
                break
            }
            return []
        case .counting(let since):
            let elapsed = instant.monotonic - since.monotonic
            if elapsed >= BoltBand.capSeconds {
                model.outcome.said = [.bolt(.capReached(seconds: BoltBand.capSeconds))]
                model.screen = .finished
                return []
            }
            if event == .resumed {
                ready(&model, note: .suspendedCount)
                return []
            }
            switch Press(event) {
            case .go:
                let seconds = BoltBand.rounded(elapsed)
                guard seconds >= BoltBand.shortestSeconds else {
                    ready(&model, note: .tooShort)
                    return []
                }
                let result = BoltResult(id: model.context.makeID(), at: since.wall, seconds: seconds)
                var store = model.store
                store.append(result)
                model.screen = .bolt(BoltTest(stage: .saving(result)))
                return [.saveBoltResult(store)]
            case .leave:
                leaveWithoutResult(&model)
            case nil:
                break
            }
            return []
        case .saving(let result):
            guard case .boltResultSaved(let answer) = event else { return [] }
            var problem: String?
            switch answer {
            case .saved(let store, let notices):
                model.store = store
                model.outcome.errors += notices.map { model.context.words($0) }
            case .failed(let failure, _, _):
                problem = model.context.words(failure)
                model.outcome.failed = true
                // The result as a store to import, so nothing measured is lost.
                let document = String(
                    decoding: StoreJSONWriter.encode(ProgressStore(boltResults: [result])), as: UTF8.self)
                let words = model.context.words
                model.outcome.errors.append(([
                    words(.notSaved(problem: words(failure))),
                    words(.copyToImport)] + document.split(separator: "\n",
                    omittingEmptySubsequences: false).map(String.init)).joined(separator: "\n"))
            }
            model.outcome.said = resultLines(result, saved: problem == nil)
            // Plain lines have said it all; the full screen shows it until a key.
            model.screen = model.context.isPlain ? .finished : .bolt(BoltTest(stage: .result(result, problem: problem)))
            return []
        case .result:
            if case .key = event { model.screen = .finished }
            return []
        }
    }

    /// What is said of a result: the figure and its band, what practitioners would
    /// suggest, the calm next breath, mornings, and that it is guidance. Plain lines say
    /// it as it comes; the full screen, which may be too small to show it all, leaves it
    /// printed in full once it is gone.
    static func resultLines(_ result: BoltResult, saved: Bool) -> [Said] {
        let band = BoltBand(seconds: result.seconds)
        return [
            .result(seconds: result.seconds, band: band), .guidance(band), .calmNextBreath, .morningsCompareBest,
            .notADiagnosis]
            .map(Said.bolt) + (saved ? [.bolt(.saved)] : [])
    }

    private static func leaveWithoutResult(_ model: inout AppModel) {
        model.outcome.said = [.bolt(.leftWithoutResult)]
        model.screen = .finished
    }

    /// What a key or a typed line means to the test: space or Enter (any line but q in
    /// plain mode) starts and stops the count; q or Esc leaves.
    enum Press {
        case go, leave

        init?(_ event: AppEvent) {
            switch event {
            case .key(let key) where key.isQuit: self = .leave
            case .key(.enter), .key(.character(" ")): self = .go
            case .line(let text): self = QuestionAnswer.line(text.trimmingWhitespace()).isQuit ? .leave : .go
            default: return nil
            }
        }
    }
}

extension AppModel {
    /// Seconds until the model changes on its own, outside a session: the count's next
    /// whole second, or its cap. nil when only an event can change it.
    public var secondsUntilDue: Double? {
        guard case .bolt(let test) = screen, case .counting(let since) = test.stage else { return nil }
        let elapsed = max(0, now.monotonic - since.monotonic)
        let nextSecond = elapsed.rounded(.down) + 1 - elapsed
        return max(0, min(nextSecond, BoltBand.capSeconds - elapsed))
    }

    /// Whether a typed line means something now, in plain mode: a question, the safety
    /// screen, the BOLT test before its result.
    public var readsLines: Bool {
        switch screen {
        case .question, .safety: true
        case .bolt(let test):
            switch test.stage {
            case .ready, .counting: true
            case .saving, .result: false
            }
        // Hold rounds: Enter on a line ends a hold.
        case .session(let running): running.plan.hasOpenHolds
        default: false
        }
    }

    /// Whether the end of typed input (Ctrl-D) answers with the default, as a question
    /// does, rather than leaving.
    public var endOfInputAnswers: Bool {
        if case .question = screen { return true }
        return false
    }
}
