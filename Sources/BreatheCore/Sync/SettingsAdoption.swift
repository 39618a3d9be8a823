import FoundationEssentials

/// How settings travel with sync: last writer wins, key by key.
///
/// A change breathe makes to config.json is recorded in the store as it is made
/// (`changesMade`). A key whose value still differs from the synced one at a sync was
/// changed by hand: it becomes a change, stamped with the time the file last changed (its
/// status-change time, which a copy dated back or `touch` cannot set back). After the
/// merge, the latest change of each key is the value every device writes to its
/// config.json. Only settings breathe syncs take part, and only values config.json would
/// accept are ever written into it.
public enum SettingsAdoption {
    /// The changes this device adds before a sync: one for each synced key whose value in
    /// config.json is not the synced value and was changed by hand. `base` is what breathe
    /// last wrote into the file or found there at the end of a sync (`config.json.synced`),
    /// trusted for a key only when the store holds a change with that value:
    /// - the file still holds the base: no edit, and the synced value, newer, is the one to
    ///   adopt (an import brought it);
    /// - the base is the latest change, and the file differs: an edit made after it, which
    ///   comes after it too, however far ahead of the clock that change was dated (a fast
    ///   clock elsewhere, or a second added to keep changes in order);
    /// - otherwise by times: an edit made (`time`, the file's) before the latest change is
    ///   that change's to replace (an import brought it); one made in the same second or
    ///   after it, or while the latest change is dated ahead of `now`, comes after it.
    ///
    /// `keepingOlder` (a `config` about to write the file, and so to give it a new time):
    /// an edit older than the latest change is recorded too, by its own time, so that it
    /// still loses to that change after the write. Left out, it took the write's time at
    /// the next sync and beat a newer change an import had brought (attack run 10).
    public static func localChanges(
        config: [String: JSONValue], base: [String: JSONValue]? = nil, synced: [SettingChange],
        at time: LocalTimestamp, now: LocalTimestamp, keepingOlder: Bool = false, makeID: MakeID) -> [SettingChange] {
        let latest = SettingChange.latest(synced)
        return Settings.syncedKeys.compactMap { key in
            let written = base?[key].flatMap { base in
                synced.contains { $0.key == key && same($0.value, base) } ? base : nil
            }
            // A key removed by hand after breathe wrote it is an edit back to the default: it
            // was put back, said to come from another device (attack run 10).
            guard let value = config[key] ?? written.flatMap({ _ in defaultValue(of: key) }),
                  !(latest[key].map { same($0.value, value) } ?? false) else { return nil }
            if written == value { return nil }
            if let change = latest[key], !(written.map { same(change.value, $0) } ?? false),
               change.at.secondsSince1970 > time.secondsSince1970,
               change.at.secondsSince1970 <= now.secondsSince1970 {
                return keepingOlder ? SettingChange(id: makeID(), key: key, value: value.compactText, at: time) : nil
            }
            return SettingChange(
                id: makeID(), key: key, value: value.compactText, at: RecordTime.stamp(time, after: latest[key]?.at))
        }
    }

    /// The changes breathe itself makes to config.json (`config KEY VALUE`, `pace` keeping
    /// a rate), as records stamped now: saved in the store at once, so that a sync stamps
    /// each by when it was made. Stamped by config.json's time at the sync, a change lost to
    /// an older one made on another device whenever anything wrote the file in between.
    /// Each comes after every change of its key in `synced` (`RecordTime`).
    public static func changesMade(
        _ values: [String: JSONValue], at time: LocalTimestamp, after synced: [SettingChange],
        makeID: MakeID) -> [SettingChange] {
        let latest = SettingChange.latest(synced)
        return values.keys.sorted().compactMap { key in
            guard Settings.syncedKeys.contains(key), let value = values[key] else { return nil }
            return SettingChange(
                id: makeID(), key: key, value: value.compactText, at: RecordTime.stamp(time, after: latest[key]?.at))
        }
    }

    /// Whether a change's value, as JSON text, is `value`: "1e0", "1.0" and "1" are one
    /// number. Compared as text, a value another device wrote "1e0" (config.json then says 1)
    /// looked edited by hand here, and the edit nobody made beat a real change (attack run
    /// 14).
    static func same(_ text: String, _ value: JSONValue) -> Bool {
        (try? JSONValue.parse(Data(text.utf8))) == value
    }

    /// A setting's default as config.json would hold it; nil for none.
    static func defaultValue(of key: String) -> JSONValue? {
        Settings.declaration(for: key)?.jsonValue(in: Settings())
    }

    /// What config.json takes from the merged changes: each synced key whose latest value
    /// differs from the file's (a key left out holds its default) and is one config.json
    /// accepts.
    public static func adoptions(from changes: [SettingChange], config: [String: JSONValue]) -> [String: JSONValue] {
        var adopted: [String: JSONValue] = [:]
        for (key, value) in SettingChange.effective(changes) {
            guard let declaration = Settings.declaration(for: key), declaration.synced,
                  !((config[key] ?? defaultValue(of: key)).map { same(value, $0) } ?? false),
                  let parsed = try? JSONValue.parse(Data(value.utf8)),
                      declaration.problem(parsed) == nil else { continue }
            adopted[key] = parsed
        }
        return adopted
    }

    /// The time that stamps a change of config.json: the file's, unless it is one a change
    /// may not carry (in the future, before 2000), when it is now.
    public static func changeTime(changed: Int64?, now: LocalTimestamp) -> Int64 {
        guard let changed,
              (FieldLimits.earliestInstant...now.secondsSince1970).contains(changed) else {
                  return now.secondsSince1970
              }
        return changed
    }
}
