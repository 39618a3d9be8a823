import FoundationEssentials
import Testing
@testable import BreatheCore

/// `bolt --history` as the lines it prints, at 80 and 40 columns in English and Chinese;
/// its sparkline as it narrows; its JSON; the line `stats` gives the latest result.
@Suite struct BoltReportTests {
    static let chinese = Words(.simplifiedChinese)

    /// Four mornings and one evening, in Shanghai time, kept out of order.
    static let store: ProgressStore = {
        func result(_ id: String, _ time: String, _ seconds: Double) -> BoltResult {
            BoltResult(id: id, at: LocalTimestamp(iso8601: time)!, seconds: seconds)
        }
        return ProgressStore(boltResults: [
            result("b3", "2026-11-30T07:10:00+08:00", 21),
            result("b1", "2026-11-28T07:02:00+08:00", 18.5),
            result("b5", "2026-12-01T21:40:00+08:00", 9.4),
            result("b2", "2026-11-29T06:58:00+08:00", 104.2),
            result("b4", "2026-12-01T06:55:00+08:00", 26.4),
        ])
    }()

    @Test func theHistoryAt40Columns() {
        #expect(BoltReport.lines(Self.store, ascii: false, width: 40) == [
            "BOLT results",
            "2026-11-28 07:02   18.5 s  15-25 s",
            "2026-11-29 06:58  104.2 s  40 s and over",
            "2026-11-30 07:10   21.0 s  15-25 s",
            "2026-12-01 06:55   26.4 s  25-40 s",
            "2026-12-01 21:40    9.4 s  under 10 s",
            "",
            "Over time: ▂█▂▃▁  9.4-104.2 s",
            "",
            "Results vary through the day; taken soon",
            "after waking, they compare best.",
        ])
    }

    @Test func theHistoryInChineseAt40Columns() {
        let lines = BoltReport.lines(Self.store, ascii: false, width: 40, words: Self.chinese)
        #expect(lines == [
            "BOLT 测试结果",
            "2026-11-28 07:02   18.5秒  15-25秒",
            "2026-11-29 06:58  104.2秒  40秒及以上",
            "2026-11-30 07:10   21.0秒  15-25秒",
            "2026-12-01 06:55   26.4秒  25-40秒",
            "2026-12-01 21:40    9.4秒  10秒以下",
            "",
            "历次：▂█▂▃▁  9.4-104.2秒",
            "",
            "结果在一天之中会有起伏；",
            "每天早上醒来后不久测，最便于前后比较。",
        ])
        #expect(lines.allSatisfy { $0.columns <= 40 })
    }

    /// Without colour or Unicode, the bars are the ASCII set's.
    @Test func theSparklineInASCII() {
        #expect(BoltReport.sparkline(Self.store.boltResultsInOrder, ascii: true, width: 80) == "Over time: -@-~_  9.4-104.2 s")
    }

    /// A narrow line keeps the latest results, says how many, and gives their range.
    @Test func theSparklineNarrows() {
        let results = Self.store.boltResultsInOrder
        #expect(BoltReport.sparkline(results, ascii: false, width: 29) == "Over time: ▂█▂▃▁  9.4-104.2 s")
        #expect(BoltReport.sparkline(results, ascii: false, width: 28) == "Latest 4: █▂▃▁  9.4-104.2 s")
        #expect(BoltReport.sparkline(results, ascii: false, width: 25) == "Latest 3: ▇█▃  9.4-26.4 s")
        #expect(BoltReport.sparkline(results, ascii: false, width: 24) == "Latest 2: █▃  9.4-26.4 s")
        #expect(BoltReport.sparkline(results, ascii: false, width: 21) == "Latest 1: █  9.4 s")
        #expect(BoltReport.sparkline(results, ascii: false, width: 12) == nil)
        #expect(BoltReport.sparkline(results, ascii: false, width: 25, words: Self.chinese) == "历次：▂█▂▃▁  9.4-104.2秒")
        #expect(BoltReport.sparkline(results, ascii: false, width: 24, words: Self.chinese) == "历次：▂█▂▃▁  9.4-104.2秒")
        #expect(BoltReport.sparkline(results, ascii: false, width: 23, words: Self.chinese) == "最近 1 次：█  9.4秒")
    }

    @Test func noResultsYet() {
        #expect(BoltReport.lines(ProgressStore(), ascii: false, width: 40) == ["No BOLT results yet: breathe bolt", "measures one."])
        #expect(BoltReport.lines(ProgressStore(), ascii: false, width: 80, words: Self.chinese) == ["还没有 BOLT 测试结果：用 breathe bolt 测一次。"])
        #expect(BoltReport.latestLine(ProgressStore()) == nil)
    }

    /// The results for scripts: oldest first, seconds as numbers, the time as a string,
    /// the band as a word that never changes with the language.
    @Test func theJSON() throws {
        let text = try #require(ScriptJSON.text(BoltReport.json(Self.store)))
        #expect(text.hasPrefix("""
            [
              {
                "at" : "2026-11-28T07:02:00+08:00",
                "band" : "15-25",
                "id" : "b1",
                "seconds" : 18.5
              },
              {
                "at" : "2026-11-29T06:58:00+08:00",
                "band" : "40-and-over",
                "id" : "b2",
                "seconds" : 104.2
              },
            """))
        #expect(BoltReport.json(Self.store).map(\.band) == ["15-25", "40-and-over", "15-25", "25-40", "under-10"])
        #expect(ScriptJSON.text(BoltReport.json(ProgressStore())) == "[\n\n]")
    }

    /// `stats` names the latest by the instant it was taken, with its local day.
    @Test func theLatestInStats() {
        #expect(BoltReport.latestLine(Self.store) == "Latest BOLT test: 9.4 s (under 10 s), Tue 1 Dec")
        #expect(BoltReport.latestLine(Self.store, words: Self.chinese) == "最近一次 BOLT 测试：9.4秒（10秒以下），12月1日 周二")
        var report = StatsReport(streak: Streak(practiceDays: [], today: CivilDate(year: 2026, month: 12, day: 1), freezes: FreezeRules()), insights: Insights(store: Self.store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule()), settings: Settings())
        report.latestBolt = Self.store.boltResultsInOrder.last
        #expect(report.lines(bar: "#", width: 80).prefix(5) == [
            "Practice",
            "  Longest streak: 0 days",
            "  Practice days: 0 in all, 0 this week",
            "  Sessions: 0 · practised 0:00 · lessons completed: 0",
            "  Latest BOLT test: 9.4 s (under 10 s), Tue 1 Dec",
        ])
    }
}

extension BoltReportTests {
    /// A terminal whose locale is not UTF-8 (LANG=C) gets every symbol in ASCII; the words
    /// of the BOLT test and of the hold reports, ranges included ("15-25 s", "0:45-1:32"),
    /// must not bring a dash of their own that it would show as mojibake.
    @Test func everyEnglishSentenceIsASCII() {
        let sentences = BoltPhrase.samples.map(\.english) + HoldReportPhrase.samples.map(\.english)
        let marked = sentences.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
        #expect(marked.isEmpty, "\(marked)")
    }
}
