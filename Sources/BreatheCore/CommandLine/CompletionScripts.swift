/// Shell completions for bash, zsh and fish, made from the command table (the files in
/// Docs/completions are this output, and a test holds them to it).
public enum CompletionScripts {
    public static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    static var commands: [CommandSpec] { CommandTable.commands }
    static var commandWords: String { CommandTable.commandNames.joined(separator: " ") }
    static let programIDs = #"breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p'"#

    static func optionNames(_ spec: CommandSpec) -> [String] {
        (spec.options + [CommandTable.help]).map(\.name)
    }

    // MARK: bash

    public static var bash: String {
        var lines = [
            "# bash completion for breathe, made by `breathe completions bash` from its command table",
            "_breathe() {",
            "    local cur prev words",
            "    cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(commandWords) \((optionNames(CommandTable.home) + ["--version"]).joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]} $prev\" in",
        ]
        for spec in commands {
            for option in spec.options where option.value != nil {
                let names = ([spec.name] + spec.aliases).flatMap { command in option.names.map { "\"\(command) \($0)\"" } }
                lines.append("        " + names.joined(separator: "|") + ") " + bashReply(option.completion) + " return ;;")
            }
        }
        lines += ["    esac", "    case \"${COMP_WORDS[1]}\" in"]
        for spec in commands {
            let options = optionNames(spec).joined(separator: " ")
            let pattern = ([spec.name] + spec.aliases).joined(separator: "|")
            switch spec.arguments.first?.completion ?? .nothing {
            case .files:
                lines.append("        \(pattern)) COMPREPLY=($(compgen -f -W \"\(options)\" -- \"$cur\")) ;;")
            case .folders:
                lines.append("        \(pattern)) COMPREPLY=($(compgen -d -W \"\(options)\" -- \"$cur\")) ;;")
            case .programs:
                lines.append("        \(pattern)) words=\"$(\(programIDs)) \(options)\"; COMPREPLY=($(compgen -W \"$words\" -- \"$cur\")) ;;")
            case .words(let words):
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " ")) \(options)\" -- \"$cur\")) ;;")
            case .commands:
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(commandWords) \(options)\" -- \"$cur\")) ;;")
            case .nothing:
                lines.append("        \(pattern)) COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\")) ;;")
            }
        }
        lines += ["    esac", "}", "complete -F _breathe breathe"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func bashReply(_ completion: Completion) -> String {
        switch completion {
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"));"
        case .folders: "COMPREPLY=($(compgen -d -- \"$cur\"));"
        case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"));"
        case .programs: "COMPREPLY=($(compgen -W \"$(\(programIDs))\" -- \"$cur\"));"
        case .commands: "COMPREPLY=($(compgen -W \"\(commandWords)\" -- \"$cur\"));"
        case .nothing: "COMPREPLY=();"
        }
    }

    // MARK: zsh

    public static var zsh: String {
        var lines = ["#compdef breathe", "# zsh completion for breathe, made by `breathe completions zsh` from its command table", "_breathe() {", "    local -a commands", "    commands=("]
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
            if let argument = spec.arguments.first {
                specs.append("'2:\(argument.name.lowercased()):\(zshAction(argument.completion))'")
            }
            for option in spec.options + [CommandTable.help] {
                let value = option.value.map { ":\($0.lowercased()):\(zshAction(option.completion))" } ?? ""
                specs.append("'\(option.name)[\(zshText(option.help))]\(value)'")
            }
            lines.append("        \(([spec.name] + spec.aliases).joined(separator: "|"))) _arguments \(specs.joined(separator: " ")) ;;")
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
        ]
        for spec in commands {
            for name in [spec.name] + spec.aliases {
                lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -a \(name) -d '\(fishText(spec.summary))'")
            }
        }
        for option in CommandTable.home.options + [CommandTable.help] {
            lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -l \(option.name.dropFirst(2)) -d '\(fishText(option.help))'")
        }
        lines.append("complete -c breathe -n \"not __fish_seen_subcommand_from $commands\" -l version -d 'the version'")
        for spec in commands {
            let condition = "-n \"__fish_seen_subcommand_from \(([spec.name] + spec.aliases).joined(separator: " "))\""
            if let argument = spec.arguments.first {
                switch argument.completion {
                case .files: lines.append("complete -c breathe \(condition) -F")
                case .folders: lines.append("complete -c breathe \(condition) -a \"(__fish_complete_directories)\"")
                case .words(let words): lines.append("complete -c breathe \(condition) -a \"\(words.joined(separator: " "))\"")
                case .programs: lines.append("complete -c breathe \(condition) -a \"(breathe programs --json 2>/dev/null | string match -r -g '\\\"id\\\" : \\\"(.*)\\\"')\"")
                case .commands: lines.append("complete -c breathe \(condition) -a \"$commands\"")
                case .nothing: break
                }
            }
            for option in spec.options + [CommandTable.help] {
                var line = "complete -c breathe \(condition) -l \(option.name.dropFirst(2))"
                if option.value != nil {
                    switch option.completion {
                    case .files: line += " -r -F"
                    case .folders: line += " -r -a \"(__fish_complete_directories)\""
                    case .words(let words): line += " -x -a \"\(words.joined(separator: " "))\""
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
