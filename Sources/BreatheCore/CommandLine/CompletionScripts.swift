/// Shell completions for bash, zsh and fish, made from the command table (the files in
/// Docs/completions are this output, and a test holds them to it).
///
/// Each word is completed by what the table declares for its place: a command's
/// arguments in order (a pattern once, then only options), an option's value by its kind,
/// a setting's values by the setting named before it, and `--lesson` by the lessons of the
/// program named on the line.
public enum CompletionScripts {
    public static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    static var commands: [CommandSpec] { CommandTable.commands }
    static var commandWords: String { CommandTable.commandNames.joined(separator: " ") }
    static let programIDs = #"breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p'"#
    /// The lesson ids of the program in `$first` (the active one when empty).
    static let lessonIDs = #"breathe progress $first --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p'"#

    static func optionNames(_ spec: CommandSpec) -> [String] {
        (spec.options + CommandTable.everywhere).map(\.name)
    }

    /// Every spelling of an option that takes a value: the word after it is its value,
    /// not an argument.
    static var valueOptionNames: [String] {
        var names: [String] = []
        for option in commands.flatMap(\.options) + CommandTable.everywhere where option.value != nil {
            for name in option.names where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The settings and the words their values may be, for `config KEY <TAB>`.
    static var settingValues: [(key: String, words: [String])] {
        Settings.keys.compactMap { key in
            let words = Settings.declaration(for: key)?.completionWords ?? []
            return words.isEmpty ? nil : (key, words)
        }
    }

    // MARK: bash

    public static var bash: String {
        var lines = [
            "# bash completion for breathe, made by `breathe completions bash` from its command table",
            "# The words given so far after the command, leaving out options and their values.",
            "_breathe_arguments() {",
            "    local i word",
            "    for ((i = 2; i < COMP_CWORD; i++)); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        case \"$word\" in",
            "            --*=*) ;;",
            "            \(valueOptionNames.joined(separator: "|"))) i=$((i + 1)) ;;",
            "            -?*) ;;",
            "            *) printf '%s\\n' \"$word\" ;;",
            "        esac",
            "    done",
            "}",
            "_breathe_setting_values() {",
            "    case \"$1\" in",
        ]
        for (key, words) in settingValues {
            lines.append("        \(key)) printf '%s\\n' \(words.joined(separator: " ")) ;;")
        }
        lines += [
            "    esac",
            "}",
            "_breathe() {",
            "    local cur prev first given",
            "    cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(commandWords) "
                + "\((optionNames(CommandTable.home) + ["--version"]).joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    given=($(_breathe_arguments))",
            "    first=\"${given[0]}\"",
            "    case \"${COMP_WORDS[1]} $prev\" in",
        ]
        for option in CommandTable.everywhere where option.value != nil {
            lines.append("        *\" " + option.names.joined(separator: "\"|*\" ") + "\") "
                + "COMPREPLY=(\(bashWords(option.completion))); return ;;")
        }
        for spec in commands {
            for option in spec.options where option.value != nil {
                let names = ([spec.name] + spec.aliases).flatMap { command in
                    option.names.map { "\"\(command) \($0)\"" }
                }
                lines.append("        " + names.joined(separator: "|") + ") "
                    + "COMPREPLY=(\(bashWords(option.completion))); return ;;")
            }
        }
        lines += ["    esac", "    case \"${COMP_WORDS[1]}\" in"]
        for spec in commands {
            let options = optionNames(spec).joined(separator: " ")
            let pattern = ([spec.name] + spec.aliases).joined(separator: "|")
            let offers = spec.arguments.map { bashWords($0.completion, with: options) }
            switch offers.count {
            case 0:
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\")) ;;")
            default:
                // The next argument's words while arguments are missing, then options.
                var branches = offers.enumerated().map { index, offer in
                    "[ ${#given[@]} -eq \(index) ]; then COMPREPLY=(\(offer))"
                }
                branches.append("COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\"))")
                lines.append(
                    "        \(pattern)) if " + branches.dropLast().joined(separator: "; elif ") + "; else "
                        + branches.last! + "; fi ;;")
            }
        }
        lines += ["    esac", "}", "complete -F _breathe breathe"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The reply for a word completed as `completion`, with `extra` words (options) too.
    static func bashWords(_ completion: Completion, with extra: String = "") -> String {
        let more = extra.isEmpty ? "" : " " + extra
        switch completion {
        case .files: return "$(compgen -f\(extra.isEmpty ? "" : " -W \"\(extra)\"") -- \"$cur\")"
        case .folders: return "$(compgen -d\(extra.isEmpty ? "" : " -W \"\(extra)\"") -- \"$cur\")"
        case .words(let words): return "$(compgen -W \"\(words.joined(separator: " "))\(more)\" -- \"$cur\")"
        case .programs: return "$(compgen -W \"$(\(programIDs))\(more)\" -- \"$cur\")"
        case .lessons: return "$(compgen -W \"$(\(lessonIDs))\(more)\" -- \"$cur\")"
        case .settingValues: return "$(compgen -W \"$(_breathe_setting_values \"$first\")\(more)\" -- \"$cur\")"
        case .commands: return "$(compgen -W \"\(commandWords)\(more)\" -- \"$cur\")"
        case .nothing: return extra.isEmpty ? "" : "$(compgen -W \"\(extra)\" -- \"$cur\")"
        }
    }

    // MARK: zsh

    public static var zsh: String {
        var lines = [
            "#compdef breathe",
            "# zsh completion for breathe, made by `breathe completions zsh` from its command table",
            "_breathe_setting_values() {",
            "    case $1 in",
        ]
        for (key, words) in settingValues {
            lines.append("        \(key)) compadd -- \(words.joined(separator: " ")) ;;")
        }
        lines += [
            "    esac",
            "}",
            "_breathe_lessons() {",
            "    local program=${words[3]}",
            "    [[ $program == -* ]] && program=",
            "    compadd -- ${(f)\"$(\(lessonIDs.replacing("$first", with: "${program:+\"$program\"}")))\"}",
            "}",
            "_breathe() {",
            "    local -a commands",
            "    commands=(",
        ]
        for spec in commands {
            for name in [spec.name] + spec.aliases { lines.append("        '\(name):\(zshText(spec.summary))'") }
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe 'command' commands",
            "        _arguments \(optionNames(CommandTable.home).map { "'\($0)'" }.joined(separator: " ")) '--version'",
            "        return",
            "    fi",
            "    case $words[2] in",
        ]
        for spec in commands {
            var specs: [String] = []
            for (index, argument) in spec.arguments.enumerated() {
                specs.append("'\(index + 2):\(argument.name.lowercased()):\(zshAction(argument.completion))'")
            }
            for option in spec.options + CommandTable.everywhere {
                let value = option.value.map { ":\($0.lowercased()):\(zshAction(option.completion))" } ?? ""
                specs.append("'\(option.name)[\(zshText(option.help))]\(value)'")
            }
            lines.append("        \(([spec.name] + spec.aliases).joined(separator: "|"))) _arguments "
                + "\(specs.joined(separator: " ")) ;;")
        }
        lines += ["    esac", "}", "_breathe \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    static func zshAction(_ completion: Completion) -> String {
        switch completion {
        case .files: "_files"
        case .folders: "_files -/"
        case .words(let words): "(\(words.joined(separator: " ")))"
        case .programs: "($(\(programIDs.replacing("'", with: "'\\''"))))"
        case .lessons: "_breathe_lessons"
        case .settingValues: "{_breathe_setting_values $words[3]}"
        case .commands: "(\(CommandTable.commandNames.joined(separator: " ")))"
        case .nothing: " "
        }
    }

    /// The first clause of a help text, short enough for a completion menu.
    static func short(_ text: String) -> String {
        var clause = String(text.split(separator: ";", maxSplits: 1).first ?? "")
        if clause.count > 55 {
            clause = String(clause.prefix(55))
            if let space = clause.lastIndex(of: " ") { clause = String(clause[..<space]) }
            clause += "…"
        }
        return clause
    }

    /// Text inside a single-quoted zsh word, without brackets or colons that zsh reads.
    static func zshText(_ text: String) -> String {
        short(text).replacing("'", with: "'\\''").replacing(":", with: " -")
            .replacing("[", with: "(").replacing("]", with: ")")
    }

    // MARK: fish

    public static var fish: String {
        var lines = [
            "# fish completion for breathe, made by `breathe completions fish` from its command table",
            "set -l commands \(commandWords)",
            "complete -c breathe -f",
            "# The words given so far after the command, leaving out options and their values.",
            "function __breathe_arguments",
            "    set -l skip 0",
            "    for token in (commandline -opc)[3..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $token",
            "            case '--*=*'",
            "            case \(valueOptionNames.joined(separator: " "))",
            "                set skip 1",
            "            case '-?*'",
            "            case '*'",
            "                echo $token",
            "        end",
            "    end",
            "end",
            "function __breathe_argument_count",
            "    test (count (__breathe_arguments)) -eq $argv[1]",
            "end",
            "function __breathe_setting_values",
            "    switch (__breathe_arguments)[1]",
        ]
        for (key, words) in settingValues {
            lines += ["        case \(key)", "            printf '%s\\n' \(words.joined(separator: " "))"]
        }
        lines += [
            "    end",
            "end",
            "function __breathe_lessons",
            "    set -l program (__breathe_arguments)[1]",
            "    breathe progress $program --json 2>/dev/null | string match -r -g '\"id\" : \"(.*)\"'",
            "end",
        ]
        for spec in commands {
            for name in [spec.name] + spec.aliases {
                lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -a \(name) -d "
                    + "'\(fishText(spec.summary))'")
            }
        }
        for option in CommandTable.home.options + CommandTable.everywhere {
            lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -l "
                + "\(option.name.dropFirst(2)) -d '\(fishText(option.help))'")
        }
        lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -l version -d 'the version'")
        for spec in commands {
            let seen = "__fish_seen_subcommand_from \(([spec.name] + spec.aliases).joined(separator: " "))"
            let condition = "-n \"\(seen)\""
            for (index, argument) in spec.arguments.enumerated() {
                let place = "-n \"\(seen); and __breathe_argument_count \(index)\""
                switch argument.completion {
                case .files: lines.append("complete -c breathe \(place) -F")
                case .folders: lines.append("complete -c breathe \(place) -a \"(__fish_complete_directories)\"")
                case .words(let words):
                    lines.append("complete -c breathe \(place) -a \"\(words.joined(separator: " "))\"")
                case .programs:
                    lines.append("complete -c breathe \(place) -a \"(breathe programs --json 2>/dev/null | string "
                        + "match -r -g '\\\"id\\\" : \\\"(.*)\\\"')\"")
                case .lessons: lines.append("complete -c breathe \(place) -a \"(__breathe_lessons)\"")
                case .settingValues: lines.append("complete -c breathe \(place) -a \"(__breathe_setting_values)\"")
                case .commands: lines.append("complete -c breathe \(place) -a \"$commands\"")
                case .nothing: break
                }
            }
            for option in spec.options + CommandTable.everywhere {
                var line = "complete -c breathe \(condition) -l \(option.name.dropFirst(2))"
                if option.value != nil {
                    switch option.completion {
                    case .files: line += " -r -F"
                    case .folders: line += " -r -a \"(__fish_complete_directories)\""
                    case .words(let words): line += " -x -a \"\(words.joined(separator: " "))\""
                    case .lessons: line += " -x -a \"(__breathe_lessons)\""
                    default: line += " -x"
                    }
                }
                lines.append(line + " -d '\(fishText(option.help))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishText(_ text: String) -> String {
        short(text).replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
