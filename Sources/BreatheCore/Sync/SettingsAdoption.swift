import FoundationEssentials

/// How settings travel with sync: last writer wins, key by key.
///
/// A key of config.json whose value differs from the synced one was changed on this
/// device: it becomes a change, stamped with the time the file was changed. After the
/// merge, the latest change of each key is the value every device writes to its
/// config.json. Only settings breathe syncs take part, and only values config.json would
/// accept are ever written into it.
public enum SettingsAdoption {
    /// The changes this device adds before a sync: one for each synced key whose value in
    /// config.json is not the synced value.
    public static func localChanges(
        config: [String: JSONValue], synced: [SettingChange], at time: LocalTimestamp,
        makeID: MakeID) -> [SettingChange] {
        let known = SettingChange.effective(synced)
        return Settings.syncedKeys.compactMap { key in
            guard let value = config[key]?.compactText, known[key] != value else { return nil }
            return SettingChange(id: makeID(), key: key, value: value, at: time)
        }
    }

    /// What config.json takes from the merged changes: each synced key whose latest value
    /// differs from the file's and is one config.json accepts.
    public static func adoptions(from changes: [SettingChange], config: [String: JSONValue]) -> [String: JSONValue] {
        var adopted: [String: JSONValue] = [:]
        for (key, value) in SettingChange.effective(changes) {
            guard let declaration = Settings.declaration(for: key), declaration.synced,
                  config[key]?.compactText != value,
                  let parsed = try? JSONValue.parse(Data(value.utf8)),
                      declaration.problem(parsed) == nil else { continue }
            adopted[key] = parsed
        }
        return adopted
    }

    /// The time that stamps a change of config.json: the file's, unless it is one a change
    /// may not carry (in the future, before 2000), when it is now.
    public static func changeTime(modified: Int64?, now: LocalTimestamp) -> Int64 {
        guard let modified,
              (FieldLimits.earliestInstant...now.secondsSince1970).contains(modified) else {
                  return now.secondsSince1970
              }
        return modified
    }
}
