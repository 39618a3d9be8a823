import Foundation
import Testing

/// Two devices (two HOMEs) practising on their own and syncing through one folder.
@Suite struct SyncEndToEndTests {
    struct Device {
        let home: String

        func breathe(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            environment["XDG_DATA_HOME"] = nil
            environment["XDG_CONFIG_HOME"] = nil
            return try run(try breatheBinary(), arguments, environment: environment)
        }

        func json(_ arguments: [String]) throws -> Any {
            let result = try breathe(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        }

        /// config.json, and an edit of it by hand: `old` replaced by `new` in its text.
        var configFile: String { home + "/.config/breathe/config.json" }

        func editConfig(_ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: configFile, encoding: .utf8)
            #expect(text.contains(old), "\(text)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: configFile, atomically: false, encoding: .utf8)
        }

        func sessionIDs() throws -> Set<String> {
            Set(try #require(try json(["history", "--json"]) as? [[String: Any]]).compactMap { $0["id"] as? String })
        }

        func completed() throws -> [String] {
            try #require(try json(["progress", "foundations", "--json"]) as? [String: Any])["completedNodeIDs"] as? [String] ?? []
        }

        /// A week offline: a store of sessions and lesson completions made by hand, as this
        /// device would have saved them, under ids of its own.
        func practiseOffline(prefix: String, lessons: [String], days: [String]) throws {
            var sessions: [String] = [], completions: [String] = []
            for (index, day) in days.enumerated() {
                let lesson = lessons[index % lessons.count]
                sessions.append(#"{"id": "\#(prefix)-s\#(index)", "programID": "foundations", "lessonID": "\#(lesson)", "pattern": "3-5", "startedAt": "\#(day)T21:00:00+01:00", "endedAt": "\#(day)T21:02:00+01:00", "plannedSeconds": 120, "practicedSeconds": 120, "counted": true, "endReason": "finished"}"#)
                completions.append(#"{"id": "\#(prefix)-c\#(index)", "programID": "foundations", "lessonID": "\#(lesson)", "completedAt": "\#(day)T21:02:00+01:00", "sessionIDs": ["\#(prefix)-s\#(index)"]}"#)
            }
            let file = home + "/offline.json"
            try #"{"formatVersion": 1, "sessions": [\#(sessions.joined(separator: ","))], "completions": [\#(completions.joined(separator: ","))], "activations": []}"#.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try breathe(["import", file]).status == 0)
        }
    }

    func devices() throws -> (Device, Device, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-sync-\(UUID().uuidString)").path
        for folder in ["a", "b", "shared"] { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        return (Device(home: root + "/a"), Device(home: root + "/b"), root + "/shared")
    }

    /// Removes the folder `devices()` made, both homes and the shared folder in it.
    func removeDevices(_ shared: String) {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: shared).deletingLastPathComponent().path)
    }

    /// A real session on a device, in a terminal.
    func practise(_ device: Device) throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "2"], environment: ["HOME": device.home])
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test(arguments: [true, false])
    func aWeekOfflineOnTwoDevicesEndsTheSameOnBoth(aFirst: Bool) throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        try a.practiseOffline(prefix: "a", lessons: ["settle-in", "four-and-six", "slow-and-even"], days: ["2026-11-02", "2026-11-04", "2026-11-06"])
        try b.practiseOffline(prefix: "b", lessons: ["four-and-six", "settle-in"], days: ["2026-11-03", "2026-11-05"])
        try practise(a)
        try practise(b)
        let everything = try a.sessionIDs().union(try b.sessionIDs())
        #expect(everything.count == 7)

        let (first, second) = aFirst ? (a, b) : (b, a)
        let one = try first.breathe(["sync", "--folder", shared])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(unwrapped(one.stdout).contains("0 sessions received, 4 sent") || unwrapped(one.stdout).contains("0 sessions received, 3 sent"))
        let two = try second.breathe(["sync", "--folder", shared])
        #expect(unwrapped(two.stdout).contains("sessions received"))
        #expect(try first.breathe(["sync"]).status == 0)

        #expect(try a.sessionIDs() == everything)
        #expect(try b.sessionIDs() == everything)
        // Completion order is a timeline: the earliest completion of each lesson, the same on both.
        #expect(try a.completed() == ["settle-in", "four-and-six", "slow-and-even"])
        #expect(try b.completed() == a.completed())
        // Syncing again changes nothing.
        let again = try second.breathe(["sync"])
        #expect(unwrapped(again.stdout).contains("0 sessions received, 0 sent; no conflicts."))
    }

    @Test func settingsFollowTheLatestChangeKeyByKey() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        // A changes the threshold; B changes the mood check a little later.
        #expect(try a.breathe(["config", "threshold", "0.7"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(["config", "moodCheck", "true"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        let taken = try b.breathe(["sync"])
        #expect(unwrapped(taken.stdout).contains("settings taken from their latest change, here or on another device: threshold"))
        #expect(try a.breathe(["sync"]).status == 0)
        for device in [a, b] {
            #expect(try device.breathe(["config", "threshold"]).stdout == "0.7\n")
            #expect(try device.breathe(["config", "moodCheck"]).stdout == "true\n")
            // The sync folder itself stays each device's own.
            #expect(try device.breathe(["config", "syncFolder"]).stdout == shared + "\n")
        }
        // Then B sets the threshold again, later: its change wins everywhere.
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(["config", "threshold", "0.9"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.9\n")
    }

    /// Several changes of one setting within one second keep their order: the last is the
    /// value, a sync takes nothing "from another device" when there is none, and a second
    /// device gets the last one too. A tie of their second-long times was broken at random,
    /// and a sync put back 20 or 21 in eight tries of eight.
    @Test func changesWithinOneSecondKeepTheirOrder() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        for _ in 0..<3 {
            for volume in ["20", "21", "22"] { #expect(try a.breathe(["config", "volume", volume]).status == 0) }
            let synced = try a.breathe(["sync", "--folder", shared])
            #expect(synced.status == 0)
            #expect(!unwrapped(synced.stdout).contains("settings taken"), "\(synced.stdout)")
            #expect(try a.breathe(["config", "volume"]).stdout == "22\n")
        }
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "volume"]).stdout == "22\n")
    }

    /// A hand edit copied in with an old date (`cp -p` keeps the copy's, here a day back),
    /// right after a `config` of the same key, is this device's latest change: a sync keeps
    /// it and sends it. Dated by its modified time, it was taken for an old value, put back
    /// and said to come "from another device".
    @Test func aHandEditCopiedInWithAnOldDateIsKept() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "volume", "50"]).status == 0)
        let config = a.home + "/.config/breathe/config.json"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.contains("\"volume\" : 50"), "\(text)")
        let edited = a.home + "/edited.json"
        try text.replacingOccurrences(of: "\"volume\" : 50", with: "\"volume\" : 70")
            .write(toFile: edited, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-86_400)], ofItemAtPath: edited)
        #expect(try run("/bin/cp", ["-p", edited, config]).status == 0)
        let synced = try a.breathe(["sync"])
        #expect(synced.status == 0)
        #expect(!unwrapped(synced.stdout).contains("settings taken"), "\(synced.stdout)")
        #expect(try a.breathe(["config", "volume"]).stdout == "70\n")
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "volume"]).stdout == "70\n")
    }

    /// Hand edits right after `config`, twice: the second came after a change breathe had
    /// dated a second ahead (to keep the first edit after the change before it), and was
    /// reverted and said to come "from another device" (attack run 7). What breathe last
    /// wrote (config.json.synced) tells the edit apart, whatever the times.
    @Test func handEditsRightAfterConfigAreKept() throws {
        let (a, _, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        for (set, edited) in [("0.9", "0.7"), ("0.95", "0.85")] {
            #expect(try a.breathe(["config", "threshold", set]).status == 0)
            try a.editConfig("\"threshold\" : \(set)", "\"threshold\" : \(edited)")
            let synced = try a.breathe(["sync"])
            #expect(synced.status == 0)
            #expect(!unwrapped(synced.stdout).contains("settings taken"), "\(synced.stdout)")
            #expect(try a.breathe(["config", "threshold"]).stdout == edited + "\n")
        }
        // Edited back to what breathe wrote before the last edit: an edit too, kept (the
        // base was left at that value, and the sync put the edit before it back: attack
        // run 8). Then, with the base removed, after changes dated ahead of the clock.
        try a.editConfig("\"threshold\" : 0.85", "\"threshold\" : 0.95")
        let back = try a.breathe(["sync"])
        #expect(!unwrapped(back.stdout).contains("settings taken"), "\(back.stdout)")
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.95\n")
        for value in ["0.6", "0.65", "0.7", "0.75"] { #expect(try a.breathe(["config", "threshold", value]).status == 0) }
        try FileManager.default.removeItem(atPath: a.configFile + ".synced")
        try a.editConfig("\"threshold\" : 0.75", "\"threshold\" : 0.55")
        let unbased = try a.breathe(["sync"])
        #expect(!unwrapped(unbased.stdout).contains("settings taken"), "\(unbased.stdout)")
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.55\n")
    }

    /// A hand edit older than another device's change stays older when breathe writes
    /// config.json for something else: the write recorded it first, by its own time. Dated
    /// by the file's new time, it beat the newer change on every device (attack run 9).
    /// `sync --off` writes the file too.
    @Test(arguments: [["config", "language", "en"], ["sync", "--off"]])
    func anOldHandEditStaysOlderWhenBreatheWritesTheFile(write: [String]) throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        try b.editConfig("{", "{\n  \"volume\" : 50,")
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try a.breathe(["config", "volume", "70"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(write).status == 0)
        let taken = try b.breathe(["sync", "--folder", shared])
        #expect(unwrapped(taken.stdout).contains("settings taken from their latest change, here or on another device: volume"), "\(taken.stdout)")
        #expect(try a.breathe(["sync"]).status == 0)
        for device in [a, b] { #expect(try device.breathe(["config", "volume"]).stdout == "70\n") }
    }

    /// A hand edit older than a change an import brought stays older when `config` writes
    /// the file for another key: it is recorded by its own time, and the next sync takes
    /// the newer change. Left out, it took the write's time and won (attack run 10).
    @Test func anEditOlderThanAnImportedChangeStaysOlder() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "threshold", "0.9"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        try b.editConfig("\"threshold\" : 0.9", "\"threshold\" : 0.7")
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try a.breathe(["config", "threshold", "0.55"]).status == 0)
        let file = a.home + "/from-a.json"
        #expect(try a.breathe(["export", "--output", file]).status == 0)
        #expect(try b.breathe(["import", file]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(["config", "color", "false"]).status == 0)
        let synced = try b.breathe(["sync"])
        #expect(unwrapped(synced.stdout).contains("settings taken from their latest change, here or on another device: threshold"), "\(synced.stdout)")
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.55\n")
    }

    /// A synced key removed from config.json by hand is an edit back to the default: kept,
    /// and sent. It was put back and said to come "from another device" (attack run 10).
    @Test func aKeyRemovedByHandGoesBackToTheDefaultEverywhere() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "threshold", "0.6"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        var fields = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: a.configFile))) as? [String: Any])
        #expect(fields.removeValue(forKey: "threshold") != nil)
        try JSONSerialization.data(withJSONObject: fields).write(to: URL(fileURLWithPath: a.configFile))
        let synced = try a.breathe(["sync"])
        #expect(!unwrapped(synced.stdout).contains("settings taken"), "\(synced.stdout)")
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.8\n")
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.8\n")
    }

    /// A sync copy whose record reuses the id of this device's session for another one is
    /// kept aside, and the session here stays, in the store and in the copy written back
    /// (attack run 12: the copy's record was merged over it).
    @Test func aCopyReusingTheIdOfASessionHereTakesNothingAway() throws {
        let (a, _, shared) = try devices()
        defer { removeDevices(shared) }
        try practise(a)
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        let copy = shared + "/breathe-progress.json"
        var store = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: copy))) as? [String: Any])
        var sessions = try #require(store["sessions"] as? [[String: Any]])
        sessions[0]["pattern"] = "4-7-8"
        sessions[0]["practicedSeconds"] = 2
        store["sessions"] = sessions
        try JSONSerialization.data(withJSONObject: store).write(to: URL(fileURLWithPath: copy))
        let synced = try a.breathe(["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stderr.contains("is that of another record on this device, which is kept"), "\(synced.stderr)")
        let history = try #require(try a.json(["history", "--json"]) as? [[String: Any]])
        #expect(history.map { $0["pattern"] as? String } == ["0.5-0.5"], "\(history)")
        let written = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(written.contains("0.5-0.5") && !written.contains("4-7-8"))
    }

    /// `config` on a key already set records that value again, and nothing else: the key
    /// left out of the file for the write was taken for one removed by hand, and its
    /// default recorded before it (attack run 11).
    @Test func configOfAKeyAlreadySetRecordsNoDefault() throws {
        let (a, _, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "volume", "53"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try a.breathe(["config", "volume", "53"]).status == 0)
        let store = try #require(try a.json(["export"]) as? [String: Any])
        let changes = try #require(store["settingChanges"] as? [[String: Any]])
        #expect(changes.compactMap { $0["value"] as? String } == ["53", "53"], "\(changes)")
    }

    /// config.json removed whole, as breathe advises for one it cannot read, holds no
    /// edits: the next sync or `config` takes the settings from the store, and no device
    /// goes back to the defaults (attack run 11: every synced setting did, on both).
    @Test func aConfigFileRemovedWholeSendsNothingBackToItsDefault() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "threshold", "0.6"]).status == 0)
        #expect(try a.breathe(["config", "volume", "70"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.6\n")
        Thread.sleep(forTimeInterval: 1.1)
        try FileManager.default.removeItem(atPath: b.configFile)
        let again = try b.breathe(["sync", "--folder", shared])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.6\n")
        #expect(try b.breathe(["config", "volume"]).stdout == "70\n")
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.6\n")
        #expect(try a.breathe(["config", "volume"]).stdout == "70\n")
        // The same through `config`, which writes the file anew (without the folder, which
        // is this device's and went with the file).
        try FileManager.default.removeItem(atPath: b.configFile)
        #expect(try b.breathe(["config", "leadIn", "5"]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try a.breathe(["config", "threshold"]).stdout == "0.6\n")
    }

    /// A `config` whose record the store could not take (here a store of a newer breathe,
    /// put back after) is still this device's latest word: the sync keeps it, as the
    /// message promised. The base was left at that value, breathe's from before, and the
    /// sync put the other device's older value back (attack run 9).
    @Test func aChangeWhoseRecordCouldNotBeKeptStillWins() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "threshold", "0.9"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "threshold", "0.6"]).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.6\n")
        let store = b.home + "/.local/share/breathe/progress.json"
        let kept = try Data(contentsOf: URL(fileURLWithPath: store))
        try Data(#"{"formatVersion": 99}"#.utf8).write(to: URL(fileURLWithPath: store))
        Thread.sleep(forTimeInterval: 1.1)
        let unrecorded = try b.breathe(["config", "threshold", "0.9"])
        #expect(unrecorded.stderr.contains("the next sync dates it"), "\(unrecorded.stderr)")
        try kept.write(to: URL(fileURLWithPath: store))
        let synced = try b.breathe(["sync"])
        #expect(!unwrapped(synced.stdout).contains("settings taken"), "\(synced.stdout)")
        #expect(try b.breathe(["config", "threshold"]).stdout == "0.9\n")
    }

    /// config.json.synced is breathe's own file: a link there is replaced, and the file it
    /// led to is left as it was (it was overwritten: attack run 9).
    @Test func aLinkInPlaceOfTheBaseIsNeverWrittenThrough() throws {
        let (a, _, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        let base = a.home + "/.config/breathe/config.json.synced", notes = a.home + "/notes.txt"
        try? FileManager.default.removeItem(atPath: base)
        try "my notes\n".write(toFile: notes, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: base, withDestinationPath: notes)
        #expect(try a.breathe(["config", "volume", "44"]).status == 0)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        #expect(try FileManager.default.attributesOfItem(atPath: base)[.type] as? FileAttributeType == .typeRegular)
    }

    /// Settings that a sync cannot write into config.json are not said to be taken, and
    /// the sync fails (status 1): it said "settings taken from another device" and exited 0
    /// with the old value still in place. The next sync takes them.
    @Test func settingsThatCannotBeWrittenAreNotSaidToBeTaken() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "volume", "77"]).status == 0)
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        // B's sync renames its backup, its store, its status summary, then config.json.
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = b.home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        let failed = try run("/usr/bin/strace", ["-f", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:error=EIO:when=4",
                                                 try breatheBinary(), "sync"], environment: environment)
        #expect(failed.status == 1, "\(failed.stdout) \(failed.stderr)")
        #expect(failed.stderr.contains("settings from another device could not be written"), "\(failed.stderr)")
        #expect(!unwrapped(failed.stdout).contains("settings taken"), "\(failed.stdout)")
        #expect(try b.breathe(["config", "volume"]).stdout == "30\n")
        let again = try b.breathe(["sync"])
        #expect(unwrapped(again.stdout).contains("settings taken from their latest change, here or on another device: volume"))
        #expect(try b.breathe(["config", "volume"]).stdout == "77\n")
    }

    /// A change keeps the time it was made, whatever writes config.json later: A's older
    /// threshold was stamped when A's `sync --folder` (or a change to a setting that does
    /// not travel) wrote the file, and beat B's newer one on both devices.
    @Test(arguments: [["sync", "--folder", "SHARED"], ["config", "language", "en"]])
    func aLaterWriteOfConfigDoesNotMakeAnOlderChangeNewer(later: [String]) throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["config", "threshold", "0.7"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(["config", "threshold", "0.9"]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        if later[0] == "config" {
            #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
            Thread.sleep(forTimeInterval: 1.1)
        }
        #expect(try a.breathe(later.map { $0 == "SHARED" ? shared : $0 }).status == 0)
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        for device in [a, b] { #expect(try device.breathe(["config", "threshold"]).stdout == "0.9\n") }
    }

    /// A newer setting brought by an import is what the next sync applies, as the import
    /// says: config.json's older value was stamped with the sync's time and beat it, on this
    /// device and then on every other.
    @Test func aNewerSettingFromAnImportIsTheOneSyncApplies() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        #expect(try a.breathe(["config", "volume", "50"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try b.breathe(["config", "volume", "90"]).status == 0)
        let file = a.home + "/from-b.json"
        #expect(try b.breathe(["export", "--output", file]).status == 0)
        let imported = try a.breathe(["import", file])
        #expect(unwrapped(imported.stdout).contains("changes to 1 setting (volume)"), "\(imported.stdout)")
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try a.breathe(["config", "volume"]).stdout == "90\n")
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["config", "volume"]).stdout == "90\n")
    }

    /// A change whose time the store cannot take is still made, and says what the next
    /// sync will date it by.
    @Test func aChangeWhoseTimeCannotBeKeptIsStillMade() throws {
        let home = try TestHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        #expect(mkfifo(home.store, 0o600) == 0)
        let result = try home.breathe(["config", "threshold", "0.7"])
        #expect(result.status == 0)
        #expect(result.stdout == "threshold = 0.7\n")
        #expect(unwrapped(result.stderr).contains("the change is in config.json, but when it was made could not be kept "
            + "for sync (" + home.store + " is a FIFO (named pipe), not a file"), "\(result.stderr)")
        #expect(try home.breathe(["config", "threshold"]).stdout == "0.7\n")
    }

    @Test func aCorruptOrNewerFolderCopyIsNeverOverwritten() throws {
        let (a, _, shared) = try devices()
        defer { removeDevices(shared) }
        try practise(a)
        let copy = shared + "/breathe-progress.json"
        for content in ["{ not json", #"{"formatVersion": 5, "sessions": []}"#] {
            try content.write(toFile: copy, atomically: true, encoding: .utf8)
            let result = try a.breathe(["sync", "--folder", shared])
            #expect(result.status == 1)
            #expect(result.stderr.contains("left untouched"))
            #expect(try String(contentsOfFile: copy, encoding: .utf8) == content)
            #expect(try a.sessionIDs().count == 1)
        }
    }

    @Test func aSyncKilledAtAnyRenameLeavesBothSidesValid() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        try a.practiseOffline(prefix: "a", lessons: ["settle-in"], days: ["2026-11-02"])
        try b.practiseOffline(prefix: "b", lessons: ["four-and-six"], days: ["2026-11-03"])
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        #expect(try b.breathe(["sync", "--folder", shared]).status == 0)
        try a.practiseOffline(prefix: "a2", lessons: ["slow-and-even"], days: ["2026-11-04"])
        // The next sync of A renames the backup, its store and the folder's copy: kill at each.
        for occurrence in 1...3 {
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = a.home
            let killed = try run("/usr/bin/strace", ["-f", "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:signal=SIGKILL:when=\(occurrence)", try breatheBinary(), "sync"], environment: environment)
            #expect(killed.status == 128 + 9)
            for file in [a.home + "/.local/share/breathe/progress.json", shared + "/breathe-progress.json"] {
                let data = try Data(contentsOf: URL(fileURLWithPath: file))
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(file) does not parse after a kill at rename #\(occurrence)")
            }
        }
        #expect(try a.breathe(["sync"]).status == 0)
        #expect(try b.breathe(["sync"]).status == 0)
        #expect(try a.sessionIDs() == b.sessionIDs())
        #expect(try a.sessionIDs().count == 3)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: shared)).contains { $0.hasSuffix(".tmp") })
    }

    /// A program chosen on another device and brought in by an import or a sync is said,
    /// by its title, in the person's language: it changed what `breathe` opens on without a
    /// word.
    @Test func anActiveProgramFromAnotherDeviceIsSaid() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        let file = shared + "/chosen.json"
        try #"{"formatVersion": 1, "sessions": [], "completions": [], "activations": [{"id": "act-1", "programID": "sleep-478", "at": "2026-11-02T21:00:00+01:00"}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try a.breathe(["import", file])
        #expect(unwrapped(imported.stdout).contains("The active program is now 4-7-8 for sleep, the latest choice in the imported file."), "\(imported.stdout)")
        // The same file again changes nothing, and says nothing of it.
        #expect(!(try a.breathe(["import", file])).stdout.contains("active program"))
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        let synced = try b.breathe(["sync", "--folder", shared, "--lang", "zh-Hans"])
        #expect(unwrapped(synced.stdout).contains("当前课程现在是《"), "\(synced.stdout)")
        #expect(!(try a.breathe(["sync"])).stdout.contains("active program"))
    }

    /// Each device continued the same first part of "Settle in" (120 s, 96 s to count):
    /// 50 s, then 30 s on one and 30 s on the other. Neither was enough alone; together,
    /// once synced, the lesson is complete on both, and the sync says so.
    @Test func partsContinuedOnTwoDevicesAddUpOnceSynced() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        func part(_ id: String, _ minute: Int, _ seconds: Int, continues: String?) -> String {
            let link = continues.map { #", "continues": "\#($0)""# } ?? ""
            return #"{"id": "\#(id)", "programID": "foundations", "lessonID": "settle-in", "pattern": "3-5", "startedAt": "2026-11-02T21:\#(minute):00+01:00", "endedAt": "2026-11-02T21:\#(minute):\#(seconds)+01:00", "plannedSeconds": 120, "practicedSeconds": \#(seconds), "counted": false, "endReason": "quit"\#(link)}"#
        }
        let activation = #"{"id": "act", "programID": "foundations", "at": "2026-11-02T20:00:00+01:00"}"#
        for (device, second) in [(a, part("p2a", 20, 30, continues: "p1")), (b, part("p2b", 30, 30, continues: "p1"))] {
            let file = device.home + "/parts.json"
            try #"{"formatVersion": 1, "sessions": [\#(part("p1", 10, 50, continues: nil)), \#(second)], "completions": [], "activations": [\#(activation)]}"#
                .write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try device.breathe(["import", file]).status == 0)
            #expect(try device.completed().isEmpty)
        }
        #expect(try a.breathe(["sync", "--folder", shared]).status == 0)
        let synced = try b.breathe(["sync", "--folder", shared])
        #expect(unwrapped(synced.stdout).contains("Parts of one attempt added up and completed Settle in."), "\(synced.stdout)")
        #expect(try b.completed().contains("settle-in"))
        // Each branch's line says it counted: together they completed the lesson.
        let history = try b.breathe(["history"]).stdout
        #expect(history.contains("counted") && !history.contains("not counted"), "\(history)")
        let back = try a.breathe(["sync"])
        #expect(!back.stdout.contains("added up"), "\(back.stdout)")
        #expect(try a.completed().contains("settle-in"))
    }

    @Test func exportAndImport() throws {
        let (a, b, shared) = try devices()
        defer { removeDevices(shared) }
        try a.practiseOffline(prefix: "a", lessons: ["settle-in", "four-and-six"], days: ["2026-11-02", "2026-11-03"])
        let file = shared + "/export.json"
        #expect(try a.breathe(["export", "--output", file]).status == 0)
        let first = try b.breathe(["import", file])
        #expect(unwrapped(first.stdout).contains("2 new sessions, 0 already here"))
        let second = try b.breathe(["import", file])
        #expect(unwrapped(second.stdout).contains("0 new sessions, 2 already here"))
        #expect(try b.sessionIDs() == a.sessionIDs())
        let csv = try a.breathe(["export", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds\r\n"))
        #expect(csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 3)
        #expect(try a.breathe(["export", "--format", "xml"]).status == 2)
        let bad = try b.breathe(["import", shared + "/missing.json"])
        #expect(bad.status == 1)
    }
}
