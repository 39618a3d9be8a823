import BreatheCore

/// What the session screen shows, gathered from the session so that rendering reads
/// nothing else.
public struct SessionView: Sendable, Equatable {
    /// The top line: "breathe · 4-7-8" for free practice, the lesson for a program.
    public let header: String
    public let moment: BreathMoment
    public let isPaused: Bool
    /// The person's language, for every word under the circle.
    public let words: Words
    /// A ramp's lengths in this cycle ("4.3-6.3"); nil when they never change.
    public let lengths: String?
    /// Hold rounds: the round, the breath, the holds so far; nil for any other session.
    public var rounds: HoldRounds.Status?

    public init(header: String, moment: BreathMoment, isPaused: Bool, words: Words = .english, lengths: String? = nil) {
        self.header = header
        self.moment = moment
        self.isPaused = isPaused
        self.words = words
        self.lengths = lengths
    }
}

/// What the session screen shows in a lead-in, before practice begins.
public struct LeadInView: Sendable, Equatable {
    /// The session's top line, as it will show it.
    public let header: String
    /// 3, 2, 1.
    public let count: Int
    public let words: Words

    public init(header: String, count: Int, words: Words = .english) {
        self.header = header
        self.count = count
        self.words = words
    }
}

/// The guided-session screen: a header, the breath circle, the phase name on a line of its
/// own, the seconds left in the phase, the time left in the session and a key hint.
///
/// `render` is a pure function of the view and the size, which is what makes the screen
/// testable as text and lets the frame loop skip frames that would change nothing.
public struct SessionScreen: Sendable {
    public let width: Int
    public let height: Int
    public let glyphs: GlyphSet
    /// Nil when the terminal is too small for a circle: the screen is text only.
    public let circle: BreathCircle?

    /// Below this size there is no room for a circle worth drawing.
    public static let minimumCircleWidth = 20
    public static let minimumCircleHeight = 8
    /// Rows under the circle: a gap, phase, seconds, session time, key hint.
    static let footerRows = 5

    /// With reduced motion the circle stays one size: the phase is told by text alone.
    public let reducedMotion: Bool
    /// The steady size of the circle under reduced motion.
    static let steadyScale = 0.65

    public init(width: Int, height: Int, glyphs: GlyphSet, reducedMotion: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.glyphs = glyphs
        self.reducedMotion = reducedMotion
        if width >= Self.minimumCircleWidth, height >= Self.minimumCircleHeight {
            circle = BreathCircle(top: 1, width: width, height: height - 1 - Self.footerRows, glyphs: glyphs)
        } else {
            circle = nil
        }
    }

    public func render(_ view: SessionView) -> CellGrid {
        let moment = view.moment
        var grid = CellGrid(width: width, height: height)
        place(textLines(view), header: view.header, on: &grid)
        guard let circle else { return grid }
        circle.draw(
            radius: circle.radius(forScale: reducedMotion ? Self.steadyScale : moment.scale), into: &grid,
            style: Self.style(for: moment.phase))
        return grid
    }

    /// The lead-in: the header, the circle at rest (dim: nothing moves yet), "Get ready"
    /// where the phase will be, the count where its seconds will be, and the key that
    /// stops. Drawn afresh: it changes once a second.
    public func render(_ view: LeadInView) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        let lines: [(text: String, style: CellStyle)] = [
            (view.words(.getReady), .plain), (String(view.count), .bold), ("", .plain), (view.words(.endKey), .dim),
        ]
        place(lines, header: view.header, on: &grid)
        guard let circle else { return grid }
        circle.draw(
            radius: circle.radius(forScale: reducedMotion ? Self.steadyScale : SessionTimeline.restingScale),
            into: &grid, style: .dim)
        return grid
    }

    /// The header on top and `lines` under the circle; without a circle, the lines alone
    /// (empty ones left out), as many as fit, most important first, centred vertically.
    private func place(_ lines: [(text: String, style: CellStyle)], header: String, on grid: inout CellGrid) {
        guard circle != nil else {
            // Text only: as many lines as fit, most important first, centred vertically;
            // the keys (the way out) on the bottom row of any screen of two rows or more,
            // as on every other screen (at 18×5 they sat above an empty last row).
            let filled = lines.filter { !$0.text.isEmpty }
            guard height >= 2, let keys = filled.last else {
                for (row, line) in filled.prefix(height).enumerated() {
                    grid.putCentered(line.text, row: row, style: line.style)
                }
                return
            }
            let above = Array(filled.dropLast().prefix(height - 1))
            let top = (height - 1 - above.count) / 2
            for (offset, line) in above.enumerated() {
                grid.putCentered(line.text, row: top + offset, style: line.style)
            }
            grid.putCentered(keys.text, row: height - 1, style: keys.style)
            return
        }
        grid.putCentered(header.shortened(to: width, ellipsis: glyphs.symbols.ellipsis), row: 0, style: .dim)
        // Under the circle: a blank row, then the lines.
        let footerTop = height - Self.footerRows + 1
        for (offset, line) in lines.enumerated() {
            grid.putCentered(line.text, row: footerTop + offset, style: line.style)
        }
    }

    /// The text under the circle, most important first, in the person's words. A line too
    /// wide for the terminal (in columns: a Chinese character takes two) gives way to a
    /// shorter form rather than being cut off.
    private func textLines(_ view: SessionView) -> [(text: String, style: CellStyle)] {
        if let rounds = view.rounds { return roundsLines(view, rounds) }
        let moment = view.moment, words = view.words
        let left = words(.timeLeft(seconds: Double(countdownSeconds(moment.sessionSecondsLeft))))
        var seconds = words(.phaseSecondsLeft(countdownSeconds(moment.phaseSecondsLeft)))
        // The top-up of a cyclic sigh reads "Breathe in" like any inhale; say it is the second sip.
        if moment.phase == .topUp { seconds += glyphs.separator + words(.topUp) }
        let pause = words(.pauseKey(paused: view.isPaused)), end = words(.endKey)
        let cycle = words(.cycleOf(cycle: moment.cycle, cycles: moment.cycles))
        // A ramp's lengths change with each cycle: they give way after the cycle.
        let progress = view.lengths.map { lengths in
            let now = words(.rampNow(lengths))
            return [cycle + glyphs.separator + now + glyphs.separator + left, now + glyphs.separator + left, left]
        } ?? [cycle + glyphs.separator + left, left]
        return [
            (words(.breathPhase(moment.phase)), Self.style(for: moment.phase)),
            (view.isPaused ? words(.paused) : seconds, .bold),
            (fitting(progress), .plain),
            // The way out (q) is the last hint to go: pause gives way first.
            (fitting([pause + glyphs.separator + end, end]), .dim),
        ]
    }

    /// Hold rounds' text: the phase (the open hold by name), its seconds (the open hold
    /// counting up: nobody knows how long it will last), the round with the breath or the
    /// holds so far, and the keys (during a hold, the ones that end it, and q).
    private func roundsLines(_ view: SessionView, _ rounds: HoldRounds.Status) -> [(text: String, style: CellStyle)] {
        let moment = view.moment, words = view.words, separator = glyphs.separator
        let round = words(RoundsPhrase.roundOf(round: rounds.place.round, rounds: rounds.place.rounds))
        let end = words(.endKey)
        let holds = rounds.earlierHolds.isEmpty ? nil : words(RoundsPhrase.holds(
            rounds.earlierHolds, separator: separator))
        let progress: [String]
        if case .breathing(let breath, let breaths) = rounds.place.stage {
            let count = words(RoundsPhrase.breathOf(breath: breath, breaths: breaths))
            progress = [round + separator + count, count]
        } else if let holds {
            progress = [round + separator + holds, holds, round]
        } else {
            progress = [round]
        }
        if let held = rounds.holding {
            return [
                (words(RoundsPhrase.holdOut), Self.style(for: moment.phase)),
                (view.isPaused ? words(.paused) : formatClock(held), .bold),
                (fitting(progress), .plain),
                (fitting([words(RoundsPhrase.endHoldKey) + separator + end, end]), .dim),
            ]
        }
        let pause = words(.pauseKey(paused: view.isPaused))
        return [
            (words(.breathPhase(moment.phase)), Self.style(for: moment.phase)),
            (
                view.isPaused ? words(.paused) : words(.phaseSecondsLeft(countdownSeconds(moment.phaseSecondsLeft))),
                .bold),
            (fitting(progress), .plain),
            (fitting([pause + separator + end, end]), .dim),
        ]
    }

    /// The first of `forms` that fits the width, or the last one.
    private func fitting(_ forms: [String]) -> String {
        forms.first { $0.columns <= width } ?? forms[forms.count - 1]
    }

    static func style(for phase: BreathPhaseKind) -> CellStyle {
        switch phase {
        case .inhale, .topUp: .inhale
        case .holdFull, .holdEmpty: .hold
        case .exhale: .exhale
        }
    }

    /// Active seconds from `moment` until the screen would look different: the next
    /// countdown tick, the circle's next radius step, or the phase's end. The frame loop
    /// sleeps until then (or a change just after, `secondsUntilFrame`), so a hold costs one
    /// frame a second and nothing in between. A
    /// ramp's lengths change only as a cycle starts, which is a phase's end: no wake-up of
    /// their own.
    public func secondsUntilChange(after moment: BreathMoment) -> Double {
        max(0, changesAhead(after: moment).first)
    }

    /// Active seconds from `moment` until the frame that shows the next change: that
    /// change's instant, or, when another change of the same phase comes at most
    /// `gathering` seconds after it, that one's, so the two share one frame. A countdown
    /// tick and a step of the circle often fall a few milliseconds apart; each wake-up
    /// costs about as much as a frame's drawing, and a change shown 30 ms late is not
    /// seen. A phase's end is never put off: a change due just before it is shown with it.
    public func secondsUntilFrame(
        after moment: BreathMoment, gathering: Double = SessionScreen.gatheringSeconds) -> Double {
        let changes = changesAhead(after: moment)
        let first = max(0, changes.first)
        guard first < moment.phaseSecondsLeft else { return first }
        let latest = min(first + gathering, moment.phaseSecondsLeft)
        var gathered = first
        for change in [
            changes.all.0, changes.all.1, changes.all.2, changes.all.3] where change > gathered && change <= latest {
            gathered = change
        }
        return gathered
    }

    /// How long a change may wait for another to share its frame.
    public static let gatheringSeconds = 0.03

    /// The active seconds from `moment` to each kind of change ahead: the phase's end,
    /// the two countdowns' next ticks and the circle's next radius step (infinite when
    /// the circle does not move).
    private struct ChangesAhead {
        let all: (Double, Double, Double, Double)

        /// The soonest: never later than the phase's end.
        var first: Double { min(min(all.0, all.1), min(all.2, all.3)) }
    }

    private func changesAhead(after moment: BreathMoment) -> ChangesAhead {
        var step = Double.infinity
        if let circle, !reducedMotion, moment.phaseStartScale != moment.phaseEndScale {
            step = secondsUntilRadiusStep(moment, circle: circle)
        }
        return ChangesAhead(all: (
            moment.phaseSecondsLeft, secondsUntilCountdownTick(moment.phaseSecondsLeft),
            secondsUntilCountdownTick(moment.sessionSecondsLeft), step))
    }

    private func secondsUntilCountdownTick(_ secondsLeft: Double) -> Double {
        let shown = countdownSeconds(secondsLeft)
        guard shown > 0 else { return .infinity }
        return secondsLeft - Double(shown - 1)
    }

    private func secondsUntilRadiusStep(_ moment: BreathMoment, circle: BreathCircle) -> Double {
        let from = moment.phaseStartScale, to = moment.phaseEndScale
        let growing = to > from
        // The drawn radius changes where scale·maxRadius/step crosses a half-integer.
        let position = moment.scale * circle.maxRadius / circle.radiusStep
        let crossing = growing ? (position - 0.5).rounded(.down) + 1.5 : (position + 0.5).rounded(.up) - 1.5
        let targetScale = crossing * circle.radiusStep / circle.maxRadius
        let eased = (targetScale - from) / (to - from)
        guard eased < 1 else { return moment.phaseSecondsLeft }
        let progress = SessionTimeline.progress(forEased: eased)
        let duration = moment.phaseEnd - moment.phaseStart
        return moment.phaseStart + progress * duration - (moment.phaseEnd - moment.phaseSecondsLeft)
    }
}
