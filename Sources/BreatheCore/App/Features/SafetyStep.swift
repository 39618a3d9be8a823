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
    static func begin(_ model: inout AppModel, shownBefore: Bool, then next: SafetyStep.Next) -> [AppEffect] {
        if shownBefore { return proceed(&model, to: next) }
        guard model.canAsk else {
            model.notes += ([.title] + SafetyPhrase.rules + [.noTerminalGoingOn]).map(Said.safety)
            return proceed(&model, to: next)
        }
        model.screen = .safety(SafetyStep(next: next))
        return []
    }

    /// Enter (or a line) goes on, q or Esc (or "q" typed) leaves, a signal ends the app.
    static func reduce(_ model: inout AppModel, _ step: SafetyStep, _ event: AppEvent) -> [AppEffect] {
        switch event {
        case .ending(_, let signal):
            leave(&model, signal: signal)
        case .key(let key) where key.isQuit:
            leave(&model, signal: nil)
        case .line(let text) where QuestionAnswer.line(text.trimmingWhitespace()).isQuit:
            leave(&model, signal: nil)
        case .key(.enter), .line:
            return [.rememberSafetyShown] + proceed(&model, to: step.next)
        default:
            break
        }
        return []
    }

    /// Nothing has begun, so nothing is saved; a signal is died by once that is said.
    private static func leave(_ model: inout AppModel, signal: Int32?) {
        model.outcome.said = [.safety(.leftBeforeStarting)]
        model.outcome.signal = signal
        model.screen = .finished
    }

    private static func proceed(_ model: inout AppModel, to next: SafetyStep.Next) -> [AppEffect] {
        switch next {
        case .bolt:
            BoltFeature.ready(&model)
            return []
        case .rounds(let rounds):
            return AppCore.begin(&model, PendingSession(kind: .rounds(rounds)))
        }
    }
}
