import BreatheCore

/// What the session screen shows, gathered from the session so that rendering reads
/// nothing else.
public struct SessionView: Sendable, Equatable {
    /// The top line: "breathe · 4-7-8" for free practice, the lesson for a program.
    public let header: String
    public let moment: BreathMoment
    public let isPaused: Bool

    public init(header: String, moment: BreathMoment, isPaused: Bool) {
        self.header = header
        self.moment = moment
        self.isPaused = isPaused
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
        var grid = CellGrid(width: width, height: height)
        let moment = view.moment
        let phaseStyle = Self.style(for: moment.phase)
        let lines = textLines(view)
        guard let circle else {
            // Text only: as many lines as fit, most important first, centred vertically.
            let shown = Array(lines.prefix(height))
            let top = (height - shown.count) / 2
            for (offset, line) in shown.enumerated() {
                grid.putCentered(line.text, row: top + offset, style: line.style)
            }
            return grid
        }
        grid.putCentered(view.header, row: 0, style: .dim)
        circle.draw(radius: circle.radius(forScale: reducedMotion ? Self.steadyScale : moment.scale), into: &grid, style: phaseStyle)
        let footerTop = height - Self.footerRows + 1
        for (offset, line) in lines.enumerated() {
            grid.putCentered(line.text, row: footerTop + offset, style: line.style)
        }
        return grid
    }

    /// The text under the circle, most important first. A line too wide for the terminal
    /// gives way to a shorter form rather than being cut off.
    private func textLines(_ view: SessionView) -> [(text: String, style: CellStyle)] {
        let moment = view.moment
        let left = formatClock(Double(countdownSeconds(moment.sessionSecondsLeft))) + " left"
        var seconds = "\(countdownSeconds(moment.phaseSecondsLeft)) s"
        // The top-up of a cyclic sigh reads "Breathe in" like any inhale; say it is the second sip.
        if moment.phase == .topUp { seconds += glyphs.separator + "top up" }
        let pause = view.isPaused ? "space resume" : "space pause"
        return [
            (moment.phase.displayName, Self.style(for: moment.phase)),
            (view.isPaused ? "Paused" : seconds, .bold),
            (fitting(["cycle \(moment.cycle) of \(moment.cycles)" + glyphs.separator + left, left]), .plain),
            (fitting([pause + glyphs.separator + "q end", pause, "q end"]), .dim),
        ]
    }

    /// The first of `forms` that fits the width, or the last one.
    private func fitting(_ forms: [String]) -> String {
        forms.first { TextWidth.of($0) <= width } ?? forms[forms.count - 1]
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
    /// sleeps this long, so a hold costs one frame a second and nothing in between.
    public func secondsUntilChange(after moment: BreathMoment) -> Double {
        var wait = moment.phaseSecondsLeft
        wait = min(wait, secondsUntilCountdownTick(moment.phaseSecondsLeft))
        wait = min(wait, secondsUntilCountdownTick(moment.sessionSecondsLeft))
        if let circle, !reducedMotion, moment.phaseStartScale != moment.phaseEndScale {
            wait = min(wait, secondsUntilRadiusStep(moment, circle: circle))
        }
        return max(0, wait)
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
