import Testing
@testable import BreatheTUI

/// Records what the writer asks of the terminal.
final class RecordingOutput: TerminalOutput {
    var clears = 0
    var runs: [CellRun] = []
    var flushes = 0
    func clearAll() { clears += 1 }
    func draw(_ runs: [CellRun]) { self.runs += runs }
    func flush() { flushes += 1 }
    var calls: Int { clears + runs.count + flushes }
}

@Suite struct FrameWriterTests {
    func grid(_ rows: [String]) -> CellGrid {
        var grid = CellGrid(width: rows.map(\.count).max() ?? 0, height: rows.count)
        for (row, text) in rows.enumerated() { grid.put(text, column: 0, row: row) }
        return grid
    }

    @Test func anUnchangedFrameSendsNothing() {
        let output = RecordingOutput()
        let writer = FrameWriter(output: output)
        let frame = grid(["hello     ", "     world"])
        #expect(writer.present(frame))
        let before = output.calls
        #expect(writer.present(frame) == false)
        #expect(output.calls == before)
    }

    @Test func theFirstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
        let output = RecordingOutput()
        FrameWriter(output: output).present(grid(["  ab      ", "          "]))
        #expect(output.clears == 1)
        #expect(output.runs == [CellRun(row: 0, column: 2, cells: [Cell("a"), Cell("b")])])
        #expect(output.flushes == 1)
    }

    @Test func onlyChangedCellsAreSent() {
        let output = RecordingOutput()
        let writer = FrameWriter(output: output)
        writer.present(grid(["abcdefghijklmnop", "0123456789"]))
        output.runs = []
        writer.present(grid(["abcXefghijklmnoY", "0123456789"]))
        #expect(output.runs == [
            CellRun(row: 0, column: 3, cells: [Cell("X")]),
            CellRun(row: 0, column: 15, cells: [Cell("Y")]),
        ])
    }

    @Test func nearbyChangesAreSentAsOneRun() {
        let old = grid(["abcdefgh"]), new = grid(["aXcdYfgh"])
        #expect(FrameWriter.changes(from: old, to: new) == [CellRun(row: 0, column: 1, cells: "XcdY".unicodeScalars.map { Cell($0) })])
    }

    @Test func aStyleChangeIsAChange() {
        var styled = grid(["abc"])
        styled[1, 0] = Cell("b", .bold)
        #expect(FrameWriter.changes(from: grid(["abc"]), to: styled) == [CellRun(row: 0, column: 1, cells: [Cell("b", .bold)])])
    }

    @Test func aNewSizeOrInvalidateRedrawsInFull() {
        let output = RecordingOutput()
        let writer = FrameWriter(output: output)
        writer.present(grid(["ab"]))
        writer.present(grid(["ab", "cd"]))
        #expect(output.clears == 2)
        writer.invalidate()
        #expect(writer.present(grid(["ab", "cd"])))
        #expect(output.clears == 3)
        #expect(output.runs.last == CellRun(row: 1, column: 0, cells: [Cell("c"), Cell("d")]))
    }
}
