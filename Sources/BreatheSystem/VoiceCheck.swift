import BreatheCore

/// Whether a speech tool has a voice for the person's language, asked of the tool itself
/// (`spd-say -L`, `espeak-ng --voices=cmn`) before a session. A Chinese voice is often
/// not installed, and a tool without one reads Chinese as noise or not at all: the tones
/// or the bell are better. A tool that cannot be asked in time (speech-dispatcher slow to
/// start) is taken to have the voice, as before the question was asked.
enum VoiceCheck {
    /// How long one tool may take to answer.
    static let timeout = 1.0

    /// False only when the tool answered and named no voice for `language`.
    static func has(_ tool: SoundTool, at path: String, for language: Language) -> Bool {
        guard let arguments = tool.voiceListArguments(language) else { return true }
        guard let listing = DetachedProcess.output(of: path, arguments: [tool.name] + arguments, within: timeout)
        else { return true }
        return SoundTool.hasVoice(in: listing, for: language)
    }
}
