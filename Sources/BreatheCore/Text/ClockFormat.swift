/// "m:ss" (or "h:mm:ss" past an hour) for durations shown to a person, in
/// `wholeSeconds`.
public func formatClock(_ seconds: Double) -> String {
    let total = wholeSeconds(seconds)
    let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
    let paddedSeconds = secs < 10 ? "0\(secs)" : "\(secs)"
    if hours > 0 {
        let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(paddedMinutes):\(paddedSeconds)"
    }
    return "\(minutes):\(paddedSeconds)"
}

/// The whole seconds a duration is shown as: rounded down, so a countdown never shows more
/// time than there is, once it is rounded to the millisecond, so that 13 cycles of 60/6.5
/// seconds (119.99999999…) read 2:00, as planned, not 1:59. Any Double is accepted: a
/// negative or non-finite one is 0, and a huge one stops at a billion seconds rather than
/// trapping.
public func wholeSeconds(_ seconds: Double) -> Int {
    guard seconds.isFinite else { return 0 }
    let toTheMillisecond = (seconds * 1000).rounded() / 1000
    return min(max(0, Int(saturating: toTheMillisecond.rounded(.down))), 1_000_000_000)
}

/// A countdown's whole seconds: 3.2 s left shows as 4 until it reaches 3, the way a
/// clock counting down to zero reads.
public func countdownSeconds(_ secondsLeft: Double) -> Int {
    guard secondsLeft.isFinite, secondsLeft > 0 else { return 0 }
    return Int(saturating: (secondsLeft - 1e-9).rounded(.up))
}
