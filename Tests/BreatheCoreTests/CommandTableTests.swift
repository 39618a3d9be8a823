import Foundation
import Testing
@testable import BreatheCore

/// The one table of commands and options, and everything derived from it: parsing, "did
/// you mean", help, the man page's synopsis and the completions.
@Suite struct CommandTableTests {
    func parse(_ words: [String]) -> ParsedCommand? { try? CommandParser.parse(words).get() }

    func error(_ words: [String]) -> String? {
        if case .failure(let error) = CommandParser.parse(words) { return error.message }
        return nil
    }

    func command(_ words: [String]) -> BreatheCommand? { try? BreatheCommand.parse(words).get() }

    @Test func optionsAsSeparateWordsOrWithAnEqualsSign() throws {
        let spaced = try #require(parse(["practice", "box", "--minutes", "5", "--plain"]))
        let joined = try #require(parse(["practice", "box", "--minutes=5", "--plain"]))
        #expect(spaced == joined)
        #expect(spaced.command.name == "practice")
        #expect(try spaced.value(CommandOptions.minutes) == 5)
        #expect(spaced.isSet(CommandOptions.plain) && !spaced.isSet(CommandOptions.bell))
        #expect(spaced.arguments == ["box"])
        #expect(command(["export", "--output=a=b.json"]) == .export(ExportOptions(format: .json, output: "a=b.json")))
        #expect(parse(["practice", "box", "--no-colour"])?.isSet(CommandOptions.noColor) == true)
    }

    /// A file, folder or id option given as empty text names nothing: a usage error, not a
    /// rename's failure (attack run 13 #7: `export --output ''`).
    @Test func anEmptyFileNameIsAUsageError() throws {
        guard case .failure(let error) = BreatheCommand.parse(["export", "--output", ""]) else {
            Issue.record("an empty --output was taken")
            return
        }
        #expect(error.message.hasPrefix("--output needs a value"), "\(error)")
        #expect(command(["export", "--output", "out.json"]) != nil)
        guard case .failure = BreatheCommand.parse(["import", ""]) else {
            Issue.record("an empty file to import was taken")
            return
        }
    }

    @Test func aliasesAndTheVersion() {
        #expect(parse(["practise", "4-6"])?.command.name == "practice")
        #expect(parse(["version"])?.command.name == "version")
        #expect(parse(["--version"])?.command.name == "version")
        #expect(parse(["-V"])?.command.name == "version")
        #expect(parse([])?.command.name == "")
        #expect(parse(["--plain", "--bell"])?.command.name == "")
    }

    /// Help wins wherever it stands, whatever else on the line is wrong.
    @Test func helpAnywhereOnTheLine() {
        for words in [["--plain", "--help"], ["practice", "--minutes", "x", "--help"], ["sync", "--folde", "x", "-h"], ["start", "a", "b", "c", "--help"]] {
            #expect(parse(words)?.wantsHelp == true, "\(words)")
        }
        #expect(parse(["--plain", "--help"])?.command.name == "")
        #expect(parse(["start", "--help"])?.command.name == "start")
    }

    /// A word that looks like a negative number or a pattern written with a leading minus
    /// is a word, not an option; after "--" everything is a word.
    @Test func wordsThatStartWithAMinus() {
        #expect(parse(["practice", "-4-6"])?.arguments == ["-4-6"])
        #expect(parse(["config", "threshold", "-1"])?.arguments == ["threshold", "-1"])
        #expect(parse(["import", "--", "--odd-name.json"])?.arguments == ["--odd-name.json"])
    }

    @Test(arguments: [
        (["stat"], "unknown command 'stat'; did you mean stats?"),
        (["practis", "box"], "did you mean practise?"),
        (["sync", "--folde", "x"], "unknown option '--folde' for sync; did you mean --folder?"),
        (["history", "--jsno"], "did you mean --json?"),
        (["--verison"], "unknown option '--verison'; did you mean --version?"),
        (["export", "--outptu", "x"], "did you mean --output?"),
        (["start", "--lessons", "x"], "did you mean --lesson?"),
        (["--plian"], "did you mean --plain?"),
        (["start", "--json"], "unknown option '--json' for start"),
        (["practice", "box", "--minutes"], "--minutes needs a value"),
        (["practice", "box", "--minutes", "5", "--cycles", "3"], "give --minutes or --cycles, not both"),
        (["sync", "--folder", "x", "--off"], "give --folder or --off, not both"),
        (["practice", "box", "4-6"], "one pattern at a time: got 'box' and '4-6'"),
        (["practice"], "practice needs a pattern"),
        (["import"], "import takes one file"),
        (["config", "a", "b", "c"], "unexpected argument 'c'"),
        (["history", "--json=yes"], "--json takes no value"),
        (["--plain", "extra"], "unexpected argument 'extra'"),
    ])
    func mistakesAreNamed(words: [String], message: String) {
        let found = error(words)
        #expect(found?.contains(message) == true, "\(words): \(found ?? "parsed")")
    }

    /// Every command and every option is suggested for a near miss of it.
    @Test func everyNameHasItsSuggestion() {
        for spec in CommandTable.commands {
            let typo = String(spec.name.dropLast())
            if typo.count > 3, let message = error([typo]) {
                #expect(message.contains("did you mean"), "\(typo): \(message)")
            }
            for option in spec.options where option.name.count > 5 {
                let words = [spec.name] + spec.arguments.filter(\.required).map { _ in "x" } + [String(option.name.dropLast())]
                #expect(error(words)?.contains("did you mean \(option.name)?") == true, "\(words)")
            }
        }
    }

    @Test func everyCommandHasHelpWithAnExample() {
        for spec in [CommandTable.home] + CommandTable.commands {
            let text = HelpText.command(spec)
            #expect(text.contains("Example"), "\(spec.name)")
            if !spec.name.isEmpty {
                #expect(text.hasPrefix("Usage: " + spec.invocation), "\(spec.name)")
                for option in spec.options { #expect(text.contains(option.name), "\(spec.name) \(option.name)") }
            }
            #expect(HelpText.general.contains(spec.invocation))
        }
        let practice = HelpText.command(CommandTable.command(named: "practice")!).split(separator: "\n")
        #expect(practice.contains { $0.hasPrefix("  --minutes M ") && $0.hasSuffix("about M minutes (0.5 to 120), rounded to whole cycles") })
        #expect(practice.allSatisfy { $0.count <= 80 }, "\(practice.filter { $0.count > 80 })")
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files shipped are what the table makes (BREATHE_RECORD_SNAPSHOTS=1 rewrites them).
    @Test(arguments: [("bash", "Docs/completions/breathe.bash"), ("zsh", "Docs/completions/_breathe"), ("fish", "Docs/completions/breathe.fish")])
    func completionFilesMatchTheTable(shell: String, path: String) throws {
        let file = Self.root.appendingPathComponent(path)
        let made = CompletionScripts.script(for: try #require(Shell(rawValue: shell)))
        if ProcessInfo.processInfo.environment["BREATHE_RECORD_SNAPSHOTS"] == "1" {
            try made.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); review it, then run again without BREATHE_RECORD_SNAPSHOTS")
            return
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == made, "\(path) differs from `breathe completions \(shell)`")
        // Every command and option of the table is offered.
        for spec in CommandTable.commands {
            #expect(made.contains(spec.name), "\(shell): \(spec.name)")
            for option in spec.options { #expect(made.contains(option.name.dropFirst(2)), "\(shell): \(spec.name) \(option.name)") }
        }
    }

    /// The shipped bash completion, run by bash: after each command, "--" completes to
    /// exactly that command's options (the completions once offered `--json` for `start`).
    @Test func bashOffersEachCommandItsOwnOptions() throws {
        let script = Self.root.appendingPathComponent("Docs/completions/breathe.bash").path
        for spec in CommandTable.commands where !spec.name.isEmpty {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            bash.arguments = ["-c", "source \"$1\"; COMP_WORDS=(breathe \"$2\" --); COMP_CWORD=2; _breathe; printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", script, spec.name]
            let output = Pipe()
            bash.standardOutput = output
            bash.environment = ["PATH": "/nonexistent"]
            try bash.run()
            let offered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            bash.waitUntilExit()
            let options = Set(offered.split(separator: "\n").map(String.init).filter { $0.hasPrefix("--") })
            let expected = Set(spec.options.map(\.name).filter { $0.hasPrefix("--") } + ["--help", "--lang"])
            #expect(options == expected, "breathe \(spec.name) --<TAB>")
        }
    }

    @Test func theManPageSynopsisMatchesTheTable() throws {
        let file = Self.root.appendingPathComponent("Docs/breathe.1")
        let page = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(page.range(of: ".SH SYNOPSIS\n")), end = try #require(page.range(of: ".SH DESCRIPTION"))
        let synopsis = String(page[start.upperBound..<end.lowerBound])
        if ProcessInfo.processInfo.environment["BREATHE_RECORD_SNAPSHOTS"] == "1" {
            try page.replacingCharacters(in: start.upperBound..<end.lowerBound, with: ManSynopsis.roff + "\n").write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded the synopsis of Docs/breathe.1; review it, then run again without BREATHE_RECORD_SNAPSHOTS")
            return
        }
        #expect(synopsis == ManSynopsis.roff + "\n")
    }
}
