import FoundationEssentials

/// A new random record id: what the command line hands the core as its `MakeID`, and
/// what names temp files apart.
public func newRecordID() -> String { UUID().uuidString.lowercased() }
