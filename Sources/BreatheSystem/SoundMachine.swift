import BreatheCore

/// What this machine offers for sound: the players and speech tools on PATH, and whether
/// breathe runs over SSH.
public enum SoundMachine {
    /// With `voiceFor` (the voice was asked for, in a language other than English), each
    /// speech tool found is asked whether it has a voice for it; one without is set apart
    /// (`speakersWithoutVoice`), for the choice to say so and sound otherwise.
    public static func detect(
        _ environment: (String) -> String? = Environment.value,
        voiceFor language: Language? = nil) -> (machine: SoundChoice.Machine, paths: [String: String]) {
        let path = environment("PATH")
        var paths: [String: String] = [:]
        func found(_ tools: [SoundTool]) -> [SoundTool] {
            tools.filter { tool in
                guard let file = DetachedProcess.find(tool.name, path: path) else { return false }
                paths[tool.name] = file
                return true
            }
        }
        let overSSH = [environment("SSH_CONNECTION"), environment("SSH_TTY")].contains { !($0 ?? "").isEmpty }
        var speakers = found(SoundTool.speakers), withoutVoice: [SoundTool] = []
        if let language, language.rules.voice != nil {
            withoutVoice = speakers.filter { !VoiceCheck.has($0, at: paths[$0.name] ?? $0.name, for: language) }
            speakers.removeAll { withoutVoice.contains($0) }
        }
        return (
            SoundChoice.Machine(
                players: found(SoundTool.players), speakers: speakers, overSSH: overSSH,
                speakersWithoutVoice: withoutVoice),
            paths)
    }
}
