import Foundation
import Testing

/// Compares rendered text with a checked-in snapshot in `Snapshots/NAME.txt`.
///
/// With BREATHE_RECORD_SNAPSHOTS=1 the file is (re)written and the test fails, so that a
/// new picture is always looked at by a person before it is committed.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    let actual = text + "\n"
    if ProcessInfo.processInfo.environment["BREATHE_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(file.path); review it, then run again without BREATHE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot at \(file.path); record it with BREATHE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record("snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// The lines that differ, numbered, "-" for the snapshot and "+" for what was rendered.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : "<none>"
        let after = index < new.count ? String(new[index]) : "<none>"
        if before != after {
            report.append(String(format: "%3d - %@", index + 1, before))
            report.append(String(format: "%3d + %@", index + 1, after))
        }
    }
    return report.joined(separator: "\n")
}
