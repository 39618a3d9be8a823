import FoundationEssentials
import Testing
@testable import BreatheCore

/// The rules of settings adoption and journal recovery, in the core where they are tested
/// without files.
@Suite struct SyncRulesTests {
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00Z")!

    @Test func aSettingEditedHereBecomesAChange() {
        let synced = [SettingChange(id: "k1", key: "threshold", value: "0.9", at: LocalTimestamp(iso8601: "2026-11-01T00:00:00Z")!)]
        // soundOverSSH stays on its device, as syncFolder does.
        let config: [String: JSONValue] = ["threshold": .number(0.7), "sound": .string("tone"), "soundOverSSH": .bool(true), "syncFolder": .string("/s"), "unknown": .number(1)]
        let changes = SettingsAdoption.localChanges(config: config, synced: synced, at: Self.now, now: Self.now, makeID: newRecordID)
        #expect(Set(changes.map(\.key)) == ["threshold", "sound"])
        #expect(changes.first { $0.key == "threshold" }?.value == "0.7")
        #expect(changes.allSatisfy { $0.at == Self.now })
        // Nothing adopted when the file says what sync says, however the value was spelled.
        let spelledOtherwise = [SettingChange(id: "k1", key: "threshold", value: "9e-1", at: synced[0].at)]
        #expect(SettingsAdoption.adoptions(from: spelledOtherwise, config: ["threshold": .number(0.9)]).isEmpty)
        // Nothing new when the file says what sync says, however the value was spelled.
        for spelled in ["0.9", "9e-1", "0.90", "9E-1"] {
            let other = [SettingChange(id: "k1", key: "threshold", value: spelled, at: synced[0].at)]
            #expect(SettingsAdoption.localChanges(config: ["threshold": .number(0.9)], synced: other, at: Self.now, now: Self.now, makeID: newRecordID).isEmpty, "\(spelled)")
        }
        #expect(SettingsAdoption.localChanges(config: ["threshold": .number(0.9)], synced: synced, at: Self.now, now: Self.now, makeID: newRecordID).isEmpty)
        // A value config.json held before the latest change (one an import brought) is not a
        // change of this device's: stamped now, it beat the newer value everywhere.
        let older = LocalTimestamp(iso8601: "2026-10-31T00:00:00Z")!
        #expect(SettingsAdoption.localChanges(config: ["threshold": .number(0.7)], synced: synced, at: older, now: Self.now, makeID: newRecordID).isEmpty)
        // One changed by hand in the same second as the latest change is this device's, and
        // comes after it: it was reverted, said as taken from another device.
        let sameSecond = SettingsAdoption.localChanges(
            config: ["threshold": .number(0.7)], synced: synced, at: synced[0].at, now: Self.now, makeID: newRecordID)
        #expect(sameSecond.map(\.value) == ["0.7"])
        #expect(sameSecond.first?.at.secondsSince1970 == synced[0].at.secondsSince1970 + 1)
        #expect(SettingChange.effective(synced + sameSecond)["threshold"] == "0.7")
    }

    /// What breathe last wrote (the base) tells a hand edit from a value a newer change has
    /// yet to replace, whatever the times: each row is the file, the base and whether the
    /// store holds a change with the base's value (a base it does not is not trusted), the
    /// latest change, the file's time, and whether the file's value is a change of this
    /// device. The sync runs two minutes after `now`.
    @Test(arguments: [
        // Edited after breathe wrote the latest, which a fast clock dated 5 h ahead: kept.
        ("0.7", ("0.6", true), ("0.6", 5 * 3600), -60, true),
        // Edited a second after a change breathe dated a second ahead: kept.
        ("0.85", ("0.95", true), ("0.95", 2), 0, true),
        // The file still holds the base; an import brought a newer change: adopt it.
        ("0.6", ("0.6", true), ("0.9", 60), 0, false),
        // Edited before a newer change an import brought: that change replaces it.
        ("0.7", ("0.6", true), ("0.9", 60), 0, false),
        // Edited after a change an import brought: kept.
        ("0.7", ("0.6", true), ("0.9", -60), 0, true),
        // No base to trust, the latest change dated ahead of the clock: the edit is kept.
        ("0.7", ("0.8", false), ("0.9", 5 * 3600), 0, true),
        // A base saying the edited value, with no change of that value: not trusted; the
        // edit came after the latest change, and is kept.
        ("0.7", ("0.7", false), ("0.9", -60), 0, true),
    ] as [(String, (String, Bool), (String, Int64), Int64, Bool)])
    func theBaseTellsAHandEditFromAnOldValue(
        file: String, base: (value: String, known: Bool), latest: (value: String, secondsAhead: Int64), fileAt: Int64,
        isEdit: Bool) throws {
        var synced = [SettingChange(
            id: "k1", key: "threshold", value: latest.value, at: Self.now.adding(seconds: latest.secondsAhead))]
        if base.known {
            synced.append(SettingChange(id: "k0", key: "threshold", value: base.value, at: Self.now.adding(seconds: -3600)))
        }
        let changes = SettingsAdoption.localChanges(
            config: ["threshold": try JSONValue.parse(Data(file.utf8))],
            base: ["threshold": try JSONValue.parse(Data(base.value.utf8))], synced: synced,
            at: Self.now.adding(seconds: fileAt), now: Self.now.adding(seconds: 120), makeID: newRecordID)
        #expect(changes.map(\.value) == (isEdit ? [file] : []))
        if isEdit { #expect(SettingChange.effective(synced + changes)["threshold"] == file) }
    }

    /// A change made here comes after every one this device knows, even one a fast clock
    /// dated ahead of now; otherwise it is dated now.
    @Test func aChangeMadeHereComesAfterEveryKnownOne() {
        let ahead = Self.now.adding(seconds: 5 * 3600)
        let known = [
            SettingChange(id: "k1", key: "threshold", value: "0.9", at: ahead),
            SettingChange(id: "k2", key: "volume", value: "0.5", at: Self.now.adding(seconds: -60)),
        ]
        let made = SettingsAdoption.changesMade(
            ["threshold": .number(0.7), "volume": .number(0.8)], at: Self.now, after: known, makeID: newRecordID)
        #expect(made.first { $0.key == "threshold" }?.at.secondsSince1970 == ahead.secondsSince1970 + 1)
        #expect(made.first { $0.key == "volume" }?.at == Self.now)
        let effective = SettingChange.effective(known + made)
        #expect(effective["threshold"] == "0.7" && effective["volume"] == "0.8")
        #expect(RecordTime.stamp(Self.now, after: nil) == Self.now)
        #expect(RecordTime.stamp(Self.now, after: Self.now).secondsSince1970 == Self.now.secondsSince1970 + 1)
        #expect(RecordTime.stamp(Self.now, after: Self.now.adding(seconds: -1)) == Self.now)
    }

    @Test func onlyValuesConfigAcceptsAreAdopted() {
        let at = LocalTimestamp(iso8601: "2026-11-01T00:00:00Z")!
        let changes = [
            SettingChange(id: "a", key: "threshold", value: "0.6", at: at),
            SettingChange(id: "b", key: "sound", value: "\"bell\"", at: at),
            SettingChange(id: "c", key: "freezeMax", value: "99", at: at),
            SettingChange(id: "d", key: "laterSetting", value: "1", at: at),
        ]
        let adopted = SettingsAdoption.adoptions(from: changes, config: ["sound": .string("bell")])
        #expect(adopted == ["threshold": .number(0.6)])
    }

    @Test func theFilesTimeStampsAChangeUnlessItCannot() {
        #expect(SettingsAdoption.changeTime(changed: Self.now.secondsSince1970 - 60, now: Self.now) == Self.now.secondsSince1970 - 60)
        #expect(SettingsAdoption.changeTime(changed: Self.now.secondsSince1970 + 86_400 * 365, now: Self.now) == Self.now.secondsSince1970)
        #expect(SettingsAdoption.changeTime(changed: 0, now: Self.now) == Self.now.secondsSince1970)
        #expect(SettingsAdoption.changeTime(changed: nil, now: Self.now) == Self.now.secondsSince1970)
    }

    /// A session that moved to the fallback mid-way left two journals: the furthest is
    /// the session, saved once.
    @Test func theFurthestJournalOfASessionIsTheOneRecorded() {
        let start = LocalTimestamp(iso8601: "2026-11-30T21:00:00Z")!
        var early = JournalEntry(sessionID: "s1", programID: nil, lessonID: nil, pattern: "box", startedAt: start, plannedSeconds: 64)
        early.practicedSeconds = 10
        var ended = early
        ended.practicedSeconds = 30
        ended.endReason = .quit
        var later = early
        later.practicedSeconds = 40
        // Long enough to keep (`TooShortToKeep`): this test is about which journal is the session.
        var other = JournalEntry(sessionID: "s0", programID: nil, lessonID: nil, pattern: "box", startedAt: start.adding(seconds: 100), plannedSeconds: 64)
        other.practicedSeconds = 20
        for entries in [[early, ended, other, later], [later, other, ended, early]] {
            var store = ProgressStore()
            let chosen = JournalRecoveryRule.record(entries, into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID)
            #expect(chosen.map(\.sessionID) == ["s1", "s0"])
            #expect(store.sessions.count == 2)
            #expect(store.session(id: "s1")?.endReason == .quit)
            #expect(store.session(id: "s1")?.practicedSeconds == 30)
        }
    }
}
