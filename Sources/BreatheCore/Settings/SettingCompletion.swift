/// The words a setting's value may be completed with (`breathe config sound <TAB>`): the
/// modes of sound, true and false for a switch, none for the sync folder; nothing for a
/// number, which has no short list.
public enum SettingCompletion {
    public static func words(for key: String) -> [String] {
        switch key {
        case "sound": return SoundMode.allCases.map(\.rawValue)
        case "syncFolder": return ["none"]
        default:
            let value = Settings().text(of: key)
            return value == "true" || value == "false" ? ["true", "false"] : []
        }
    }
}
