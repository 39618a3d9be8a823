/// What the end of a run of `breathe pace` keeps, and says about it.
public enum PaceKeeping {
    /// The rate to keep as the setting `pace`: only a rate found easy without discomfort.
    /// A run quit early, with nothing rated or nothing easy, says nothing about a rate and
    /// must not overwrite an earlier choice with the default.
    public static func rateToKeep(_ result: PaceResult) -> Double? {
        guard let suggestion = result.suggestion, suggestion.reason == .slowestEasy else { return nil }
        return suggestion.rate
    }

    /// The line after the run's table: kept, or why the pace stays as it was, claiming no
    /// more than was answered. `kept` is whether writing `rateToKeep` worked (a failed write
    /// has its own message before this line, so this one only says what stays).
    public static func line(_ result: PaceResult, kept: Bool, currentPace: Double, words: Words = .english) -> String {
        // Nothing rated: nothing to say about a rate, only what stays.
        guard result.suggestion != nil else { return words(.paceStays(current: currentPace)) }
        guard let rate = rateToKeep(result) else { return words(.nothingEasyPaceStays(current: currentPace)) }
        guard kept else { return words(.paceStays(current: currentPace)) }
        return words(.keptAsPace(rate: rate))
    }
}
