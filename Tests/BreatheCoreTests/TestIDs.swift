import Foundation

/// A fresh record id for tests that need many distinct ones (the core never makes ids:
/// the command line hands it random ones, so the tests do the same).
func newRecordID() -> String { UUID().uuidString.lowercased() }
