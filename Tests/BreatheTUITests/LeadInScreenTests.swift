import BreatheCore
import Testing
@testable import BreatheTUI

/// The lead-in on the session screen, line for line at 80×24 and 40×12 in English and
/// Chinese and as text alone; its frames through the app's own loop (`VirtualRun`); and
/// the runner removing the journal of a session too short to keep.
@Suite struct LeadInScreenTests {
    static let chinese = Words(.simplifiedChinese)
    static let plan = try! PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(2))

    func rows(_ grid: CellGrid) -> [String] {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// The session's screen as its first breath in begins: the circle at rest.
    func firstFrame(width: Int, height: Int) -> CellGrid {
        SessionScreen(width: width, height: height, glyphs: .braille).render(SessionView(header: "breathe · 4-6", moment: SessionTimeline(plan: Self.plan).moment(at: 0), isPaused: false))
    }

    /// The ring's cells, which are neither text nor blank: all dim.
    func ringStyles(_ grid: CellGrid, rows: Range<Int>) -> Set<CellStyle> {
        var styles: Set<CellStyle> = []
        for row in rows {
            for column in 0..<grid.width where grid[column, row].scalar != " " { styles.insert(grid[column, row].style) }
        }
        return styles
    }

    @Test func at80x24() {
        let grid = SessionScreen(width: 80, height: 24, glyphs: .braille).render(LeadInView(header: "breathe · 4-6", count: 3))
        let shown = rows(grid)
        #expect(shown[0] == spaces(33) + "breathe · 4-6")
        // The circle is the one a session's first breath in starts from (its snapshot
        // looked at by a person), and it is dim: nothing moves yet.
        assertSnapshot(grid.text, named: "lead-in-80x24")
        #expect(Array(shown[1..<20]) == Array(rows(firstFrame(width: 80, height: 24))[1..<20]))
        #expect(ringStyles(grid, rows: 1..<19) == [.dim])
        #expect(Array(shown[20...]) == [spaces(35) + "Get ready", spaces(39) + "3", "", spaces(37) + "q end"])
    }

    @Test func at40x12InBothLanguages() {
        let english = SessionScreen(width: 40, height: 12, glyphs: .braille).render(LeadInView(header: "breathe · 4-6", count: 2))
        let shown = rows(english)
        #expect(shown[0] == spaces(13) + "breathe · 4-6")
        #expect(Array(shown[1..<8]) == Array(rows(firstFrame(width: 40, height: 12))[1..<8]))
        #expect(Array(shown[8...]) == [spaces(15) + "Get ready", spaces(19) + "2", "", spaces(17) + "q end"])

        let chinese = rows(SessionScreen(width: 40, height: 12, glyphs: .braille).render(LeadInView(header: "breathe · 4-6", count: 1, words: Self.chinese)))
        #expect(Array(chinese[0..<8]) == Array(shown[0..<8]))
        #expect(Array(chinese[8...]) == [spaces(16) + "准备开始", spaces(19) + "1", "", spaces(17) + "q 结束"])
    }

    @Test func textAloneWhenTooSmallForACircle() {
        let shown = rows(SessionScreen(width: 18, height: 6, glyphs: .braille).render(LeadInView(header: "breathe · 4-6", count: 3)))
        // The way out on the bottom row, as on every screen.
        #expect(shown == ["", spaces(4) + "Get ready", spaces(8) + "3", "", "", spaces(6) + "q end"])
    }

    /// Through the app's own loop: a frame for each number of the count, each one
    /// different, then practice at 3 s.
    @Test func theLoopShowsEachNumberOnceThenPractice() {
        var frames: [(time: Double, screen: String, grid: CellGrid)] = []
        let run = VirtualRun(width: 80, height: 24, until: 5) { time, model, grid, _ in
            switch model.screen {
            case .leadIn: frames.append((time, "leadIn", grid))
            case .session: frames.append((time, "session", grid))
            default: break
            }
        }
        _ = run.practise(Self.plan)
        let leadIn = frames.filter { $0.screen == "leadIn" }
        #expect(leadIn.map { rows($0.grid)[21].trimmingWhitespace() } == ["3", "2", "1"])
        // A second apart (the longest sleep), each number shown from its first instant.
        #expect(leadIn.map(\.time) == [0, 1, 2])
        #expect(zip(leadIn, leadIn.dropFirst()).allSatisfy { $0.grid != $1.grid })
        let firstSession = frames.first { $0.screen == "session" }
        #expect(firstSession?.time == 3)
        #expect(firstSession.map { rows($0.grid)[20].trimmingWhitespace() } == "Breathe in")
    }

    /// The runner removes the journal of a session too short to keep and saves nothing;
    /// from 5 s on it journals the end, saves, and then removes the journal (the end in
    /// the journal before the save: a kill during the save loses nothing); stopped in the
    /// lead-in, no journal was ever begun.
    @Test(arguments: [
        (5.0, ["begin"], ["discard"], 0, nil as Int32?),
        (9.0, ["begin"], ["end", "save", "discard"], 1, nil),
        (1.0, [], [], 0, 2),
    ])
    func theJournalOfACrumbIsRemoved(stopAt: Double, begun: [String], then: [String], saves: Int, signal: Int32?) {
        let keeper = WatchingKeeper()
        let run = ScriptedRun(events: [(stopAt, signal.map { .ending(.interrupt, signal: $0) } ?? .key(.character("q")))])
        let context = AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: Settings(), mode: .fullScreen, sounds: false, ascii: false, makeID: { "s" })
        let outcome = AppRunner(.practice(Self.plan), context: context, store: ProgressStore(), terminal: run, keeper: keeper, clock: run, sounds: nil).run()
        #expect(keeper.log == begun + then)
        #expect(keeper.saves == saves)
        #expect(outcome.signal == signal)
    }
}

/// A keeper that writes nothing and says what it was asked: "begin", "save", and what
/// the journal was asked ("end", "discard", "keep").
final class WatchingKeeper: ProgressKeeping {
    private(set) var log: [String] = []
    private(set) var saves = 0

    func save(_ store: ProgressStore) throws(StoreProblem) -> (store: ProgressStore, notices: [StoreNotice]) {
        log.append("save")
        saves += 1
        return (store, [])
    }

    func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints {
        log.append("begin")
        return Journal(keeper: self)
    }

    func rememberSafetyShown() { log.append("safety") }

    struct Journal: SessionCheckpoints {
        let keeper: WatchingKeeper
        var failures: [FileProblem] { [] }
        func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]?) {}
        func discard() { keeper.log.append("discard") }
        func end(_ ending: JournalEnding) { keeper.log.append("end") }
        func keep() -> KeptJournal? {
            keeper.log.append("keep")
            return nil
        }
    }
}

/// The app's loop in virtual time with events at given times: it wakes for the view or
/// for the next event, whichever comes first. What it shows is kept as plain lines; a
/// Ctrl-Z stops it for `stoppedFor` seconds.
final class ScriptedRun: AppTerminal, AppClock {
    private var events: [(time: Double, event: AppEvent)]
    private var time = 0.0
    private let start = LocalTimestamp(iso8601: "2026-12-01T09:00:00Z")!
    private let view = FullScreenView(glyphs: .braille, reducedMotion: false)
    private let stoppedFor: Double
    private var shown: AppModel?
    private(set) var lines: [String] = []

    init(events: [(Double, AppEvent)], stoppedFor: Double = 0) {
        self.events = events.map { (time: $0.0, event: $0.1) }
        self.stoppedFor = stoppedFor
    }

    func now() -> Instant { Instant(monotonic: time, wall: start.adding(seconds: Int64(time))) }
    func monotonic() -> Double { time }

    func show(_ model: AppModel) -> Bool {
        lines += PlainView.lines(from: shown, to: model)
        shown = model
        return true
    }

    func wait(for model: AppModel, frameTook: Double) -> Double? { view.wait(model, width: 80, height: 24, frameTook: 0) }

    func events(timeout: Double?) -> [AppEvent] {
        let wake = time + (timeout ?? .infinity)
        if let next = events.first, next.time <= wake {
            events.removeFirst()
            time = next.time
            return [next.event]
        }
        time = wake
        return []
    }

    func ringBell() {}
    func suspendProcess() { time += stoppedFor }
}
