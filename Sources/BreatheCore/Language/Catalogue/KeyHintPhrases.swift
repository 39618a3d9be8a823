/// The key hints at the foot of a panel, one a key: a footer drops the ones that do not
/// fit, so each stands alone ("q quit", never half of it). Their words are in `po/`.
public enum KeyHint: TranslatedPhrases, Equatable {
    case start
    case progress
    case otherPrograms
    case quit
    case anyKeyBack
    case choose
    case select
    case back
    case escapeBack
    case answer
    case otherKeysSkip
    case yesOrNo
    case stopHere
    case home
    /// Asked before the active program is left for another.
    case switchPrograms
    /// On the progress page: the chosen lesson, again.
    case practiseAgain
    case otherKeysStay

    public static let area = "key"

    /// One of every case.
    static let samples: [KeyHint] = [
        .start, .progress, .otherPrograms, .quit, .anyKeyBack, .choose, .select, .back, .escapeBack, .answer,
        .otherKeysSkip, .yesOrNo, .stopHere, .home, .switchPrograms, .otherKeysStay,
        .practiseAgain,
    ]
}

extension Words {
    public func callAsFunction(_ hint: KeyHint) -> String { say(hint) }
}
