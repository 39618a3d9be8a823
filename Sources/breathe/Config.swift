import BreatheCore
import BreatheSystem

/// `breathe config`: every setting with its value, the default beside a changed one (`--json`: for scripts);
/// `breathe config KEY VALUE` sets one, validated exactly as breathe reads the file. The
/// decisions are `ConfigCommand.plan`'s; this loads config.json, writes the change and
/// prints.
enum Config {
    static func run(key: String?, value: String?, json: Bool, _ invocation: Invocation) -> Int32 {
        let words = invocation.words
        guard let locations = try? Locations.fromEnvironment(invocation.environment) else {
            printError(words(.homeNotSet))
            return ExitStatus.failure
        }
        let loaded = Result { () throws(SettingsError) in try UserFiles.settings(at: locations) }
        let plan = ConfigCommand.plan(arguments: [key, value].compactMap {
            $0
        }, loaded: loaded, configFile: locations.configFile, words: words, width: invocation.width, json: json,
            withoutEffect: key == nil && !json ? UserFiles.settingKeysWithoutEffect(at: locations) : [])
        switch plan {
        case .show(let lines):
            lines.forEach(say)
        case .showJSON(let document):
            return printJSON(document, words: words)
        case .change(let change, let lines):
            // A sync folder set here meets the rule `breathe sync --folder` applies
            // (a real folder, outside breathe's own folders, /dev, /proc and /sys).
            if change.key == SettingDeclaration.syncFolder.key, case .string(let folder)? = change.value,
               case .failure(let refusal) = Sync.check(folder, locations: locations, currentFolder: nil) {
                return Command.usageError(
                    change.key + words.rules.colon + words(SyncPhrase.refused(refusal)),
                    hint: ConfigCommand.hint, words: words)
            }
            do throws(SettingsError) {
                let file = ConfigFile(locations)
                let base = file.base()
                try file.apply(change) { before, changedBefore in
                    SettingTimes.record(
                        change.value.map { [change.key: $0] } ?? [:], before: before, changedBefore: changedBefore,
                        base: base, locations: locations, words: words)
                }
            } catch {
                printError(words.say(error))
                return ExitStatus.failure
            }
            lines.forEach(say)
        case .usageError(let message):
            return Command.usageError(message, hint: ConfigCommand.hint, words: words)
        case .failure(let message):
            printError(message)
        }
        return plan.exitStatus
    }
}
