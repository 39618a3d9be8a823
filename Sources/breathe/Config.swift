import BreatheCore
import BreatheSystem
import FoundationEssentials

/// `breathe config`: every setting with its value and default; `breathe config KEY VALUE`
/// sets one, validated exactly as breathe reads the file.
enum Config {
    static func run(key: String?, value: String?) -> Int32 {
        let arguments = [key, value].compactMap { $0 }
        guard let locations = try? Locations.fromEnvironment() else {
            printError("HOME is not set, so breathe cannot find its settings")
            return ExitStatus.failure
        }
        let file = ConfigFile(path: locations.configFile)
        let keys = Settings.definitions.map(\.key)
        let settings: Settings
        do {
            settings = try UserFiles.settings(at: locations)
        } catch {
            // Setting a key stays possible, so a bad value can be put right from here.
            guard arguments.count == 2, keys.contains(arguments[0]) else {
                printError(error.description + "\nSet a good value with: breathe config KEY VALUE")
                return ExitStatus.failure
            }
            settings = Settings()
        }
        guard let key = arguments.first else {
            let defaults = Settings()
            let width = keys.map(\.count).max() ?? 0
            for (key, meaning) in Settings.definitions {
                let value = settings.text(of: key) ?? ""
                let fallback = defaults.text(of: key) ?? ""
                let note = value == fallback ? "" : "  (default \(fallback))"
                say(key + String(repeating: " ", count: width - key.count) + "  " + value + note)
                say(String(repeating: " ", count: width + 2) + meaning)
            }
            say("")
            say("Settings live in \(locations.configFile). Change one with: breathe config KEY VALUE")
            return ExitStatus.ok
        }
        if key == "bell" {
            // The setting before `sound`, still read and set through it for older scripts.
            if arguments.count == 1 {
                say(String(settings.sound == .bell))
                return ExitStatus.ok
            }
            guard case .bool(let on) = parse(arguments[1], key: key) else {
                return Command.usageError("bell: must be true or false; it is now part of the setting sound (breathe config sound bell)", hint: "breathe config")
            }
            let mode: SoundMode = on ? .bell : (settings.sound == .bell ? .off : settings.sound)
            return store("sound", .string(mode.rawValue), in: file, saying: "sound = \(mode.rawValue) (bell is now part of the setting sound)")
        }
        guard keys.contains(key) else {
            let hint = nearest(to: key, in: keys).map { "; did you mean \($0)?" } ?? "; the settings are: " + keys.joined(separator: ", ")
            return Command.usageError("unknown setting '\(key)'\(hint)", hint: "breathe config")
        }
        guard arguments.count == 2 else {
            say(settings.text(of: key) ?? "")
            return ExitStatus.ok
        }
        let value = parse(arguments[1], key: key)
        if let problem = Settings.problem(key: key, jsonText: value.compactText) {
            return Command.usageError("\(key): \(problem)", hint: "breathe config")
        }
        return store(key, value, in: file, saying: "\(key) = \(value == .null ? "none" : arguments[1])")
    }

    /// Writes one checked value (null removes the key) and says so.
    static func store(_ key: String, _ value: JSONValue, in file: ConfigFile, saying done: String) -> Int32 {
        do throws(SettingsError) {
            if value == .null {
                try file.update(set: [:], remove: [key])
            } else {
                try file.update(set: [key: value])
            }
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        say(done)
        return ExitStatus.ok
    }

    /// A value as typed: true/false, a number, none (for syncFolder), or text.
    static func parse(_ text: String, key: String) -> JSONValue {
        // A mode is a word ("off" included), never a switch.
        if key == "sound" { return .string(text) }
        switch text.lowercased() {
        case "true", "on", "yes": return .bool(true)
        case "false", "off", "no": return key == "syncFolder" ? .null : .bool(false)
        case "none", "null": return .null
        default:
            // A number too large for a Double stays text, refused by the setting's own
            // check (which names the setting), never written as infinity.
            if let number = Double(text), number.isFinite, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) { return .number(number) }
            return .string(text)
        }
    }
}
