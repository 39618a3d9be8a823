import Foundation
import Testing

/// Hold rounds' holds and BOLT results as records that travel: exported (JSON, and the
/// holds in the CSV), imported into another HOME, synced through one folder, and shown by
/// `history` and `stats` on the device that received them, nothing lost, changed or
/// counted twice.
@Suite(.serialized) struct HoldsTravelEndToEndTests {
    static let phoneStore = #"{"formatVersion":1,"sessions":[{"id":"r1","programID":null,"lessonID":null,"pattern":"rounds","startedAt":"2026-11-30T07:00:00+08:00","endedAt":"2026-11-30T07:12:00+08:00","plannedSeconds":900,"practicedSeconds":700,"counted":false,"endReason":"finished","holds":[62.4,75,81.9]}],"completions":[],"activations":[],"boltResults":[{"id":"b1","at":"2026-11-30T06:58:00+08:00","seconds":26.4}]}"#

    func sessions(_ home: String) throws -> [[String: Any]] {
        try #require(try breatheJSON(["history", "--json"], home: home) as? [[String: Any]])
    }

    func bolt(_ home: String) throws -> [[String: Any]] {
        try #require(try breatheJSON(["bolt", "--history", "--json"], home: home) as? [[String: Any]])
    }

    @Test func holdsAndBoltResultsTravelWhole() throws {
        let phone = try TestHome(), laptop = try TestHome(), tablet = try TestHome()
        defer { phone.remove(); laptop.remove(); tablet.remove() }
        try phone.write(Self.phoneStore, to: phone.store)

        let backup = phone.root + "/backup.json"
        #expect(try phone.breathe(["export", "--output", backup]).status == 0)
        let csv = try phone.breathe(["export", "--format", "csv"])
        let rows = csv.stdout.split(separator: "\r\n").map(String.init)
        #expect(rows.first?.hasSuffix(",patternTo,holds") == true, "\(rows)")
        #expect(rows.last?.hasSuffix(",rounds,900,700,false,finished,,62.4;75;81.9") == true, "\(rows)")

        // Imported: the line counts the session and the result apart; twice adds nothing.
        let imported = try laptop.breathe(["import", backup], ["COLUMNS": "300"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported \(backup): 1 new session, 0 already here; 1 new BOLT result, 0 already here.\n")
        let again = try laptop.breathe(["import", backup], ["COLUMNS": "300"])
        #expect(again.stdout == "Imported \(backup): 0 new sessions, 1 already here; 0 new BOLT results, 1 already here.\n")
        #expect(try sessions(laptop.home).first?["holds"] as? [Double] == [62.4, 75, 81.9])

        // Synced on: the laptop sends both, the tablet receives both and counts them.
        let folder = laptop.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sent = try laptop.breathe(["sync", "--folder", folder], ["COLUMNS": "300"])
        #expect(sent.stdout == "Synced with \(folder): 0 sessions received, 1 sent; 0 BOLT results received, 1 sent; no conflicts.\n", "\(sent.stderr)")
        let received = try tablet.breathe(["sync", "--folder", folder], ["COLUMNS": "300"])
        #expect(received.stdout == "Synced with \(folder): 1 session received, 0 sent; 1 BOLT result received, 0 sent; no conflicts.\n", "\(received.stderr)")

        let session = try #require(try sessions(tablet.home).first)
        #expect(session["holds"] as? [Double] == [62.4, 75, 81.9])
        #expect(try bolt(tablet.home).map { $0["seconds"] as? Double } == [26.4])
        let history = try tablet.breathe(["history"])
        #expect(history.stdout == "2026-11-30 07:00 · rounds · 11:40/15:00 · practice · finished · holds 1:02, 1:15, 1:21\n")
        let stats = try tablet.breathe(["stats"])
        #expect(stats.stdout.contains("  Longest hold: 1:21, Mon 30 Nov\n  By day: █  1:21\n"), "\(stats.stdout)")
        let data = try #require(try breatheJSON(["stats", "--json"], home: tablet.home) as? [String: Any])
        let best = try #require(data["bestHold"] as? [String: Any])
        #expect(best["seconds"] as? Double == 81.9 && best["date"] as? String == "2026-11-30")
        #expect((data["bestHoldByDay"] as? [[String: Any]])?.count == 1)
    }
}
