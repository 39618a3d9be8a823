import FoundationEssentials
import Testing
@testable import BreatheCore

/// The messages kept as data in `po/`: the reader of PO files, and every shipped file held
/// to the template (the same keys, none fuzzy, each translation with its message's
/// placeholders) and to the Swift side (every case's key in the template, its facts its
/// placeholders).
@Suite struct TranslationFileTests {
    // MARK: Reading PO

    @Test func entriesWithContextsPluralsContinuationsAndFlagsAreRead() throws {
        let file = try POFile(#"""
            # a comment
            msgid ""
            msgstr ""
            "Language: zh_CN\n"
            "Plural-Forms: nplurals=1; plural=0;\n"

            #. for translators
            #, python-brace-format
            msgctxt "area.one"
            msgid "Say {what}"
            msgstr "说 {what}"
            msgctxt "area.two"
            msgid ""
            "first line \"quoted\"\n"
            "second\tline"
            msgid_plural "many"
            msgstr[0] "一"
            msgstr[1] "多"

            #, fuzzy
            msgctxt "area.three"
            msgid "Old"
            msgstr "旧"
            """#)
        #expect(file.header["Plural-Forms"] == "nplurals=1; plural=0;")
        #expect(file.header["Language"] == "zh_CN")
        #expect(file.entries.count == 4)
        #expect(file.entries[1] == POFile.Entry(
            context: "area.one", id: "Say {what}", strings: ["说 {what}"], flags: ["python-brace-format"]))
        #expect(file.entries[2] == POFile.Entry(
            context: "area.two", id: "first line \"quoted\"\nsecond\tline", idPlural: "many", strings: ["一", "多"]))
        #expect(file.entries[3].flags == ["fuzzy"])
        // A fuzzy entry is no translation: the English is said instead.
        #expect(Translations.table(file, english: false) == ["area.one": ["说 {what}"], "area.two": ["一", "多"]])
        #expect(Translations.table(file, english: true)["area.two"] == ["first line \"quoted\"\nsecond\tline", "many"])
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b\nc\"", 2, "a string must be in double quotes"),
        ("\"orphan\"", 1, "a string that follows no keyword"),
        ("msgid \"a\\q\"", 1, "an escape breathe does not read: \\q"),
        ("msgid \"a\"\nmsgstr[1] \"b\"", 2, "not a PO keyword: msgstr[1]"),
        ("msgid \"a\"\nmsgstr \"b\"\nmsgstr \"c\"", 3, "a second msgstr"),
        ("msgid \"a\" x", 1, "a string must be in double quotes"),
        ("msgid \"a\"\nmsgid \"b\"", 2, "a second msgid in one entry"),
        ("msgid \"a\\\"", 1, "a string ends in a lone backslash"),
        ("msgfoo \"a\"", 1, "not a PO keyword: msgfoo"),
        ("msgctxt \"a\"\nmsgid \"b\"\n#. next\nmsgctxt \"c\"\nmsgid \"d\"\nmsgstr \"\"", 4,
         "a msgid without a msgstr before this line"),
        ("msgid \"a\"", 2, "a msgid without a msgstr before this line"),
    ] as [(String, Int, String)])
    func aFileThatBreaksTheFormatNamesTheLine(text: String, line: Int, problem: String) {
        #expect(throws: POFile.SyntaxError(line: line, problem: problem)) { try POFile(text) }
    }

    @Test func placeholdersAreFilledAndDoubledBracesAreBraces() {
        let words = Words(.simplifiedChinese)
        #expect(Translations.fill("还剩 {left}，{{不是}} {missing}", facts: ["left": .duration(90)], words: words)
            == "还剩 1分30秒，{不是} {missing}")
        #expect(Translations.placeholders("{a} and {{b}} then {c}") == ["a", "c"])
    }

    /// A fact said right after a word is spaced from it as the language spaces a Latin word.
    @Test func aFactAfterAWordIsSpacedByTheLanguage() {
        let kinds = ["found": Fact.saidAfterWord(JSONKind.null), "other": Fact.saidAfterWord(JSONKind.list)]
        #expect(Translations.fill("not {found} but {other}", facts: kinds, words: .english) == "not null but a list")
        #expect(Translations.fill("而不是{found}，是{other}", facts: kinds, words: Words(.simplifiedChinese))
            == "而不是 null，是列表")
    }

    // MARK: The shipped files

    static func read(_ name: String) throws -> POFile {
        try #require(Translations.file(name)).get()
    }

    static let samples: [any TranslatedPhrases] = KeyHint.samples + QuestionPhrase.samples + SafetyPhrase.samples
        + RoundsPhrase.samples + TerminalProblem.samples + PatternListPhrase.samples + HoldReportPhrase.samples
        + StartupPhrase.samples + OutputPhrase.samples + SystemReason.samples + FileKind.samples + FileProblem.samples
        + ClockRefusal.samples + ClockRefusal.samples.flatMap(\.faults)
        + ProgramFileWarning.samples + ProgramFileWarning.errorSamples + SessionPhrase.samples
        + HomePhrase.samples + ReportPhrase.samples
        + PaceReportPhrase.samples + RRProblem.samples + SoundPhrase.samples + BoltPhrase.samples + PacePhrase.samples
        + JournalPhrase.samples + SettingsProblem.samples
        + JSONSyntaxError.samples + JSONSyntaxClause.samples + JSONKind.allCases + ShownValue.samples
        + SyncFolderReason.samples + SyncFolderRule.OwnFolder.Role.allCases + SyncPhrase.samples + TransferPhrase.samples
        + StoreDamage.samples + SetAsideRecord.Kind.allCases + MergeConflict.samples + RuleBreak.samples
        + SetAsideOutcome.samples + StoreNotice.samples + StoreNoticePart.samples + StoreProblem.samples
        + FieldIssue.samples + ObjectContents.samples + FieldProblem.samples + SettingValueProblem.samples + Message.samples
        + UsagePhrase.samples + ArgumentName.allCases + ConfigPhrase.samples
        + PatternError.samples + PatternPart.samples + PatternSummary.samples + PlanError.samples + HelpPhrase.samples
        + AboutPhrase.samples

    @Test func everyCaseIsAMessageOfTheTemplateWithItsFactsAsPlaceholders() throws {
        let template = Translations.table(try Self.read("breathe.pot"), english: true)
        #expect(Set(Self.samples.map(\.key)) == Set(template.keys), "a case and the template disagree")
        for sample in Self.samples {
            let forms = try #require(template[sample.key], "\(sample.key)")
            #expect(Set(Translations.placeholders(forms.last!)) == Set(sample.facts.keys), "\(sample.key)")
        }
    }

    @Test(arguments: Language.allCases.filter { $0.rules.messages.hasSuffix(".po") })
    func everyLanguageTranslatesEveryMessageWithItsPlaceholders(language: Language) throws {
        let template = try Self.read("breathe.pot")
        let file = try Self.read(language.rules.messages)
        let english = Translations.table(template, english: true)
        let translated = Translations.table(file, english: false)
        #expect(Set(translated.keys) == Set(english.keys), "missing: \(Set(english.keys).subtracting(translated.keys))")
        #expect(!file.entries.contains { $0.flags.contains("fuzzy") })
        for entry in file.entries {
            guard let key = entry.context else { continue }
            // The English the translator saw is the English of today.
            #expect(entry.id == english[key]?.first, "\(key): its msgid is not the template's")
            // A plural's singular may leave its count out ("Latest day"); every form names
            // only the message's facts, and the one form of a language without plurals all
            // of the plural's.
            let plural = entry.idPlural.map(Translations.placeholders) ?? Translations.placeholders(entry.id)
            for string in entry.strings {
                #expect(Set(Translations.placeholders(string)).isSubset(of: Set(plural + Translations.placeholders(entry.id))),
                        "\(key): \(string)")
            }
            #expect(entry.strings.last.map { Translations.placeholders($0).sorted() } == plural.sorted(),
                    "\(key): \(entry.strings.last ?? "")")
        }
    }

    /// Each file's Plural-Forms says as many forms as the language's rule uses, and each
    /// plural message has that many.
    @Test(arguments: Language.allCases)
    func everyPluralMessageHasTheFormsItsLanguageCounts(language: Language) throws {
        let file = try Self.read(language.rules.messages)
        let header = try #require(file.header["Plural-Forms"])
        let forms = try #require(Int(header.split(separator: ";").first?.split(separator: "=").last ?? ""))
        #expect(Set((0...1000).map(language.rules.plural)) == Set(0..<forms), "\(header)")
        let english = language.rules.messages.hasSuffix(".pot")
        for entry in file.entries where entry.idPlural != nil {
            #expect((english ? 2 : entry.strings.count) == forms, "\(entry.context ?? "")")
        }
        #expect(file.entries.contains { $0.idPlural != nil }, "no plural message to hold to the rule")
    }

    @Test func aCountChoosesTheForm() {
        #expect(RoundsPhrase.fullRounds(1).english == "1 full round")
        #expect(RoundsPhrase.fullRounds(0).english == "0 full rounds")
        #expect(RoundsPhrase.fullRounds(2).chinese == "完整 2 组")
        #expect(RoundsPhrase.plan(rounds: 1, breaths: 10).english == "1 round of 10 breaths, holds up to 3:00")
        // A fraction of a minute reads as the plural.
        #expect(PacePhrase.introBlocks(count: 5, minutes: 1.5, fastest: 6.5, slowest: 4.5).english
            == "5 blocks of about 1.5 minutes each, from 6.5 down to 4.5 breaths a minute.")
        #expect(PacePhrase.introBlocks(count: 5, minutes: 1, fastest: 6.5, slowest: 4.5).english
            == "5 blocks of about 1 minute each, from 6.5 down to 4.5 breaths a minute.")
    }

    /// A message whose key no file has is its key, never an empty line; one a language
    /// lacks is said in English.
    @Test func aMessageNoFileHasIsItsKey() {
        #expect(Translations.render("nowhere.at-all", facts: [:], in: .english) == "nowhere.at-all")
        #expect(Translations.render("key.quit", facts: [:], in: Words(.simplifiedChinese)) == "q 退出")
    }
}
