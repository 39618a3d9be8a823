/// A frame that only puts one named list of cells over a kept grid in place of another
/// (the ring of one radius for the next, over the session's text): the two names
/// (`CellGrid.overlay`). What such a frame sends depends on nothing else but the pen and
/// the cursor the terminal has when it starts.
public struct FrameName: Sendable, Equatable {
    public let from: Int
    public let to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// The bytes an encoder wrote for named frames, by name and by the pen and cursor each
/// started from, with the pen and cursor it left. A session passes the same radius steps
/// breath after breath: from its second breath on, most frames are bytes looked up here
/// instead of a comparison of grids and an encoding, and a frame that wakes with cold
/// caches touches a slot or two and its bytes.
///
/// A fixed table, open addressed: a key takes the first free place from its own, so no
/// frame pushes out another. A table of one place a key lost the frames whose keys fell
/// on a taken place, and which ones depended on the numbers the rings happened to get:
/// 41 to 47 of 132 frames sent again at 41x12, from one run to the next. Once three
/// quarters of the places are taken, the table starts again empty.
struct RecordedFrames {
    /// What a named frame's bytes depend on.
    struct Start: Equatable {
        let name: FrameName
        /// The pen (`FrameEncoder.Ink`) as a number: 0 for none known.
        let pen: Int
        /// The cursor, -1 for not known.
        let row: Int, column: Int
    }

    struct Entry {
        let start: Start
        let bytes: [UInt8]
        let pen: FrameEncoder.Ink?
        let cursor: (row: Int, column: Int)?
    }

    private var slots: [Entry?] = []
    /// Places taken.
    private(set) var count = 0
    /// Places in the table: a box session passes a few hundred distinct frames, at most.
    static let slotCount = 1024
    /// Entries kept at most before the table is emptied: a free place stays near any key.
    static let entriesKept = slotCount / 4 * 3

    func entry(for start: Start) -> Entry? {
        guard !slots.isEmpty else { return nil }
        var slot = Self.slot(of: start)
        while let entry = slots[slot] {
            if entry.start == start { return entry }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    mutating func keep(_ entry: Entry) {
        if slots.isEmpty || count >= Self.entriesKept { removeAll(); slots = Array(repeating: nil, count: Self.slotCount) }
        var slot = Self.slot(of: entry.start)
        while let kept = slots[slot], kept.start != entry.start { slot = (slot + 1) & (Self.slotCount - 1) }
        if slots[slot] == nil { count += 1 }
        slots[slot] = entry
    }

    mutating func removeAll() {
        slots = []
        count = 0
    }

    /// The start's place: its numbers mixed, the top bits kept.
    private static func slot(of start: Start) -> Int {
        var mixed = UInt64(truncatingIfNeeded: start.name.from) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt64(truncatingIfNeeded: start.name.to) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= UInt64(truncatingIfNeeded: start.row &* 4099 &+ start.column) &* 0x1656_67B1_9E37_79F9
        mixed ^= UInt64(truncatingIfNeeded: start.pen) &* 0x27D4_EB2F_1656_67C5
        return Int(truncatingIfNeeded: mixed >> 54) & (slotCount - 1)
    }
}
