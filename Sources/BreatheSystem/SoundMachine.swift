import BreatheCore

/// What this machine offers for sound: the players and speech tools on PATH, and whether
/// breathe runs over SSH.
public enum SoundMachine {
    public static func detect(_ environment: (String) -> String? = Environment.value) -> (machine: SoundChoice.Machine, paths: [String: String]) {
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
        return (SoundChoice.Machine(players: found(SoundTool.players), speakers: found(SoundTool.speakers), overSSH: overSSH), paths)
    }
}
