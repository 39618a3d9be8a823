import Testing
@testable import BreatheTUI

/// The table of frames sent before keeps every frame it is given until it is three
/// quarters full, whatever numbers the rings got: none is pushed out by another whose key
/// falls on its place.
@Suite struct RecordedFramesTests {
    static func start(_ from: Int, _ to: Int, row: Int = 3, column: Int = 7) -> RecordedFrames.Start {
        RecordedFrames.Start(name: FrameName(from: from, to: to), pen: 1, row: row, column: column)
    }

    static func entry(_ start: RecordedFrames.Start) -> RecordedFrames.Entry {
        RecordedFrames.Entry(start: start, bytes: [UInt8(truncatingIfNeeded: start.name.from), UInt8(truncatingIfNeeded: start.name.to)], pen: nil, cursor: nil)
    }

    @Test(arguments: [0, 5_000, 123_456])
    func everyFrameKeptIsFound(firstNumber: Int) {
        var table = RecordedFrames()
        let starts = (0..<RecordedFrames.entriesKept).map { Self.start(firstNumber + $0, firstNumber + $0 + 1) }
        for start in starts { table.keep(Self.entry(start)) }
        let found = starts.filter { table.entry(for: $0)?.bytes == Self.entry($0).bytes }
        #expect(found.count == starts.count)
        #expect(table.count == starts.count)
        // The same name from another pen or cursor is another frame.
        #expect(table.entry(for: Self.start(firstNumber, firstNumber + 1, row: 4)) == nil)
    }

    @Test func aFullTableStartsAgainWithTheNewFrame() {
        var table = RecordedFrames()
        for number in 0..<RecordedFrames.entriesKept { table.keep(Self.entry(Self.start(number, number + 1))) }
        let next = Self.start(-1, -2)
        table.keep(Self.entry(next))
        #expect(table.count == 1)
        #expect(table.entry(for: next) != nil)
        #expect(table.entry(for: Self.start(0, 1)) == nil)
    }

    @Test func aFrameKeptAgainIsReplacedNotAdded() {
        var table = RecordedFrames()
        let start = Self.start(8, 9)
        table.keep(RecordedFrames.Entry(start: start, bytes: [1], pen: nil, cursor: nil))
        table.keep(RecordedFrames.Entry(start: start, bytes: [2], pen: nil, cursor: nil))
        #expect(table.count == 1)
        #expect(table.entry(for: start)?.bytes == [2])
    }
}
