import Foundation
import Testing
@testable import BreatheCore

/// The catalogue is complete: every message of every area in both languages, and no
/// words for a person written anywhere else in the sources.
@Suite struct CatalogueCompletenessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Files whose literals are not words for a person: the catalogue itself, the shell
    /// completion scripts (shell code), the seed embedder (a build tool).
    static let exempt = ["/Language/", "/CompletionScripts.swift", "/seed-embedder/"]

    /// Literals with words in them that are not words for a person, each for its reason.
    static let allowed: Set<String> = [
        // A word a person may type as an answer (c, s or "start over"), never shown.
        "start over",
        // A developer's message in a precondition: never reaches a person.
        "CellStyle's raw values number its cases",
        // The set-aside file's own note, kept in English in every language (Docs/STORE.md):
        // the file is for repairs, read alongside STORE.md.
        "Records breathe read but did not use, because they break a rule (Docs/STORE.md lists the ranges). They are kept here as they were; none is merged or synced.",
        // The prefix of a built-in program file's name, shown only if breathe's own seed is
        // broken (a bug), and the status summary's format line.
        "built-in ", "breathe-status 1",
        // formatNumber's words for numbers beyond any range breathe accepts (1e22 and up),
        // which appear only inside a refusal that quotes what was typed.
        "a negative number of about \\(digits.count) digits", "a number of about \\(digits.count) digits",
        "a tiny negative number",
        // Sound mode names, as typed.
        "off, tone, voice or bell",
        // How an English refusal names a JSON value it quotes ("not an object"); Chinese
        // refusals name it through ShownValue.
        "an object",
    ]

    /// Every string literal that holds two words or more, outside the catalogue.
    static func sentencesOutsideTheCatalogue() throws -> [String] {
        var found: [String] = []
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() where !exempt.contains(where: { ("/" + file).contains($0) }) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for literal in literals(in: Substring(code)) where isSentence(literal) && !allowed.contains(literal) {
                    found.append("\(file):\(number + 1): \"\(literal)\"")
                }
            }
        }
        return found
    }

    /// The string literals on one line of code (interpolations left in place).
    static func literals(in line: Substring) -> [String] {
        var result: [String] = []
        var index = line.startIndex
        while let open = line[index...].firstIndex(of: "\"") {
            var cursor = line.index(after: open), depth = 0
            var closed: String.Index?
            while cursor < line.endIndex {
                let character = line[cursor]
                if character == "\\" {
                    let next = line.index(after: cursor)
                    if next < line.endIndex, line[next] == "(" { depth += 1 }
                    cursor = line.index(cursor, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                    continue
                }
                if depth > 0, character == ")" { depth -= 1 } else if depth == 0, character == "\"" { closed = cursor; break }
                cursor = line.index(after: cursor)
            }
            guard let closed else { break }
            result.append(String(line[line.index(after: open)..<closed]))
            index = line.index(after: closed)
        }
        return result
    }

    /// Two words of letters outside interpolations: prose, not a key, a flag, a format or
    /// a command line (which is typed the same in every language).
    static func isSentence(_ literal: String) -> Bool {
        let text = withoutInterpolations(literal)
        if text.hasPrefix("breathe") || text.hasPrefix("set -g ") || text.hasPrefix(".") { return false }
        let words = text.split { !$0.isLetter && $0 != "'" }.filter { $0.count >= 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
        guard words.count >= 2 else { return false }
        return text.contains(" ") && text.contains(where: \.isLowercase)
    }

    /// The literal with each `\\( … )` taken out.
    static func withoutInterpolations(_ literal: String) -> String {
        var result = "", depth = 0
        var characters = literal.makeIterator()
        while let character = characters.next() {
            if depth == 0, character == "\\" {
                guard let next = characters.next() else { break }
                if next == "(" { depth = 1 } else { result.append(" ") }
                continue
            }
            if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                continue
            }
            result.append(character)
        }
        return result
    }

    @Test func noSentenceOutsideTheCatalogue() throws {
        let found = try Self.sentencesOutsideTheCatalogue()
        #expect(found.isEmpty, "\(found.count) literals:\n\(found.prefix(60).joined(separator: "\n"))")
    }

    /// The scan finds what it looks for.
    /// One of every message of every area, as each area lists them.
    static let areas: [String: [any Phrases]] = [
        "AboutPhrase": AboutPhrase.samples, "ConfigPhrase": ConfigPhrase.samples, "FileProblem": FileProblem.samples,
        "HelpPhrase": HelpPhrase.samples, "HomePhrase": HomePhrase.samples, "JSONSyntaxError": JSONSyntaxError.samples,
        "JournalPhrase": JournalPhrase.samples, "KeyHint": KeyHint.samples, "OutputPhrase": OutputPhrase.samples,
        "BoltPhrase": BoltPhrase.samples, "SafetyPhrase": SafetyPhrase.samples, "RoundsPhrase": RoundsPhrase.samples, "HoldReportPhrase": HoldReportPhrase.samples,
        "PacePhrase": PacePhrase.samples, "PaceReportPhrase": PaceReportPhrase.samples, "PatternError": PatternError.samples,
        "PatternListPhrase": PatternListPhrase.samples, "PatternSummary": PatternSummary.samples,
        "ProgramFileWarning": ProgramFileWarning.samples, "QuestionPhrase": QuestionPhrase.samples, "RRProblem": RRProblem.samples,
        "ReportPhrase": ReportPhrase.samples, "SessionPhrase": SessionPhrase.samples, "SettingsProblem": SettingsProblem.samples,
        "SoundPhrase": SoundPhrase.samples, "StartupPhrase": StartupPhrase.samples, "StoreNotice": StoreNotice.samples,
        "StoreProblem": StoreProblem.samples, "SyncPhrase": SyncPhrase.samples, "TerminalProblem": TerminalProblem.samples,
        "TransferPhrase": TransferPhrase.samples, "UsagePhrase": UsagePhrase.samples, "MergeConflict": MergeConflict.samples,
        "Message": Message.samples,
        "PlanError": PlanError.samples, "PatternPart": PatternPart.samples,
        "ClockRefusal": ClockRefusal.samples, "Fault": ClockRefusal.samples.flatMap(\.faults),
        "SystemReason": SystemReason.samples, "FileKind": FileKind.samples,
        // null is null in every language.
        "SettingValueRefusal": SettingValueRefusal.samples, "JSONKind": JSONKind.allCases.filter { $0 != .null },
        "ProgramFileError": [ProgramFileError(file: "p.json", field: "lessons[0].title", issue: .missing)],
        "ShownValue": ShownValue.samples, "JSONSyntaxClause": JSONSyntaxClause.samples,
        // SyncFolderRule.OwnFolder.Role, which the scan names by the first word after "extension".
        "SyncFolderReason": SyncFolderReason.samples, "SyncFolderRule": SyncFolderRule.OwnFolder.Role.allCases,
        // SetAsideRecord.Kind, which the scan names by the first word after "extension".
        "StoreDamage": StoreDamage.samples, "SetAsideRecord": SetAsideRecord.Kind.allCases, "RuleBreak": RuleBreak.samples,
        "SetAsideOutcome": SetAsideOutcome.samples, "StoreNoticePart": StoreNoticePart.samples,
        "ObjectContents": ObjectContents.samples, "SettingValueProblem": SettingValueProblem.samples,
        // shell is shell in every language.
        "ArgumentName": ArgumentName.allCases.filter { $0 != .shell },
        "FieldIssue": FieldIssue.samples, "FieldProblem": FieldIssue.samples.map { FieldProblem(field: "sessions[3].startedAt", $0) },
    ]

    /// Every type that conforms to `Phrases` (or `TranslatedPhrases`) in the sources is walked above: an area
    /// added without its samples here fails.
    @Test func everyAreaIsWalked() throws {
        var declared: Set<String> = []
        let sources = Self.root.appendingPathComponent("Sources/BreatheCore")
        for file in FileManager.default.enumerator(atPath: sources.path)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }) ?? [] {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("Phrases") && !line.contains("protocol Phrases") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let words = line.split { !$0.isLetter && !$0.isNumber }.map(String.init)
                // An area renders its words in Swift (`Phrases`) or from po/ (`TranslatedPhrases`).
                guard let at = words.firstIndex(where: { ["enum", "struct", "extension"].contains($0) }), at + 1 < words.count,
                      words.contains("Phrases") || words.contains("TranslatedPhrases"), words[at + 1] != "TranslatedPhrases" else { continue }
                declared.insert(words[at + 1])
            }
        }
        #expect(declared == Set(Self.areas.keys), "not walked: \(declared.subtracting(Self.areas.keys).sorted()); gone: \(Set(Self.areas.keys).subtracting(declared).sorted())")
    }

    /// Every message says something in both languages, and the Chinese is Chinese: it has
    /// Chinese characters unless it is only names, numbers and symbols, and it is never
    /// the English left untranslated.
    @Test func everyMessageInBothLanguages() {
        for (area, samples) in Self.areas {
            #expect(!samples.isEmpty, "\(area)")
            for phrase in samples {
                let english = phrase.english, chinese = phrase.chinese
                #expect(!english.isEmpty && !chinese.isEmpty, "\(area): \(phrase)")
                let latinWords = chinese.split { !$0.isLetter }.filter { $0.count >= 3 && $0.allSatisfy { $0.isASCII } }
                // Chinese characters, or full-width punctuation around names and values.
                let hasChinese = chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
                #expect(hasChinese || latinWords.isEmpty || chinese.hasPrefix("Enter"), "\(area): untranslated? \(chinese)")
            }
        }
    }

    @Test func theScanFindsASentence() {
        #expect(Self.literals(in: #"let a = "Breathe in", b = "\(x) done \("y")""#) == ["Breathe in", #"\(x) done \("y")"#])
        #expect(Self.isSentence("Breathe in"))
        #expect(Self.isSentence("\\(count) sessions saved"))
        #expect(!Self.isSentence("startedAt"))
        #expect(!Self.isSentence("--minutes"))
        #expect(!Self.isSentence("%Y-%m-%d"))
        #expect(!Self.isSentence("\\(mark) \\(program.id.padded(to: idWidth))"))
        #expect(!Self.isSentence("breathe practice 4-7-8 --minutes 5"))
        #expect(Self.isSentence("\\(path) cannot be read"))
    }
}
