/// The safety screen, once per device, before anything that holds the breath: sit or lie
/// down, never in or near water or while driving, stop if dizzy or unwell, ask a doctor
/// first with a heart condition, epilepsy or pregnancy.
///
/// A step any flow can put in front of itself: it says what comes after it (`Next`), and
/// the command line says whether this device has shown it (a marker in the data folder,
/// never synced: a new device is a new place, maybe a bath or a car). Enter goes on and
/// asks for the marker; q leaves with nothing begun.
public struct SafetyStep: Sendable, Equatable {
    /// What the person goes on to.
    public enum Next: Sendable, Equatable {
        case bolt
        /// `breathe practice rounds`.
        case rounds(HoldRounds)
    }

    public let next: Next
}

enum SafetyFeature {
    /// The screen, or straight on when this device has shown it. With no terminal to
    /// answer on, its words are said and the run goes on; the marker is not kept, since
    /// nobody said they had read them.
    static func begin(shownBefore: Bool, canAsk: Bool, then next: SafetyStep.Next) -> FeatureStep {
        if shownBefore { return FeatureStep(proceed(to: next)) }
        guard canAsk else {
            return FeatureStep(
                proceed(to: next), notes: ([.title] + SafetyPhrase.rules + [.noTerminalGoingOn]).map(Said.safety))
        }
        return FeatureStep(.show(.safety(SafetyStep(next: next))))
    }

    /// Enter (or a line) goes on, q or Esc (or "q" typed) leaves, a signal ends the app.
    static func reduce(_ step: SafetyStep, _ event: AppEvent) -> FeatureStep {
        switch event {
        case .ending(_, let signal):
            return leave(signal: signal)
        case .key(let key) where key.isQuit:
            return leave(signal: nil)
        case .line(let text) where QuestionAnswer.line(text.trimmingWhitespace()).isQuit:
            return leave(signal: nil)
        case .key(.enter), .line:
            return FeatureStep(handoff: proceed(to: step.next), effects: [.rememberSafetyShown])
        default:
            return FeatureStep(nil)
        }
    }

    /// Nothing has begun, so nothing is saved; a signal is died by once that is said.
    private static func leave(signal: Int32?) -> FeatureStep {
        FeatureStep(handoff: .finish(signal: signal), said: [.safety(.leftBeforeStarting)])
    }

    private static func proceed(to next: SafetyStep.Next) -> Handoff {
        switch next {
        case .bolt: .show(.bolt(BoltTest(stage: .ready(note: nil))))
        case .rounds(let rounds): .begin(PendingSession(kind: .rounds(rounds)))
        }
    }
}
