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
        case result(BoltResult, problem: StoreProblem?)
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
    static func start(safetyShown: Bool, _ app: AppModel) -> FeatureStep {
        guard app.canAsk else { return FeatureStep(.refuse(app.context.words(.needsATerminal))) }
        return SafetyFeature.begin(shownBefore: safetyShown, canAsk: true, then: .bolt)
    }

    /// The test's answer to `event`. The save's answer comes worded by the root
    /// (`saved`); a result is the count's two instants, its id from `makeID`.
    static func reduce(
        _ test: inout BoltTest, _ event: AppEvent, at instant: Instant, makeID: MakeID) -> FeatureStep {
        if case .ending(_, let signal) = event {
            // Nothing unsaved can be kept: an unfinished count is no result.
            switch test.stage {
            case .result, .saving: return FeatureStep(.finish(signal: signal))
            case .ready, .counting: return leaveWithoutResult(signal: signal)
            }
        }
        switch test.stage {
        case .ready:
            switch Press(event) {
            case .go: test.stage = .counting(since: instant)
            case .leave: return leaveWithoutResult(signal: nil)
            case nil: break
            }
        case .counting(let since):
            let elapsed = instant.monotonic - since.monotonic
            if elapsed >= BoltBand.capSeconds {
                return FeatureStep(handoff: .finish(), said: [.bolt(.capReached(seconds: BoltBand.capSeconds))])
            }
            switch event {
            case .resumed, .continued:
                test.stage = .ready(note: .suspendedCount)
                return FeatureStep(nil)
            default: break
            }
            switch Press(event) {
            case .go:
                let seconds = BoltBand.rounded(elapsed)
                guard seconds >= BoltBand.shortestSeconds else {
                    test.stage = .ready(note: .tooShort)
                    return FeatureStep(nil)
                }
                let result = BoltResult(id: makeID(), at: since.wall, seconds: seconds)
                test.stage = .saving(result)
                return FeatureStep(.saveBoltResult(result))
            case .leave:
                return leaveWithoutResult(signal: nil)
            case nil:
                break
            }
        case .saving, .result:
            if case .result = test.stage, case .key = event { return FeatureStep(.finish()) }
        }
        return FeatureStep(nil)
    }

    /// The result is saved, or not (`problem`): what is said of it, and the result on the
    /// screen until a key (plain lines have said it all).
    static func saved(_ test: inout BoltTest, problem: StoreProblem?, isPlain: Bool) -> FeatureStep {
        guard case .saving(let result) = test.stage else { return FeatureStep(nil) }
        test.stage = .result(result, problem: problem)
        return FeatureStep(handoff: isPlain ? .finish() : nil, said: resultLines(result, saved: problem == nil))
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

    private static func leaveWithoutResult(signal: Int32?) -> FeatureStep {
        FeatureStep(handoff: .finish(signal: signal), said: [.bolt(.leftWithoutResult)])
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
