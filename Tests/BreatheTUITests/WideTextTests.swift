import BreatheCore
import Foundation
import Testing
import TestSupport
@testable import BreatheTUI

/// Text of any script on the cell grid: a wide character takes two cells, a combining
/// mark none, a control character is shown and never obeyed.
@Suite struct WideTextTests {
    func row(_ grid: CellGrid, _ row: Int = 0) -> String {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[row]
    }

    @Test func wideCharactersTakeTwoCells() {
        var grid = CellGrid(width: 10, height: 1)
        grid.put("呼吸ab", column: 1, row: 0)
        #expect(grid[1, 0].scalar == "呼")
        #expect(grid[2, 0].isWideTail)
        #expect(grid[3, 0].scalar == "吸")
        #expect(grid[5, 0].scalar == "a")
        #expect(row(grid) == " 呼吸ab")
    }

    /// Text whose scalars each stand alone is placed scalar by scalar; a combining mark at
    /// its end sends it the long way, character by character. Both place the same cells,
    /// at any column and width, clipped alike at either edge.
    @Test func standaloneTextIsPlacedAsCharacterByCharacter() {
        let texts = ["Breathe in", "吸气 · 还剩 4秒", "第 3 课，共 10 课", "ab呼吸", "— x —", "（好）"]
        for text in texts {
            for width in [1, 3, 5, 8, 20] {
                for column in [-3, -1, 0, 1, 4] {
                    var quick = CellGrid(width: width, height: 1), long = CellGrid(width: width, height: 1)
                    quick.put(text, column: column, row: 0, style: .bold)
                    long.put(text + "\u{301}", column: column, row: 0, style: .bold)
                    #expect(quick.cells == long.cells, "\(text) at \(column) in \(width)")
                    #expect(quick.marks(column: 0, row: 0).isEmpty)
                }
            }
        }
    }

    /// At the right edge a wide character that does not fit whole is not drawn at all.
    @Test func aWideCharacterIsNeverCutInHalf() {
        var grid = CellGrid(width: 5, height: 1)
        grid.put("ab呼吸", column: 0, row: 0)
        #expect(row(grid) == "ab呼")
        #expect(grid[4, 0] == .blank)
    }

    @Test func overwritingHalfOfAWideCharacterClearsTheOtherHalf() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("呼吸", column: 0, row: 0)
        grid.put("x", column: 1, row: 0)
        #expect(row(grid) == " x吸")
        grid.put("y", column: 2, row: 0)
        #expect(row(grid) == " xy")
        #expect(grid[3, 0] == .blank)
    }

    @Test func combiningMarksSitOnTheirCharacter() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("e\u{301}a\u{308}!", column: 0, row: 0)
        #expect(row(grid) == "e\u{301}a\u{308}!")
        #expect(grid[2, 0].scalar == "!")
        #expect(grid.marks(column: 0, row: 0) == ["\u{301}"])
        // Text written over the character takes its mark away too.
        grid.put("o", column: 0, row: 0)
        #expect(row(grid) == "oa\u{308}!")
    }

    @Test func centringMeasuresColumns() {
        var grid = CellGrid(width: 10, height: 1)
        grid.putCentered("呼吸", row: 0)
        #expect(row(grid) == "   呼吸")
    }

    @Test func controlCharactersAreShownNotSent() {
        var grid = CellGrid(width: 20, height: 1)
        grid.put("a\u{1B}]0;x\u{7}b", column: 0, row: 0)
        #expect(!grid.cells.contains { TerminalText.isControl($0.scalar) })
        #expect(row(grid) == "a\u{FFFD}]0;x\u{FFFD}b")
    }

    /// Frames of mixed scripts, applied run by run to a model terminal that handles wide
    /// characters as terminals do: after every frame the model shows exactly the grid.
    @Test func runsNeverSplitAWideCharacterAndTheTerminalEndsRight() {
        var generator = SeededGenerator(state: 12)
        let pieces = ["a", "bc", "呼", "吸练", "😀", "e\u{301}", " ", "ｆ", "x呼"]
        let output = ModelTerminal(width: 12, height: 3)
        let writer = FrameWriter(output: output)
        for _ in 0..<400 {
            var grid = CellGrid(width: 12, height: 3)
            for line in 0..<3 {
                var text = ""
                for _ in 0..<generator.below(8) { text += pieces[generator.below(pieces.count)] }
                grid.put(text, column: generator.below(4), row: line)
            }
            writer.present(grid)
            for run in output.lastRuns {
                #expect(!run.cells[0].isWideTail, "a run starts on the right half of a wide character")
                let last = run.cells.count - 1
                #expect(TextWidth.of(run.cells[last].scalar) < 2 || run.column + last + 1 >= 12, "a run ends on the left half of a wide character")
            }
            #expect(output.text == grid.text)
        }
    }

    /// Text is wrapped and cut by columns: a long Chinese title wraps into lines of the
    /// panel's width, never wider.
    @Test func panelsWrapByColumns() {
        let lines = Panel.wrap("第一课：缓慢而均匀的呼吸练习，长标题测试宽字符 and some words", width: 20)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 20 }, "\(lines)")
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == "第一课：缓慢而均匀的呼吸练习，长标题测试宽字符andsomewords")
    }

    static let title = "呼吸练习\u{1B}]0;pwned\u{7} 入门 😀 e\u{301}"

    func program() throws -> Program {
        let json = #"{"id": "zh", "title": "\#(Self.title.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\u{7}", with: "\\u0007"))", "summary": "每天几分钟", "lessons": [{"id": "one", "title": "第一课：缓慢而均匀的呼吸", "pattern": "4-6", "cycles": 3, "note": "放松 \u001b[31mred"}]}"#
        return try ProgramDecoder.decode(Data(json.utf8), file: "zh.json", source: .file("zh.json"))
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func aChineseTitleStaysOnItsLine(width: Int, height: Int) throws {
        let program = try program()
        let lesson = program.lessons[0]
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        let grid = screen.render(SessionView(header: program.heading(for: lesson, separator: " · "), moment: SessionTimeline(plan: lesson.plan).moment(at: 2), isPaused: false))
        assertSnapshot(grid.text, named: "session-\(width)x\(height)-chinese-title")
        // The header is row 0 only, the ring starts below it, and no row is wider than
        // the screen.
        let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.allSatisfy { TextWidth.of(String($0)) <= width })
        #expect(rows[0].trimmingCharacters(in: .whitespaces).hasPrefix("呼吸练习"))
        #expect(!rows[1].contains("Lesson"))
        let panel = ProgramPanels.home(program: program, report: ProgressReport(program: program, store: ProgressStore()), today: TodaysLesson(program: program, store: ProgressStore(), now: LocalTimestamp(iso8601: "2026-12-01T10:00:00Z")!, rolloverHour: 3), offer: nil, warnings: ["zh\u{1B}[2J.json: bad"], glyphs: .braille)
        let home = panel.render(width: width, height: height, glyphs: .braille)
        assertSnapshot(home.text, named: "home-\(width)x\(height)-chinese-title")
        #expect(!home.cells.contains { !$0.isWideTail && TerminalText.isControl($0.scalar) })
        #expect(home.text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
    }

    /// terminfo padding ("$<5>" in vt100's strings) is a delay for old terminals, not text.
    @Test func paddingIsRemovedFromTerminfoStrings() {
        func stripped(_ text: String) -> String { String(decoding: TerminalCodes.withoutPadding(Array(text.utf8)), as: UTF8.self) }
        #expect(stripped("\u{1B}[1m$<2>") == "\u{1B}[1m")
        #expect(stripped("\u{1B}[H\u{1B}[J$<50>") == "\u{1B}[H\u{1B}[J")
        #expect(stripped("\u{1B}[5;10H$<5>") == "\u{1B}[5;10H")
        #expect(stripped("a$<2*/>b$<1.5>c") == "abc")
        // Not padding: left as it is.
        #expect(stripped("$<>x$<a>$5") == "$<>x$<a>$5")
    }
}

/// A terminal as far as text goes: writing a wide character fills two columns, writing
/// over either half of one clears the other half, combining marks join the cell before.
final class ModelTerminal: TerminalOutput {
    let width: Int, height: Int
    private var screen: ScreenCells
    private(set) var lastRuns: [CellRun] = []
    private var pending: [CellRun] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        screen = ScreenCells(width: width, height: height)
    }

    func clearAll() { screen = ScreenCells(width: width, height: height) }

    func draw(_ runs: [CellRun]) { pending += runs }

    func flush() {
        for run in pending {
            var column = run.column
            for (position, cell) in run.cells.enumerated() where !cell.isWideTail {
                let columns = TextWidth.of(cell.scalar)
                screen.write(String(cell.scalar) + String(String.UnicodeScalarView(run.marks[position] ?? [])), column: column, row: run.row, columns: columns)
                column += columns
            }
        }
        lastRuns = pending
        pending = []
    }

    var text: String { screen.text }
}
