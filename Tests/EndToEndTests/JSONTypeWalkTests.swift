import BreatheCore
import Foundation
import Testing

/// One field, one JSON type: every command that prints JSON (found in the command table,
/// so a new one cannot be missed) is run by the real binary, in an empty home and in one
/// with a bit of everything, and every field of every output is collected by name with
/// the JSON types it takes. A name that takes two types (seconds as a string here and a
/// number there, an id as a number somewhere) fails, unless it is one of the few names
/// that mean different things in different outputs, each declared below with its type
/// per command.
@Suite(.serialized) struct JSONTypeWalkTests {
    /// The commands of the table that print JSON: a `--json` option, or a format that can
    /// be json (`export`).
    static let jsonCommands: [CommandID] = CommandTable.commands.filter { spec in
        spec.options.contains { option in
            if option.names.contains("--json") { return true }
            if case .choice(let words)? = option.kind { return words.contains("json") }
            return false
        }
    }.map(\.id)

    /// Every way each of them prints JSON, read-only: what a script runs.
    static func reads(recording: String) -> [CommandID: [[String]]] {
        [
            .pace: [["pace", "--history", "--json"], ["pace", "--rr", recording, "--json"]],
            .bolt: [["bolt", "--history", "--json"]],
            .programs: [["programs", "--json"]],
            .progress: [["progress", "--json"], ["progress", "sleep-478", "--json"], ["progress", "mine", "--json"]],
            .history: [["history", "--json"]],
            .stats: [["stats", "--json"]],
            .export: [["export", "--format", "json"]],
            .config: [["config", "--json"], ["config", "syncFolder", "--json"]],
            .status: [["status", "--json"]],
            .patterns: [["patterns", "--json"]],
        ]
    }

    /// A run of `breathe pace` (a minute a rate, sixty times faster, no terminal, so no
    /// questions), whose JSON is the table with `keptAsPace`.
    static let paceRun = ["pace", "--minutes-per-rate", "1", "--json"]

    /// Names that mean one thing in some outputs and another in others, with the type each
    /// command gives them. Changing any would break scripts that read it; GUIDE.md names
    /// them for script writers.
    static let homonyms: [String: [String: JSONKind]] = [
        // The session records in the store; how many sessions in stats.
        "sessions": ["export": .list, "stats": .number],
        // The program's lessons in progress; how many lessons in status (in the program)
        // and in stats' mood (lessons with a mood before and after).
        "lessons": ["progress": .list, "status": .number, "stats": .number],
        // The streak's figures in stats; its current length in days in status.
        "streak": ["stats": .object, "status": .number],
    ]

    /// What a name says its type is: seconds are numbers; ids, dates and times are strings.
    static func expectedKind(of name: String) -> JSONKind? {
        if name == "seconds" || name.hasSuffix("Seconds") { return .number }
        if name == "id" || name.hasSuffix("ID") || name.hasSuffix("IDs[]") { return .string }
        if name == "date" || name.hasSuffix("Date") || name.hasSuffix("At") { return .string }
        return nil
    }

    /// The types seen under each name, with where (the command line and the path).
    struct Walk {
        var kinds: [String: [JSONKind: [String]]] = [:]

        mutating func record(_ name: String, _ kind: JSONKind, at place: String) {
            kinds[name, default: [:]][kind, default: []].append(place)
        }

        /// Every field of `value`, by its name; a list's items as "name[]". In `config`'s
        /// output a setting's value and default are named by its key, as in config.json,
        /// so each setting keeps its own type (and `threshold` the type stats gives it).
        mutating func walk(_ value: JSONValue, name: String?, path: String, output: String) {
            switch value {
            case .object(let fields):
                let setting: String? = if output.hasPrefix("config"), case .string(let key)? = fields["key"], Settings.keys.contains(key) { key } else { nil }
                for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                    let fieldName = setting != nil && (key == "value" || key == "default") ? setting! : key
                    record(fieldName, field.kind, at: "\(output): \(path).\(key)")
                    walk(field, name: fieldName, path: path + "." + key, output: output)
                }
            case .array(let items):
                for item in items {
                    if let name { record(name + "[]", item.kind, at: "\(output): \(path)[]") }
                    walk(item, name: name.map { $0 + "[]" }, path: path + "[]", output: output)
                }
            default:
                break
            }
        }
    }

    /// A home with a bit of everything: ScriptOutputLanguageTests' (a lesson over two
    /// sittings with moods, free practice, a pace run and its recording, an active program)
    /// and a lesson stalled below the threshold, hold rounds with their holds, a setting change from another device, a
    /// program of one's own, settings of one's own with a sync folder.
    static func fullHome() throws -> (home: TestHome, recording: String) {
        let (home, recording) = try ScriptOutputLanguageTests.preparedHome()
        let more = #"{"formatVersion":1,"sessions":[{"id":"b2","programID":"foundations","lessonID":"four-and-six","pattern":"4-6","startedAt":"2026-11-30T19:00:00+08:00","endedAt":"2026-11-30T19:02:00+08:00","plannedSeconds":300,"practicedSeconds":120,"counted":false,"endReason":"quit"},{"id":"h1","programID":null,"lessonID":null,"pattern":"rounds","startedAt":"2026-11-30T07:00:00+08:00","endedAt":"2026-11-30T07:12:00+08:00","plannedSeconds":900,"practicedSeconds":700,"counted":false,"endReason":"finished","holds":[62.4,75]}],"completions":[],"activations":[],"settingChanges":[{"id":"s1","key":"threshold","value":"0.75","at":"2026-11-29T09:00:00+08:00"}]}"#
        try home.write(more, to: home.root + "/more.json")
        let imported = try ScriptOutputLanguageTests.breathe(home, ["import", home.root + "/more.json"], [:])
        #expect(imported.status == 0, "\(imported.stderr)")
        try home.write(#"{"id":"mine","title":"Mine","summary":"A program of my own.","lessons":[{"id":"one","title":"One","pattern":"4-6","minutes":1}]}"#, to: home.programs + "/mine.json")
        try FileManager.default.createDirectory(atPath: home.root + "/sync", withIntermediateDirectories: true)
        try home.write(#"{"pace": 5.5, "sound": "tone", "volume": 45, "showStreak": true, "syncFolder": "\#(home.root)/sync"}"#, to: home.config + "/config.json")
        return (home, recording)
    }

    /// Runs `arguments` in `home` and walks what it printed; a failure prints nothing on
    /// stdout. Returns whether it succeeded.
    @discardableResult
    static func walk(_ arguments: [String], in home: TestHome, faketime: [String] = ["2026-12-01 12:00:00"], into walk: inout Walk) throws -> Bool {
        let result = try home.run(fakeTimeWrapper, faketime + [try breatheBinary()] + arguments)
        let output = arguments.joined(separator: " ")
        guard result.status == 0 else {
            #expect(result.stdout.isEmpty, "\(output) failed (\(result.status)) yet printed: \(result.stdout)")
            return false
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(result.stdout.utf8))
        } catch {
            Issue.record("\(output) printed no JSON (\(error)): \(result.stdout)")
            return false
        }
        walk.walk(value, name: nil, path: "", output: output)
        return true
    }

    @Test func everyCommandThatPrintsJSONIsWalked() {
        let reads = Self.reads(recording: "rr.csv")
        #expect(Set(Self.jsonCommands) == Set(reads.keys), "the table's JSON commands \(Self.jsonCommands.map(\.rawValue)) and the walk's \(reads.keys.map(\.rawValue)) differ")
        #expect(Self.jsonCommands.count >= 9, "the table walk found only \(Self.jsonCommands.map(\.rawValue))")
        for (command, lines) in reads {
            #expect(!lines.isEmpty && lines.allSatisfy { $0.first == command.rawValue }, "\(command)")
        }
    }

    @Test func oneFieldOneType() throws {
        var walk = Walk()
        let empty = try TestHome()
        defer { empty.remove() }
        for lines in Self.reads(recording: empty.root + "/none.csv").values {
            for arguments in lines { try Self.walk(arguments, in: empty, into: &walk) }
        }
        let (home, recording) = try Self.fullHome()
        defer { home.remove() }
        #expect(try Self.walk(Self.paceRun, in: home, faketime: ["-f", "@2026-11-30 20:00:00 x60"], into: &walk), "the pace run")
        for command in Self.jsonCommands {
            for arguments in Self.reads(recording: recording)[command] ?? [] {
                #expect(try Self.walk(arguments, in: home, into: &walk), "\(arguments) failed in the full home")
            }
        }

        #expect(walk.kinds.count > 80, "only \(walk.kinds.count) names were seen")
        for (name, kinds) in walk.kinds.sorted(by: { $0.key < $1.key }) {
            let typed = kinds.filter { $0.key != .null }
            // A field only ever null would say nothing of its type: the homes must show it.
            #expect(!typed.isEmpty, "\(name) is null wherever it appears: \(kinds[.null] ?? [])")
            if let meanings = Self.homonyms[name] {
                for (kind, places) in typed {
                    for place in places {
                        let command = String(place.prefix { $0 != " " && $0 != ":" })
                        #expect(meanings[command] == kind, "\(name) is \(kind.english) at \(place), but \(command) gives it as \(meanings[command]?.english ?? "nothing")")
                    }
                }
                continue
            }
            let seen = typed.map { "\($0.key.english) at \($0.value.prefix(3).joined(separator: ", "))" }.joined(separator: "; ")
            #expect(typed.count <= 1, "\(name) takes \(typed.count) types: \(seen)")
            if let expected = Self.expectedKind(of: name) {
                for (kind, places) in typed where kind != expected {
                    Issue.record("\(name) should be \(expected.english), but is \(kind.english) at \(places.prefix(3).joined(separator: ", "))")
                }
            }
        }
        // The walk saw what it is there for: the new outputs, and each meaning of each
        // name that has two.
        #expect(walk.kinds["seconds"]?[.number]?.contains { $0.hasPrefix("patterns --json: [].phases[]") } == true)
        #expect(walk.kinds["pace"]?[.number] != nil && walk.kinds["syncFolder"]?[.string] != nil && walk.kinds["keptAsPace"]?[.bool] != nil)
        // BOLT results: seconds as numbers and the time as a string, in their own list, in
        // the export and in stats' latest.
        #expect(walk.kinds["seconds"]?[.number]?.contains { $0.hasPrefix("bolt --history --json: [].seconds") } == true)
        #expect(walk.kinds["seconds"]?[.number]?.contains { $0.hasPrefix("stats --json: .latestBolt.seconds") } == true)
        #expect(walk.kinds["at"]?[.string]?.contains { $0.hasPrefix("export --format json: .boltResults[].at") } == true)
        for (name, meanings) in Self.homonyms {
            for (command, kind) in meanings {
                #expect(walk.kinds[name]?[kind]?.contains { $0.hasPrefix(command + " ") } == true, "\(name) was never seen as \(kind.english) in \(command)")
            }
        }
    }
}
