/// A command line read against the table: which command, its options and its words.
public struct ParsedCommand: Sendable, Equatable {
    public let command: CommandSpec
    /// Options given, by their name (not alias): the value, or "" for a flag. Read through
    /// their declarations (`value(_:)`, `isSet(_:)`).
    let options: [String: String]
    public let arguments: [String]
    /// `--help` (or `-h`) stood anywhere on the line.
    public let wantsHelp: Bool
    /// `--lang`, which every command takes; nil without it.
    public var language: Language? = nil

    public func argument(_ index: Int) -> String? { index < arguments.count ? arguments[index] : nil }
}

/// A command line that cannot be run as typed, with where to read more. It keeps what
/// was wrong, not words: the executable says it in the person's language.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong: something about the line itself, or a pattern or length that
    /// cannot be breathed.
    public enum Reason: Sendable, Equatable {
        case usage(UsagePhrase)
        case pattern(PatternError)
        case plan(PlanError)
    }

    public let reason: Reason
    /// "breathe practice --help"
    public let hint: String

    public init(_ reason: UsagePhrase, hint: String) {
        self.init(reason: .usage(reason), hint: hint)
    }

    public init(reason: Reason, hint: String) {
        self.reason = reason
        self.hint = hint
    }

    /// What was wrong, in that language.
    public func message(_ words: Words) -> String {
        switch reason {
        case .usage(let phrase): words(phrase)
        // The pattern's and the length's refusals are worded by their own areas.
        case .pattern(let error): words(error)
        case .plan(let error): words(error)
        }
    }

    /// In English, as tests and logs read it.
    public var message: String { message(.english) }

    public var description: String { message }
}

/// Reads a command line by `CommandTable`: `--option value` and `--option=value`, `--help`
/// anywhere, "did you mean" for every command and option.
public enum CommandParser {
    public static func parse(_ words: [String]) -> Result<ParsedCommand, UsageError> {
        var rest = ArraySlice(words)
        // --lang may come before the command (`breathe --lang zh-Hans help`): it is read
        // with the command's options, and the command is the word after it.
        var leading: [String] = []
        while let first = rest.first,
              first == CommandTable.language.name || first.hasPrefix(CommandTable.language.name + "=") {
            leading.append(first)
            rest = rest.dropFirst()
            if first == CommandTable.language.name, let value = rest.popFirst() { leading.append(value) }
        }
        var command = CommandTable.home
        if let first = rest.first, !first.hasPrefix("-") {
            guard let found = CommandTable.command(named: first) else {
                return .failure(UsageError(
                    .unknownCommand(first, suggestion: nearest(to: first, in: CommandTable.commandNames)),
                    hint: "breathe --help"))
            }
            command = found
            rest = rest.dropFirst()
        } else if let first = rest.first, ["--version", "-V"].contains(first) {
            command = CommandTable.command(named: "version")!
            rest = rest.dropFirst()
        }
        rest = ArraySlice(leading) + rest
        let hint = command.invocation + " --help"
        // --help wins wherever it stands: a person asking for help gets it, whatever else
        // on the line is wrong.
        let wantsHelp = rest.contains { $0 == "--help" || $0 == "-h" }
        if wantsHelp { return .success(ParsedCommand(command: command, options: [:], arguments: [], wantsHelp: true)) }

        var options: [String: String] = [:]
        var arguments: [String] = []
        var onlyArguments = false
        var language: Language?
        while let word = rest.first {
            rest = rest.dropFirst()
            if word == "--", !onlyArguments {
                onlyArguments = true
                continue
            }
            // --lang belongs to every command.
            if !onlyArguments, word == CommandTable.language.name || word.hasPrefix(CommandTable.language.name + "=") {
                let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
                guard let text = inline ?? rest.first else {
                    return .failure(UsageError(.needsValue(option: CommandTable.language.name), hint: hint))
                }
                if inline == nil { rest = rest.dropFirst() }
                do throws(OptionError) {
                    language = try CommandOptions.language.read(text)
                } catch {
                    return .failure(UsageError(error.reason, hint: hint))
                }
                continue
            }
            if onlyArguments || !isOption(word) {
                arguments.append(word)
                continue
            }
            var name = word, inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let option = command.option(named: name) else {
                let known =
                    (command.options + CommandTable.everywhere).map(\.name)
                        + (command.name.isEmpty ? ["--version"] : [])
                let place = command.name.isEmpty ? nil : command.name
                return .failure(UsageError(
                    .unknownOption(name, command: place, suggestion: nearest(to: name, in: known)), hint: hint))
            }
            if option.value == nil {
                guard inline == nil else { return .failure(UsageError(.takesNoValue(option: option.name), hint: hint)) }
                options[option.name] = ""
                continue
            }
            if let inline {
                options[option.name] = inline
            } else if let next = rest.first {
                options[option.name] = next
                rest = rest.dropFirst()
            } else {
                return .failure(UsageError(.needsValue(option: option.name), hint: hint))
            }
        }
        for group in Set(command.options.compactMap(\.group)) {
            let given = command.options.filter { $0.group == group && options[$0.name] != nil }.map(\.name)
            if given.count > 1 {
                return .failure(UsageError(.notTogether(given), hint: hint))
            }
        }
        if arguments.count > command.arguments.count {
            let extra = arguments[command.arguments.count]
            if command.arguments.count == 1 {
                return .failure(UsageError(
                    .oneAtATime(command.arguments[0].argument, first: arguments[0], extra: extra), hint: hint))
            }
            return .failure(UsageError(.unexpectedArgument(extra), hint: hint))
        }
        for (index, argument) in command.arguments.enumerated() where index >= arguments.count {
            if let missing = argument.missing { return .failure(UsageError(missing, hint: hint)) }
        }
        return .success(ParsedCommand(
            command: command, options: options, arguments: arguments, wantsHelp: false, language: language))
    }

    /// `--x` and `-x` are options; `-4-6` (a pattern) and `-1` are words.
    static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        if word.hasPrefix("--") { return true }
        return !(word.dropFirst().first?.isNumber ?? false)
    }
}
