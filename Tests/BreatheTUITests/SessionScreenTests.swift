import BreatheCore
import Testing
@testable import BreatheTUI

@Suite struct SessionScreenTests {
    func view(_ pattern: String = "4-7-8", cycles: Int = 4, at time: Double, paused: Bool = false, glyphs: GlyphSet = .braille) throws -> SessionView {
        let plan = try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(cycles))
        return SessionView(header: "breathe" + glyphs.separator + plan.pattern.name, moment: SessionTimeline(plan: plan).moment(at: time), isPaused: paused)
    }

    func lines(_ grid: CellGrid) -> [String] {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Columns and rows of the ring's outermost dots, measured in braille dots.
    func ringExtent(_ grid: CellGrid) -> (left: Int, right: Int, top: Int, bottom: Int)? {
        var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let value = grid[column, row].scalar.value
                guard value > 0x2800, value <= 0x28FF else { continue }
                let bits = value - 0x2800
                let layout: [(UInt32, Int, Int)] = [(0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3), (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2), (0x80, 1, 3)]
                for (bit, dx, dy) in layout where bits & bit != 0 {
                    left = min(left, column * 2 + dx); right = max(right, column * 2 + dx)
                    top = min(top, row * 4 + dy); bottom = max(bottom, row * 4 + dy)
                }
            }
        }
        return left == Int.max ? nil : (left, right, top, bottom)
    }

    @Test func snapshot80x24MidInhale() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .braille)
        assertSnapshot(screen.render(try view(at: 2)).text, named: "session-80x24-4-7-8-inhale-2s")
    }

    @Test func snapshot80x24Hold() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .braille)
        assertSnapshot(screen.render(try view(at: 6.5)).text, named: "session-80x24-4-7-8-hold")
    }

    @Test func snapshot40x12Paused() throws {
        let screen = SessionScreen(width: 40, height: 12, glyphs: .braille)
        assertSnapshot(screen.render(try view("box", at: 9, paused: true)).text, named: "session-40x12-box-paused")
    }

    @Test func snapshot80x24Ascii() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .ascii)
        assertSnapshot(screen.render(try view("4-6", at: 4, glyphs: .ascii)).text, named: "session-80x24-4-6-ascii")
    }

    @Test func snapshotTooSmallForACircle() throws {
        let screen = SessionScreen(width: 18, height: 6, glyphs: .braille)
        assertSnapshot(screen.render(try view(at: 12)).text, named: "session-18x6-text-only")
    }

    @Test func phaseNameStandsOnALineOfItsOwn() throws {
        let expectations: [(Double, String)] = [(1, "Breathe in"), (5, "Hold"), (12, "Breathe out")]
        for (time, name) in expectations {
            for (width, height) in [(80, 24), (40, 12), (200, 60), (18, 6)] {
                let screen = SessionScreen(width: width, height: height, glyphs: .braille)
                let shown = lines(screen.render(try view(at: time))).map { $0.trimmingWhitespace() }
                #expect(shown.contains(name), "\(name) at \(width)x\(height)")
            }
        }
    }

    @Test func countdownAndTimeLeftAreShown() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .braille)
        let shown = lines(screen.render(try view(at: 4.3))).map { $0.trimmingWhitespace() }
        // 6.7 s of the hold left reads 7; 76 - 4.3 = 71.7 s of the session reads 1:12.
        #expect(shown.contains("7 s"))
        #expect(shown.contains("cycle 1 of 4 · 1:12 left"))
        #expect(shown.contains("space pause · q end"))
    }

    @Test(arguments: [(80, 24), (200, 60), (41, 13), (20, 8)])
    func theCircleIsRoundAndCentred(width: Int, height: Int) throws {
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        let extent = try #require(ringExtent(screen.render(try view(at: 6))))
        let across = extent.right - extent.left + 1, down = extent.bottom - extent.top + 1
        // Braille dots are square on a terminal whose cells are twice as tall as wide.
        #expect(abs(across - down) <= 1, "ring is \(across)×\(down) dots")
        // Centred: as many dots to spare on the left as on the right.
        #expect(abs(extent.left - (width * 2 - 1 - extent.right)) <= 1)
    }

    @Test func theCircleGrowsOnTheInhaleAndShrinksOnTheExhale() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .braille)
        func size(_ time: Double) throws -> Int {
            let extent = try #require(ringExtent(screen.render(try view(at: time))))
            return extent.right - extent.left
        }
        let start = try size(0), middle = try size(2), full = try size(4)
        #expect(start < middle && middle < full)
        #expect(try size(6) == full)
        #expect(try size(15) < full)
        let late = try size(18.99), falling = try size(15)
        #expect(late < falling)
    }

    @Test func reducedMotionKeepsTheCircleStill() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .braille, reducedMotion: true)
        func ring(_ time: Double) throws -> String {
            let lines = screen.render(try view(at: time)).text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines[1..<19].joined(separator: "\n")
        }
        #expect(try ring(0) == ring(2))
        #expect(try ring(2) == ring(15))
        let outLine = screen.render(try view(at: 15)).text
        #expect(outLine.contains("Breathe out"))
        // Only the countdowns change: one frame a second.
        #expect(screen.secondsUntilChange(after: try view(at: 0.5).moment) == 0.5)
    }

    @Test func aLargerTerminalGetsALargerCircle() throws {
        let small = try #require(ringExtent(SessionScreen(width: 80, height: 24, glyphs: .braille).render(try view(at: 6))))
        let large = try #require(ringExtent(SessionScreen(width: 200, height: 60, glyphs: .braille).render(try view(at: 6))))
        #expect(large.right - large.left > 2 * (small.right - small.left))
    }

    @Test func asciiDrawingUsesNoOtherCharacters() throws {
        let screen = SessionScreen(width: 80, height: 24, glyphs: .ascii)
        let grid = screen.render(try view(at: 6, glyphs: .ascii))
        #expect(grid.cells.allSatisfy { $0.scalar.isASCII })
        #expect(grid.cells.contains { $0.scalar == "o" })
    }

    @Test(arguments: [(19, 24), (80, 7), (10, 5), (3, 2), (1, 1), (0, 0)])
    func tinyTerminalsGetTextOnly(width: Int, height: Int) throws {
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        #expect(screen.circle == nil)
        let grid = screen.render(try view(at: 1))
        #expect(grid.width == width && grid.height == height)
        #expect(grid.cells.allSatisfy { $0.scalar.value < 0x2800 || $0.scalar.value > 0x28FF })
        if width >= 10, height >= 1 {
            #expect(lines(grid).contains { $0.contains("Breathe in") })
        }
    }

    /// The loop sleeps for `secondsUntilChange`: the screen must look the same until then
    /// (no change is missed) and look different just after.
    @Test(arguments: ["4-7-8", "box", "sigh", "5.5-5.5"])
    func theNextChangeIsPredictedExactly(pattern: String) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(2))
        let timeline = SessionTimeline(plan: plan)
        for (width, height) in [(80, 24), (200, 60), (18, 6)] {
            let screen = SessionScreen(width: width, height: height, glyphs: .braille)
            func frame(_ time: Double) -> CellGrid {
                screen.render(SessionView(header: "breathe · " + pattern, moment: timeline.moment(at: time), isPaused: false))
            }
            var time = 0.0
            var frames = 0
            while time < plan.totalSeconds - 0.01 {
                let wait = screen.secondsUntilChange(after: timeline.moment(at: time))
                let now = frame(time)
                let steadyUntilThen = frame(time + wait * 0.999) == now
                let changedThen = frame(time + wait + 1e-6) != now
                guard wait > 0, steadyUntilThen, changedThen, frames < 100_000 else {
                    Issue.record("\(width)x\(height) at \(time) s: waiting \(wait) s; steady until then: \(steadyUntilThen); changed then: \(changedThen)")
                    break
                }
                time += wait + 1e-6
                frames += 1
            }
            // Holds cost one frame a second; only a moving circle needs more.
            #expect(frames < Int(plan.totalSeconds) * 60)
        }
    }

    /// The loop wakes at `secondsUntilFrame`: never before the next change, at most 30 ms
    /// after it, exactly at a phase's end; every frame differs from the one before, and
    /// changes close together share frames, so there are fewer than one a change.
    @Test(arguments: ["4-7-8", "box", "sigh", "5.5-5.5"])
    func changesCloseTogetherShareAFrameButNoPhaseWaits(pattern: String) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(2))
        let timeline = SessionTimeline(plan: plan)
        for (width, height) in [(80, 24), (200, 60)] {
            let screen = SessionScreen(width: width, height: height, glyphs: .braille)
            func frame(_ time: Double) -> CellGrid {
                screen.render(SessionView(header: "breathe · " + pattern, moment: timeline.moment(at: time), isPaused: false))
            }
            func count(_ wait: (BreathMoment) -> Double) -> Int {
                var time = 0.0, frames = 0
                while time < plan.totalSeconds - 0.01, frames < 100_000 {
                    let moment = timeline.moment(at: time)
                    let next = wait(moment), change = screen.secondsUntilChange(after: moment)
                    #expect(next >= change && next <= change + SessionScreen.gatheringSeconds + 1e-9, "\(width)x\(height) at \(time)")
                    if change >= moment.phaseSecondsLeft - 1e-9 { #expect(abs(next - change) < 1e-9, "a phase's end put off at \(time)") }
                    #expect(next <= moment.phaseSecondsLeft + 1e-9)
                    #expect(frame(time + next + 1e-6) != frame(time), "\(width)x\(height): no change at \(time + next)")
                    time += next + 1e-6
                    frames += 1
                }
                return frames
            }
            let gathered = count { screen.secondsUntilFrame(after: $0) }
            let everyChange = count { screen.secondsUntilChange(after: $0) }
            #expect(gathered < everyChange, "\(width)x\(height): \(gathered) frames against \(everyChange)")
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
