/// The words of the safety screen shown once on a device before anything that holds the
/// breath (the BOLT test; later, hold rounds): where to do it, when to stop, whom to ask
/// first. Plain, short sentences a person reads once and remembers. Their words are in
/// `po/`.
public enum SafetyPhrase: TranslatedPhrases, Equatable {
    /// The screen's title.
    case title
    case sitOrLieDown
    case neverWaterOrDriving
    case stopIfUnwell
    case askADoctor
    /// Under the rules: why it will not come back.
    case shownOnce
    /// The key that goes on, in the panel's hints.
    case goOnKey
    /// The question on a line, in plain mode.
    case prompt
    /// Plain mode with no terminal on stdin: printed, and the run goes on.
    case noTerminalGoingOn
    /// q at the screen: the person left before anything began.
    case leftBeforeStarting

    /// The rules in the order they are read.
    public static let rules: [SafetyPhrase] = [.sitOrLieDown, .neverWaterOrDriving, .stopIfUnwell, .askADoctor]

    public static let area = "safety"

    static let samples: [SafetyPhrase] = [
        .title, .sitOrLieDown, .neverWaterOrDriving, .stopIfUnwell, .askADoctor, .shownOnce, .goOnKey, .prompt,
        .noTerminalGoingOn, .leftBeforeStarting,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SafetyPhrase) -> String { say(phrase) }
}
