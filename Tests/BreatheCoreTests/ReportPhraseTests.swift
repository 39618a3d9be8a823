import Testing
@testable import BreatheCore

/// The reports' areas of the catalogue (reports, transfers, patterns, the pace report,
/// config): every case in both languages, Chinese written as Chinese, English as it was.
@Suite struct ReportPhraseTests {
    /// Every sample of every area, rendered in both languages, with its area's name.
    static let rendered: [(area: String, english: String, chinese: String)] = {
        func render<Area: Phrases>(_ name: String, _ samples: [Area]) -> [(String, String, String)] {
            samples.map { (name, Words.english.say($0), Words(.simplifiedChinese).say($0)) }
        }
        return render("ReportPhrase", ReportPhrase.samples) + render("TransferPhrase", TransferPhrase.samples)
            + render("PatternListPhrase", PatternListPhrase.samples) + render("PaceReportPhrase", PaceReportPhrase.samples)
            + render("ConfigPhrase", ConfigPhrase.samples)
    }()

    @Test func everyPhraseHasWordsInBothLanguages() {
        #expect(Self.rendered.count > 100)
        for (area, english, chinese) in Self.rendered {
            #expect(!english.isEmpty && !chinese.isEmpty, "\(area): \(english)")
            #expect(english != chinese, "\(area): \(english) is not translated")
            // Chinese words, or at least Chinese punctuation around names and numbers
            // ("Basics：Slow（4-6）", "true、false").
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value) || (0xFF00...0xFF60).contains($0.value) }, "\(area): \(chinese)")
        }
    }

    /// Chinese takes full-width punctuation: no ASCII comma, colon, semicolon or
    /// parenthesis next to a Chinese character.
    @Test func chineseTakesFullWidthPunctuation() {
        func isChinese(_ character: Character?) -> Bool { character?.unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) } ?? false }
        for (area, _, chinese) in Self.rendered {
            let characters = Array(chinese)
            for (index, character) in characters.enumerated() where ",:;()!?".contains(character) {
                let before = index > 0 ? characters[index - 1] : nil, after = index + 1 < characters.count ? characters[index + 1] : nil
                #expect(!isChinese(before) && !isChinese(after), "\(area): \(chinese)")
            }
        }
    }

    /// Every setting, pattern and caution has its own words: the samples hold them all.
    @Test func theSamplesCoverEverySettingAndPattern() {
        #expect(Set(Settings.declarations.map(\.helpTopic)).count == Settings.declarations.count)
        #expect(SettingHelp.allCases.count == Settings.declarations.count)
        for builtIn in BuiltInPattern.all {
            #expect(Words(.simplifiedChinese)(builtIn.about) != Words.english(builtIn.about), "\(builtIn.name)")
        }
    }

    @Test func englishAsItWas() {
        let words = Words.english
        #expect(words(.streakDay(12)) == "Streak: 12 days")
        #expect(words(.restDaysUsed(1)) == "1 rest day used" && words(.freezesBanked(2)) == "2 freezes banked")
        #expect(words(.sessionTotals(sessions: 12, practisedSeconds: 2040, lessonsCompleted: 3, separator: " · ")) == "Sessions: 12 · practised 34:00 · lessons completed: 3")
        #expect(words(.programTotals(title: "Test", sessions: 1, practisedSeconds: 100, lessonsCompleted: 1, separator: " · ")) == "Test: 1 session · 1:40 · 1 lesson completed")
        #expect(words(.moodChange(0.5)) == "average change: +0.5 on the 1-5 scale")
        #expect(words(.statusLesson(3, of: 10)) == "lesson 3/10" && words(.statusPracticeDays(1)) == "1 practice day")
        #expect(words(.imported(path: "b.json", added: 2, alreadyHere: 1, setAside: 0, conflicts: [])) == "Imported b.json: 2 new sessions, 1 already here.")
        #expect(words(.exported(sessions: 1, bolt: 0, file: "b.json")) == "Exported 1 session to b.json.")
        #expect(words(.exported(sessions: 16, bolt: 1, file: "b.json")) == "Exported 16 sessions and 1 BOLT result to b.json.")
        #expect(words(.cycleAndRate(cycleSeconds: 19, breathsPerMinute: 3.2)) == "19 s a cycle, 3.2 breaths a minute")
        #expect(words(.caution(.longHolds)) == "caution: long holds; if you feel light-headed, stop and breathe normally")
        #expect(words(.block(rate: 5.5, ease: 4, discomfort: true)) == "5.5 (4 of 5, discomfort)")
        #expect(words(.blockEnded(rate: 6, .quit)) == "6 (ended early)")
        // No brackets inside brackets: it read "6 (interrupted (Ctrl-C))".
        #expect(words(.blockEnded(rate: 6, .interrupt)) == "6 (interrupted by Ctrl-C)")
        #expect(Words(.simplifiedChinese)(PaceReportPhrase.blockEnded(rate: 6, .interrupt)) == "6（被 Ctrl-C 中断）")
    }

    /// An import that brings setting changes says so, by key, and counts only the new ones
    /// (it once took them without a word).
    @Test func anImportSaysWhichSettingChangesItBrought() {
        let at = LocalTimestamp(iso8601: "2026-11-30T21:00:00+08:00")!
        var before = ProgressStore()
        before.append(SettingChange(id: "old", key: "threshold", value: "0.9", at: at))
        var imported = ProgressStore()
        for (id, key, value) in [("old", "threshold", "0.9"), ("c1", "volume", "40"), ("c2", "pace", "5.5"),
                                 ("c3", "volume", "50")] {
            imported.append(SettingChange(id: id, key: key, value: value, at: at))
        }
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: imported, setAside: 0, conflicts: [])
            == "Imported b.json: 0 new sessions, 0 already here; changes to 2 settings (pace, volume), which breathe sync "
                + "applies as another device's (latest change wins).")
        #expect(TransferSummary.importLine(path: "b.json", before: imported, imported: imported, setAside: 0, conflicts: [])
            == "Imported b.json: 0 new sessions, 0 already here.")
    }

    /// The JSON of `patterns --json` keeps its caution in English whatever the language.
    @Test func theCautionForScriptsStaysEnglish() {
        let cautions = PatternListReport.entries(pace: PacePlan.defaultRate).compactMap(\.caution)
        #expect(cautions == ["long holds; if you feel light-headed, stop and breathe normally"])
        #expect(PatternCaution.concern(for: BuiltInPattern.named("4-7-8")!.pattern) == .longHolds)
        #expect(PatternCaution.concern(for: BreathPattern(name: "1-1", phases: [BreathPhase(.inhale, 1), BreathPhase(.exhale, 1)])) == .fastBreathing)
        #expect(PatternCaution.concern(for: BuiltInPattern.named("box")!.pattern) == nil)
    }

    /// `breathe patterns` gives each pattern's rate once, on its second line: the line
    /// that says what a pattern is never gives a rate of its own ("about six breaths a
    /// minute" above "5.5 breaths a minute" read as two rates).
    @Test func eachPatternsRateIsSaidOnce() {
        for words in [Words.english, Words(.simplifiedChinese)] {
            let lines = PatternListReport.lines(pace: 6, words: words)
            for summary in PatternSummary.allCases {
                #expect(!words(summary).contains("a minute") && !words(summary).contains("每分钟"), "\(words(summary))")
            }
            let rates = lines.filter { $0.contains("a minute") || $0.contains("每分钟") }
            // pace gives its rate on its one line, at the person's setting.
            #expect(rates.count == BuiltInPattern.all.count + 1, "\(rates)")
        }
    }

    /// `pace` is listed as it would be breathed, at the person's rate: at 6.5 a minute the
    /// walk saw "in 4 : out 6" while a session played "in 3.7", "out 5.5".
    @Test func paceIsListedAtThePersonsRate() {
        let english = PatternListReport.lines(pace: 6.5).joined(separator: " ")
        #expect(english.contains("pace      your own rate, the setting pace: in 3.7, out 5.5, 6.5 breaths a minute"),
                "\(english)")
        let plan = PacePlan.pattern(rate: 6.5, name: PacePlan.patternKeyword)
        #expect(plan.phases.map { (($0.seconds * 10).rounded() / 10) } == [3.7, 5.5])
        let chinese = PatternListReport.lines(pace: 4.5, words: Words(.simplifiedChinese)).joined()
        #expect(chinese.contains("吸气 5.3，呼气 8，每分钟呼吸 4.5 次"), "\(chinese)")
    }
}
