extension RunningSession {
    /// The wall time to stamp on this session's checkpoints and end.
    ///
    /// The clock was checked before the session began (`ClockCheck`), but a clock can jump
    /// while it runs: set back to 1970 by a failing time source, or the zone changed to an
    /// offset the store refuses. Such a reading would make a journal and a record the
    /// store sets aside, losing the session. When the reading is refused, the time is the
    /// start's wall time plus the monotonic time since, in the start's offset: never
    /// refused, since `ClockCheck` asked for a day beyond the start.
    func wallTime(at instant: Instant) -> LocalTimestamp {
        guard !FieldLimits.isWithinYears(instant.wall) else { return instant.wall }
        let since = max(0, instant.monotonic - practice.startedAt)
        // Whole seconds, as every stored time is; far past a day is past anything real.
        let seconds = since < Double(ClockCheck.sessionSpan) ? Int64(since.rounded(.down)) : ClockCheck.sessionSpan
        return startedAt.adding(seconds: seconds)
    }
}
