extension SessionFeature {
    /// The monotonic instant before which a tick can change nothing in `running` but the
    /// time: the first of the phase's end (a cue, a new phase), the next checkpoint and the
    /// session's end, less a margin, counted as if practice ran on from `now` without a
    /// stop. Practised time never runs faster than the clock, so nothing comes sooner; a
    /// pause or a stop only makes it come later.
    ///
    /// Most ticks of a session come for the view (the circle's next radius step, the next
    /// second of a count) and find nothing to do: the root answers those without reading
    /// the session (`AppCore.update`). A frame wakes with cold caches, and the tick comes
    /// first: what it does not touch, it does not pay for.
    static func quietUntil(_ running: RunningSession, at now: Double) -> Double {
        let practice = running.practice
        let elapsed = practice.elapsed(at: now)
        let moment = practice.moment(at: now)
        let next = min(moment.phaseEnd, practice.timeline.endSeconds(holdsEnded: practice.holdsEnded), running.checkpointed + AppCore.checkpointInterval)
        return now + (next - elapsed) - quietMargin
    }

    /// Before the instant itself: a phase is found a billionth of a second early
    /// (`SessionTimeline.moment`), and rounding must never make a change late.
    static let quietMargin = 0.000_01
}
