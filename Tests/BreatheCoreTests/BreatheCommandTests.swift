import Foundation
import Testing
import TestSupport
@testable import BreatheCore

/// The command line read into typed commands: each option by its declared type and range,
/// the refusals worded as before, and each declared option in help, the man page and every
/// shell's completions with its values.
@Suite struct BreatheCommandTests {
    func command(_ words: [String]) -> BreatheCommand? { try? BreatheCommand.parse(words).get() }

    func refusal(_ words: [String]) -> UsageError? {
        if case .failure(let error) = BreatheCommand.parse(words) { return error }
        return nil
    }

    @Test func practiceReadsItsPatternAndLengthTyped() throws {
        guard case .practice(let options) = try #require(command(["practice", "4-7-8", "--cycles", "8", "--bell", "--plain"])) else {
            Issue.record("not practice")
            return
        }
        #expect(options.pattern == "4-7-8")
        #expect(options.length == .cycles(8))
        #expect(options.display == DisplayChoice(plain: true, sound: .bell))
        #expect(options.plan(pace: 6).cycles == 8)
        // Without a length: the pattern's own (4 cycles of 4-7-8), or 5 minutes.
        guard case .practice(let own) = try #require(command(["practise", "4-7-8"])) else { return }
        #expect(own.length == .cycles(4))
        guard case .practice(let five) = try #require(command(["practice", "4-6"])) else { return }
        #expect(five.length == .minutes(5))
    }

    /// The pattern `pace` is breathed at the rate the settings give, known only later.
    @Test func thePacePatternTakesThePersonsRate() throws {
        guard case .practice(let options) = try #require(command(["practice", "pace", "--cycles", "2"])) else { return }
        #expect(options.plan(pace: 5).pattern.cycleSeconds == 12)
        #expect(options.plan(pace: 6).pattern.cycleSeconds == 10)
    }

    @Test func everyCommandHasItsCase() {
        #expect(command([]) == .home(DisplayChoice()))
        #expect(command(["--sound", "TONE"]) == .home(DisplayChoice(sound: .tone)))
        #expect(command(["start", "sleep-478", "--lesson", "first"]) == .start(StartOptions(programID: "sleep-478", lessonID: "first")))
        #expect(command(["pace", "--minutes-per-rate", "3"]) == .pace(try! #require(paceOptions(["pace", "--minutes-per-rate", "3"]))))
        #expect(command(["programs", "--json"]) == .programs(json: true))
        #expect(command(["progress", "box-focus"]) == .progress(programID: "box-focus", json: false))
        #expect(command(["history"]) == .history(json: false))
        #expect(command(["stats", "--calendar", "--no-colour"]) == .stats(StatsOptions(calendarOnly: true, json: false, noColor: true)))
        #expect(command(["sync"]) == .sync(.now))
        #expect(command(["sync", "--folder", "d"]) == .sync(.folder("d")))
        #expect(command(["sync", "--off"]) == .sync(.off))
        #expect(command(["export", "--format", "csv"]) == .export(ExportOptions(format: .csv, output: nil)))
        #expect(command(["import", "a.json"]) == .importFile(path: "a.json"))
        #expect(command(["config", "sound", "tone"]) == .config(key: "sound", value: "tone", json: false))
        #expect(command(["config"]) == .config(key: nil, value: nil, json: false))
        #expect(command(["config", "--json"]) == .config(key: nil, value: nil, json: true))
        #expect(command(["config", "pace", "--json"]) == .config(key: "pace", value: nil, json: true))
        #expect(command(["status", "--json"]) == .status(json: true))
        #expect(command(["patterns"]) == .patterns(json: false))
        #expect(command(["completions", "fish"]) == .completions(.fish))
        #expect(command(["help", "practise"])  == .help(CommandTable.command(named: "practice")!))
        #expect(command(["help"]) == .help(CommandTable.home))
        #expect(command(["stats", "--help"]) == .help(CommandTable.command(named: "stats")!))
        #expect(command(["--version"]) == .version)
        #expect(command(["version"]) == .version)
    }

    func paceOptions(_ words: [String]) -> PaceOptions? {
        if case .pace(let options)? = command(words) { return options }
        return nil
    }

    @Test func paceActions() {
        #expect(paceOptions(["pace"])?.action == .run(minutesPerRate: 2))
        #expect(paceOptions(["pace", "--minutes-per-rate", "2.5", "--json"])?.action == .run(minutesPerRate: 2.5))
        #expect(paceOptions(["pace", "--minutes-per-rate", "2.5", "--json"])?.json == true)
        #expect(paceOptions(["pace", "--history"])?.action == .history)
        #expect(paceOptions(["pace", "--rr", "rr.txt"])?.action == .score(rrFile: "rr.txt"))
    }

    /// The refusals a person saw before typed commands, word for word, with their hints.
    @Test(arguments: [
        (["practice", "box", "--minutes", "0.2"], "--minutes needs a number of minutes from 0.5 to 120, like 5 or 2.5, not '0.2'", "breathe practice --help"),
        (["practice", "box", "--minutes", "1e3"], "--minutes needs a number of minutes from 0.5 to 120, like 5 or 2.5, not '1e3'", "breathe practice --help"),
        (["practice", "box", "--cycles", "0"], "--cycles needs a whole number from 1 to 1000, like 8, not '0'", "breathe practice --help"),
        (["practice", "box", "--cycles", "1001"], "--cycles needs a whole number from 1 to 1000, like 8, not '1001'", "breathe practice --help"),
        (["pace", "--minutes-per-rate", "9"], "--minutes-per-rate needs a number of minutes from 1 to 5, like 2, not '9'", "breathe pace --help"),
        (["start", "--sound", "loud"], "--sound needs off, tone, voice or bell, not 'loud'", "breathe start --help"),
        (["--sound", "loud"], "--sound needs off, tone, voice or bell, not 'loud'", "breathe --help"),
        (["export", "--format", "xml"], "unknown format 'xml'; use json or csv", "breathe export --help"),
        (["completions", "tcsh"], "no completions for 'tcsh': bash, zsh or fish", "breathe completions --help"),
        (["help", "stat"], "no help for 'stat': there is no such command; did you mean stats?", "breathe help"),
        (["practice", "4-x"], "", "breathe practice --help"),
    ])
    func refusalsKeepTheirWords(words: [String], message: String, hint: String) throws {
        let error = try #require(refusal(words), "\(words) was accepted")
        if !message.isEmpty { #expect(error.message == message) }
        #expect(error.hint == hint)
    }

    /// Help's prose is wrapped, never printed as broken by hand: no line of a paragraph
    /// ends where the next line's first word would still fit ("a session of" / "a minute
    /// or more" in help stats).
    @Test func helpProseNeverBreaksEarly() {
        for spec in CommandTable.commands where !spec.name.isEmpty {
            let lines = HelpText.command(spec).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
                // Prose at the margin continued at the margin; an entry's lines have their own columns.
                // A sentence's end may end its paragraph.
                guard !line.hasPrefix(" "), !next.hasPrefix(" "), !line.hasSuffix(":"), !line.hasSuffix(".") else {
                    continue
                }
                // A "·" goes with the word before it (it never begins a line).
                var firstWord = next.prefix { $0 != " " }
                if next.dropFirst(firstWord.count).hasPrefix(" ·") { firstWord = next.prefix(firstWord.count + 2) }
                // So does a number its word ("2 cycles").
                if firstWord.allSatisfy(\.isASCIIDigit) {
                    firstWord = next.prefix(firstWord.count + 1 + next.dropFirst(firstWord.count + 1).prefix { $0 != " " }.count)
                }
                #expect(line.columns + 1 + firstWord.count > HelpText.fullWidth, "help \(spec.name): \(line) / \(next)")
            }
        }
    }

    /// `breathe now`: a minute of the pattern pace, as free practice; --minutes makes it
    /// longer; a length in cycles or a pattern is no part of it.
    @Test func nowIsAMinuteOfYourOwnPace() throws {
        guard case .practice(let now) = try BreatheCommand.parse(["now"]).get() else { Issue.record("not practice"); return }
        #expect(now.pattern == "pace" && now.patternTo == nil && now.length == .minutes(1))
        // At 6 a minute (in 4, out 6): 6 cycles, one minute; at 5 a minute, 5 cycles of 12 s.
        #expect(now.plan(pace: 6).cycles == 6 && now.plan(pace: 6).totalSeconds == 60)
        #expect(now.plan(pace: 5).totalSeconds == 60)
        guard case .practice(let longer) = try BreatheCommand.parse(["now", "--minutes", "3", "--plain"]).get() else { return }
        #expect(longer.length == .minutes(3) && longer.display.plain)
        #expect(refusal(["now", "--cycles", "4"])?.hint == "breathe now --help")
        #expect(refusal(["now", "box"]) != nil)
        #expect(refusal(["now", "--minutes", "500"])?.message == "--minutes needs a number of minutes from 0.5 to 120, like 5 or 2.5, not '500'")
    }

    /// Help reads each range from the option's declaration: the help line and the
    /// refusal can never disagree.
    @Test func helpReadsRangesFromTheDeclarations() {
        let practice = HelpText.command(CommandTable.command(named: "practice")!)
        #expect(practice.contains("about M minutes (\(formatNumber(SessionLength.minutesRange.lowerBound)) to \(formatNumber(SessionLength.minutesRange.upperBound))), rounded"))
        #expect(practice.contains("exactly N cycles (1 to 1000)"))
        #expect(HelpText.command(CommandTable.command(named: "pace")!).contains("minutes at each rate (1 to 5, default 2)"))
        for spec in CommandTable.commands {
            for option in spec.options { #expect(!option.help.contains("{range}"), "\(spec.name) \(option.name)") }
        }
    }

    /// The overview states the threshold as the person set it, not the default.
    @Test func theOverviewStatesTheThresholdSet() {
        #expect(HelpText.general.contains("at least 80% of it"))
        #expect(HelpText.general(threshold: 0.6).contains("at least 60% of it"))
        #expect(HelpText.general(threshold: 0.875).contains("at least 87.5% of it"))
        #expect(HelpText.command(CommandTable.home, threshold: 1).contains("at least 100% of it"))
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every declared option is in its command's help, in the man page's synopsis and in
    /// each shell's completions, with its values where it has a list of them.
    @Test func everyOptionIsInHelpTheManPageAndEveryShell() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/breathe.1"), encoding: .utf8)
        let start = try #require(page.range(of: ".SH SYNOPSIS\n")), end = try #require(page.range(of: ".SH DESCRIPTION"))
        let synopsis = String(page[start.upperBound..<end.lowerBound])
        let scripts = Shell.allCases.map { CompletionScripts.script(for: $0) }
        for spec in [CommandTable.home] + CommandTable.commands {
            let help = spec.name.isEmpty ? HelpText.general : HelpText.command(spec)
            for option in spec.options {
                #expect(help.contains(option.name), "help of \(spec.invocation): \(option.name)")
                // The display options are described once, under OPTIONS, not on the synopsis
                // line of each command that takes them; every other option is in the synopsis.
                let roff = option.name.replacing("-", with: "\\-")
                let display = CommandTable.display.contains { $0.name == option.name }
                #expect((display ? page : synopsis).contains(roff), "man page: \(spec.invocation) \(option.name)")
                for script in scripts {
                    #expect(script.contains(String(option.name.dropFirst(2))), "\(spec.invocation) \(option.name)")
                    if case .words(let words) = option.completion {
                        #expect(script.contains(words.joined(separator: " ")), "\(option.name) values")
                    }
                }
            }
        }
        for script in scripts {
            #expect(script.contains(SoundMode.allCases.map(\.rawValue).joined(separator: " ")))
            #expect(script.contains("breathe progress"), "lesson ids")
        }
    }

    /// The shipped bash completion, run by bash, offers what each place on the line takes.
    func bashOffers(_ words: [String]) throws -> [String] {
        let script = Self.root.appendingPathComponent("Docs/completions/breathe.bash").path
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        // A stand-in breathe answers the completion's questions as the real one would.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = """
            #!/bin/sh
            case "$1 $2" in
              "progress box-focus") printf '%s\\n' '{' '  "lessons" : [' '    { "id" : "first-box" },' '    { "id" : "longer-box" }' '  ],' '  "programID" : "box-focus"' '}' ;;
              "progress --json") printf '%s\\n' '{ "lessons" : [ ' '    { "id" : "settle-in" }' '] }' ;;
              "programs --json") printf '%s\\n' '  { "id" : "box-focus" },' '  { "id" : "foundations" }' ;;
            esac
            """
        // Written close-on-exec: a process another test starts meanwhile must not inherit it
        // open for writing (ETXTBSY when bash runs it).
        #expect(writeExecutable(folder.appendingPathComponent("breathe").path, standIn))
        bash.arguments = ["-c", "source \"$1\"; shift; COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _breathe; printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", script, "breathe"] + words
        let output = Pipe()
        bash.standardOutput = output
        bash.environment = ["PATH": folder.path + ":/usr/bin:/bin"]
        try bash.run()
        let offered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bash.waitUntilExit()
        return offered.split(separator: "\n").map(String.init)
    }

    @Test func bashOffersASettingsValues() throws {
        #expect(try bashOffers(["config", "sound", ""]) == ["off", "tone", "voice", "bell", "--json", "--help", "--lang"])
        #expect(try bashOffers(["config", "moodCheck", ""]) == ["true", "false", "--json", "--help", "--lang"])
        #expect(try bashOffers(["config", "language", ""]) == ["auto", "en", "zh-Hans", "--json", "--help", "--lang"])
        #expect(try bashOffers(["history", "--lang", ""]) == ["en", "zh-Hans"])
        #expect(try bashOffers(["practice", "--lang", "zh-Hans", ""]).contains("4-7-8"))
        #expect(try bashOffers(["config", "sound", "t"]) == ["tone"])
        #expect(try bashOffers(["config", "th"]) == ["threshold"])
        #expect(try bashOffers(["config", "sound", "tone", ""]) == ["--json", "--help", "--lang"])
    }

    @Test func bashOffersAPatternOnceThenOptions() throws {
        let first = try bashOffers(["practice", ""])
        #expect(first.contains("4-7-8") && first.contains("box") && first.contains("--minutes"))
        let after = try bashOffers(["practice", "box", ""])
        #expect(!after.contains("4-7-8") && !after.contains("box"))
        #expect(after.contains("--minutes") && after.contains("--plain"))
        // An option's value is not the pattern.
        #expect(try bashOffers(["practice", "--minutes", "5", ""]).contains("4-7-8"))
        #expect(try bashOffers(["practice", "--sound", ""]) == ["off", "tone", "voice", "bell"])
    }

    @Test func bashOffersTheNamedProgramsLessons() throws {
        #expect(try bashOffers(["start", "box-focus", "--lesson", ""]) == ["first-box", "longer-box"])
        #expect(try bashOffers(["start", "--lesson", ""]) == ["settle-in"])
        #expect(try bashOffers(["start", ""]).starts(with: ["box-focus", "foundations"]))
    }
}
