import BreatheCore
import BreatheSystem

/// The language of everything this command says, chosen once: `--lang`, then the setting
/// `language`, then the environment (`Language.chosen`). Read before the line is parsed,
/// so its usage errors are in that language too; settings that cannot be read leave the
/// environment's choice, and are reported by the commands that use them.
let words: Words = {
    let option = Language.option(in: Array(CommandLine.arguments.dropFirst())) ?? nil
    let setting = option == nil ? (try? Locations.fromEnvironment()).flatMap { try? UserFiles.settings(at: $0) }?.language : nil
    return Words(Language.chosen(option: option, setting: setting, environment: Environment.value))
}()
