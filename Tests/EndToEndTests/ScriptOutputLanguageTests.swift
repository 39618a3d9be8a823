import Foundation
import Testing

/// What scripts read is the same in every language: every `--json` output, the CSV and
/// JSON exports and the exit statuses, byte for byte, whether breathe speaks English or
/// Chinese, by `--lang`, by the locale or by the setting; only the words for people change.
@Suite struct ScriptOutputLanguageTests {
    /// The ways a language is asked for: none (C.UTF-8), each `--lang`, the locale, and
    /// the gettext list.
    static let languages: [(name: String, option: [String], environment: [String: String?])] = [
        ("plain", [], [:]),
        ("--lang en", ["--lang", "en"], [:]),
        ("--lang zh-Hans", ["--lang", "zh-Hans"], [:]),
        ("LANG=zh_CN.UTF-8", [], ["LANG": "zh_CN.UTF-8"]),
        ("LC_ALL and LANGUAGE", [], ["LC_ALL": "zh_CN.UTF-8", "LANGUAGE": "zh_CN:en"]),
    ]

    /// A home with a bit of everything: a lesson finished over two sittings, a free
    /// session, an attempt cut short, a pace run, an active program, settings of its own;
    /// and a heart-rate recording of the pace run.
    static func preparedHome() throws -> (home: TestHome, recording: String) {
        let home = try TestHome()
        var sessions = [
            #"{"id":"a1","programID":"foundations","lessonID":"settle-in","pattern":"4-6","startedAt":"2026-11-28T08:00:00+08:00","endedAt":"2026-11-28T08:02:00+08:00","plannedSeconds":180,"practicedSeconds":120,"counted":false,"endReason":"quit","moodBefore":2,"moodAfter":4}"#,
            #"{"id":"a2","programID":"foundations","lessonID":"settle-in","pattern":"4-6","startedAt":"2026-11-28T20:00:00+08:00","endedAt":"2026-11-28T20:01:00+08:00","plannedSeconds":60,"practicedSeconds":60,"counted":true,"endReason":"finished","continues":"a1"}"#,
            #"{"id":"f1","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-29T07:00:00+08:00","endedAt":"2026-11-29T07:05:00+08:00","plannedSeconds":300,"practicedSeconds":300,"counted":false,"endReason":"finished"}"#,
            #"{"id":"b1","programID":"foundations","lessonID":"four-and-six","pattern":"4-6","startedAt":"2026-11-30T07:00:00+08:00","endedAt":"2026-11-30T07:01:00+08:00","plannedSeconds":300,"practicedSeconds":60,"counted":false,"endReason":"interrupt"}"#,
        ]
        // A pace run of five one-minute blocks, and beats that swing most at 5.5 a minute.
        let start = 1_796_022_000.0  // 2026-11-30T07:00:00Z
        var beats: [String] = []
        var time = start
        for (index, rate) in [6.5, 6, 5.5, 5, 4.5].enumerated() {
            let from = start + Double(index) * 60
            sessions.append(#"{"id":"p\#(index)","programID":null,"lessonID":null,"pattern":"pace-\#(rate == rate.rounded() ? String(Int(rate)) : String(rate))","startedAt":"\#(iso(from))","endedAt":"\#(iso(from + 60))","plannedSeconds":60,"practicedSeconds":60,"counted":false,"endReason":"finished","paceRun":"run1","paceEase":4,"paceDiscomfort":false}"#)
            let swing = rate == 5.5 ? 14.0 : 7.0
            while time < from + 60 {
                let interval = 60_000 / (65 + swing / 2 * sin(2 * Double.pi * rate / 60 * (time - from)))
                time += interval / 1000
                beats.append(String(format: "%.3f,%d", time, Int(interval.rounded())))
            }
        }
        let store = #"{"formatVersion":1,"sessions":[\#(sessions.joined(separator: ","))],"completions":[{"id":"c1","programID":"foundations","lessonID":"settle-in","completedAt":"2026-11-28T20:01:00+08:00","sessionIDs":["a1","a2"]}],"activations":[{"id":"act1","programID":"foundations","at":"2026-11-28T07:59:00+08:00"}],"boltResults":[{"id":"bolt1","at":"2026-11-29T07:10:00+08:00","seconds":23.4},{"id":"bolt2","at":"2026-11-30T06:58:00+08:00","seconds":9.9}]}"#
        try home.write(store, to: home.store)
        try home.write(#"{"pace": 5.5, "sound": "tone", "volume": 45}"#, to: home.config + "/config.json")
        let recording = home.root + "/rr.csv"
        try home.write("timestamp,rr_ms\n" + beats.joined(separator: "\n") + "\n", to: recording)
        return (home, recording)
    }

    static func iso(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// Runs breathe at a fixed moment (1 December 2026, noon), so the streak and today are
    /// the same for every language.
    static func breathe(_ home: TestHome, _ arguments: [String], _ environment: [String: String?]) throws -> (status: Int32, stdout: String, stderr: String) {
        try home.run(fakeTimeWrapper, ["2026-12-01 12:00:00", try breatheBinary()] + arguments, environment)
    }

    /// Every command that prints for scripts (the command table's `--json` commands and
    /// the exports), and some that fail, each as data or as usage.
    static func commands(recording: String) -> [(arguments: [String], status: Int32)] {
        [
            (["history", "--json"], 0), (["stats", "--json"], 0), (["progress", "--json"], 0), (["progress", "sleep-478", "--json"], 0),
            (["programs", "--json"], 0), (["status", "--json"], 0), (["patterns", "--json"], 0),
            (["pace", "--history", "--json"], 0), (["pace", "--rr", recording, "--json"], 0), (["bolt", "--history", "--json"], 0),
            (["config", "--json"], 0), (["config", "pace", "--json"], 0), (["config", "language", "--json"], 0),
            (["export"], 0), (["export", "--format", "json"], 0), (["export", "--format", "csv"], 0),
            // Failures, as data (1) or as usage (2): they print nothing on stdout.
            (["progress", "nope", "--json"], 2), (["history", "--jsno"], 2), (["import", "/nonexistent.json"], 1),
            (["config", "volume", "101"], 2), (["pace", "--rr", "/nonexistent", "--json"], 1), (["stats", "--calendar", "--json", "extra"], 2),
            (["config", "pace", "5", "--json"], 2), (["config", "nope", "--json"], 2), (["bolt", "--json"], 2),
        ]
    }

    @Test func everyScriptOutputIsTheSameInEveryLanguage() throws {
        let (home, recording) = try Self.preparedHome()
        defer { home.remove() }
        for (command, status) in Self.commands(recording: recording) {
            let plain = try Self.breathe(home, command, [:])
            #expect(plain.status == status, "\(command): \(plain.stderr)")
            #expect(plain.stdout.isEmpty == (status != 0), "\(command): \(plain.stdout)")
            for language in Self.languages.dropFirst() {
                let spoken = try Self.breathe(home, command + language.option, language.environment)
                #expect(spoken.status == plain.status, "\(command) \(language.name): status \(spoken.status), not \(plain.status)")
                #expect(spoken.stdout == plain.stdout, "\(command) \(language.name) printed other bytes:\n\(spoken.stdout)\nnot\n\(plain.stdout)")
            }
        }
    }

    /// The test above proves something only if Chinese is really spoken: the same home's
    /// words for people change, and its figures do not.
    @Test func theWordsForPeopleDoChange() throws {
        let (home, _) = try Self.preparedHome()
        defer { home.remove() }
        for language in Self.languages where language.name.contains("zh") || language.name.contains("LC_ALL") {
            let history = try Self.breathe(home, ["history"] + language.option, language.environment)
            #expect(history.status == 0, "\(history.stderr)")
            #expect(history.stdout.contains("计入课程"), "\(language.name): \(history.stdout)")
            let refused = try Self.breathe(home, ["progress", "nope"] + language.option, language.environment)
            #expect(refused.status == 2 && refused.stderr.contains("没有叫“nope”的课程"), "\(language.name): \(refused.stderr)")
        }
        let english = try Self.breathe(home, ["history"], [:])
        #expect(english.stdout.contains("counted · finished"), "\(english.stdout)")
    }

    @Test func theCSVHeaderAndValuesNeverChange() throws {
        let (home, _) = try Self.preparedHome()
        defer { home.remove() }
        for language in Self.languages {
            let csv = try Self.breathe(home, ["export", "--format", "csv"] + language.option, language.environment)
            #expect(csv.status == 0, "\(csv.stderr)")
            let rows = csv.stdout.components(separatedBy: "\r\n")
            #expect(rows.first == "id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds", "\(language.name)")
            #expect(rows.contains("b1,2026-11-30T07:00:00+08:00,2026-11-30T07:01:00+08:00,foundations,Foundations,four-and-six,\"In for four, out for six\",4-6,300,60,false,interrupt,,"), "\(language.name): \(rows)")
        }
    }
}
