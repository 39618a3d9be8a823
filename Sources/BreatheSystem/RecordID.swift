import FoundationEssentials

/// A new random record id: what the command line hands the core as its `MakeID`, and
/// what names temp files apart.
public func newRecordID() -> String { UUID().uuidString.lowercased() }

/// A new record id that sorts by when it was made: the wall clock's milliseconds in 13
/// hexadecimal digits, then a random part ("0019aef3c2a41-…"). Setting changes get these:
/// several made in one second (their time's resolution) are then told apart by their ids,
/// which break such ties (`SettingChange.latest`), as they were made.
public func newTimeOrderedRecordID() -> String {
    let milliseconds = max(0, WallClock.millisecondsSince1970())
    let digits = String(milliseconds, radix: 16)
    return String(repeating: "0", count: max(0, 13 - digits.count)) + digits + "-" + newRecordID()
}
