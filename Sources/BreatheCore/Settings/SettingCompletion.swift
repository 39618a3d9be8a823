/// The words a setting's value may be completed with (`breathe config sound <TAB>`), as
/// its declaration gives them: the modes of sound, true and false for a switch, none for
/// the sync folder; nothing for a number, which has no short list.
public enum SettingCompletion {
    public static func words(for key: String) -> [String] {
        Settings.declaration(for: key)?.completionWords ?? []
    }
}
