import FoundationEssentials

/// A new random record id, a version 4 UUID in lower case: what the command line hands
/// the core as its `MakeID`, and what names temp files apart. Its 122 random bits come from
/// the system's generator (`getrandom` on Linux), never from a file: Foundation's UUID
/// read /dev/urandom and, when that could not be opened (no such device in a sandbox, no
/// descriptor left), gave every session the id 00000000-0000-4000-8000-000000000000, and
/// each save merged the new session into the first by id, silently.
public func newRecordID() -> String {
    var generator = SystemRandomNumberGenerator()
    var bytes = withUnsafeBytes(of: (generator.next() as UInt64, generator.next() as UInt64)) { Array($0) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex = bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }
    return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
}

/// A new record id that sorts by when it was made: the wall clock's milliseconds in 13
/// hexadecimal digits, then a random part ("0019aef3c2a41-…"). Setting changes get these:
/// several made in one second (their time's resolution) are then told apart by their ids,
/// which break such ties (`SettingChange.latest`), as they were made.
public func newTimeOrderedRecordID() -> String {
    let milliseconds = max(0, WallClock.millisecondsSince1970())
    let digits = String(milliseconds, radix: 16)
    return String(repeating: "0", count: max(0, 13 - digits.count)) + digits + "-" + newRecordID()
}
