/// How phases are marked for someone who is not looking at the screen. Off by default:
/// a terminal program stays quiet until it is asked to make a sound.
public enum SoundMode: String, Sendable, Equatable, CaseIterable {
    case off
    /// Soft generated tones: a rising glide in, a falling glide out, a chime on holds.
    case tone
    /// The phase names spoken by the speech tools already on the machine.
    case voice
    /// The terminal bell: once for in and holds, twice for out.
    case bell

    /// A mode as typed (any case), or nil.
    public static func parse(_ text: String) -> SoundMode? {
        SoundMode(rawValue: text.lowercased())
    }
}
