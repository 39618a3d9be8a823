import BreatheCore
import BreatheSystem
import BreatheTUI

/// What the command line chooses once, in `Command.main`, before any command runs, and
/// hands down to every command: the environment's one reader, the locale adopted (and
/// from it the glyphs), the language and the width of printed prose.
struct Invocation {
    /// The environment variables, read by `Environment.value` and nothing else.
    let environment: @Sendable (String) -> String?
    /// What the terminal can show: braille and "�", or ASCII and "?".
    let glyphs: GlyphSet
    /// The language of everything this command says.
    let words: Words
    /// How wide printed prose may be (`OutputWidth.ofStdout`): notes, summaries and
    /// descriptions wrap to it; records (a history line, a CSV row) stay one line each.
    let width: Int

    /// Adopts the locale (`TerminalLocale.adopt`: ncursesw needs it before the screen
    /// opens) and chooses the language: `--lang`, then the setting `language`, then the
    /// environment (`Language.chosen`). It is chosen before the line is parsed, so usage
    /// errors are in that language too; settings that cannot be read leave the
    /// environment's choice, and are reported by the commands that use them.
    static func read(
        arguments: [String], environment: @escaping @Sendable (String) -> String? = Environment.value) -> Invocation {
        let glyphs = TerminalLocale.adopt(environment: environment)
        let option = Language.option(in: arguments) ?? nil
        let setting = option == nil ? (try? Locations.fromEnvironment(environment)).flatMap {
            try? UserFiles.settings(at: $0)
        }?.language : nil
        let words = Words(Language.chosen(option: option, setting: setting, environment: environment))
        return Invocation(
            environment: environment, glyphs: glyphs, words: words,
            width: OutputWidth.ofStdout(environment: environment))
    }

    /// NO_COLOR (https://no-color.org): present and not empty means no colour.
    var wantsNoColor: Bool { !(environment("NO_COLOR") ?? "").isEmpty }
}
