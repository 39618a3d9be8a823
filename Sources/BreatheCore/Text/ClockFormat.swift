/// "m:ss" (or "h:mm:ss" past an hour) for durations shown to a person. Seconds are
/// rounded down, so a countdown never shows more time than there is. Any Double is
/// accepted: a negative or non-finite one reads 0:00, and a huge one stops at a billion
/// seconds rather than trapping.
public func formatClock(_ seconds: Double) -> String {
    let total = min(max(0, Int(saturating: seconds.rounded(.down))), 1_000_000_000)
    let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
    let paddedSeconds = secs < 10 ? "0\(secs)" : "\(secs)"
    if hours > 0 {
        let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(paddedMinutes):\(paddedSeconds)"
    }
    return "\(minutes):\(paddedSeconds)"
}

/// A countdown's whole seconds: 3.2 s left shows as 4 until it reaches 3, the way a
/// clock counting down to zero reads.
public func countdownSeconds(_ secondsLeft: Double) -> Int {
    guard secondsLeft.isFinite, secondsLeft > 0 else { return 0 }
    return Int(saturating: (secondsLeft - 1e-9).rounded(.up))
}
