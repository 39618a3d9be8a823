/// How a language writes what every message shares: the gaps between words and sentences,
/// how lists and clauses join, its punctuation and quotation marks, durations and dates,
/// and the voice that speaks it. One value per language, here; nothing else in Sources
/// asks which language it is, so a language is added here and in its catalogue.
public struct LanguageRules: Sendable {
    /// The file of `po/` that holds the language's messages: the template for English, whose
    /// msgids are the English; the language's own file for the others.
    public let messages: String
    /// Which plural form of a message a count takes, as the file's Plural-Forms says:
    /// English "1 round" and "2 rounds"; Chinese has one form.
    public let plural: @Sendable (Int) -> Int
    /// Between two sentences, or a sentence and what follows it on its line: " " in
    /// English; nothing in Chinese, whose full-width punctuation carries its own space.
    public let gap: String
    /// Before an aside at the end of a line ("0.8  (default: 0.8)"): two spaces; nothing.
    public let asideGap: String
    /// Between the items of a list, and before its last: ", " and " and "; "、" and "和".
    public let listSeparator: String
    public let lastListSeparator: String
    /// Before the last of names one of which is meant: " or "; " 或 ".
    public let lastAlternativeSeparator: String
    /// Between clauses of one sentence: "; "; "；".
    public let clauseSeparator: String
    /// After a clause and after a sentence: "," and "."; "，" and "。".
    public let clauseEnd: String
    public let sentenceEnd: String
    /// After a label: ": "; "：".
    public let colon: String
    /// Around a name or a typed word inside a sentence: 'box'; “box”.
    public let openQuote: String
    public let closeQuote: String
    /// Whether the catalogue's lines of one paragraph run on, joined by a space (English
    /// help is written in short lines); Chinese lines are each their own.
    public let linesRunOn: Bool
    /// A fact said right after a word of its message ("not {found}"; "而不是{found}"): as it
    /// is in English, whose messages hold their own spaces; in Chinese with a space first
    /// when it begins with a Latin letter, a digit or a quote ("而不是 null", "而不是字符串").
    public let afterWord: @Sendable (String) -> String
    /// The voice that speaks the language, nil for the person's own (English).
    public let voice: Voice?

    /// A language's name to each speech tool, and the codes its voice listings give it.
    public struct Voice: Sendable {
        /// spd-say `-l`, espeak-ng `-v`, espeak `-v`, macOS say `-v`.
        public let speechDispatcher: String
        public let espeakNG: String
        public let espeak: String
        public let macOS: String
        /// A voice listing's column that names the language (zh, cmn, zh-cn …).
        public let codes: [String]
    }

    /// A duration in prose (a summary, a report), in whole seconds as `formatClock`, so two
    /// durations side by side add up: "1:32", as the clock shows it; "1分32秒", "3分钟".
    public let duration: @Sendable (Int) -> String
    /// A month (1–12) and a weekday (Monday 0), short or long: "Dec", "Mon"; "12月", "周一".
    public let month: @Sendable (_ month: Int, _ short: Bool) -> String
    public let weekday: @Sendable (_ day: Int, _ short: Bool) -> String
    /// A day, its weekday already named: "Tue 1 Dec 2026"; "2026年12月1日 周二".
    public let date: @Sendable (_ date: CivilDate, _ weekday: String, _ withYear: Bool) -> String
    /// A count of days: "1 day", "3 days"; "3 天".
    public let days: @Sendable (Int) -> String
}

extension Language {
    public var rules: LanguageRules {
        switch self {
        case .english: .english
        case .simplifiedChinese: .simplifiedChinese
        }
    }
}

extension LanguageRules {
    static let english = LanguageRules(
        messages: "breathe.pot", plural: { $0 == 1 ? 0 : 1 }, gap: " ", asideGap: "  ", listSeparator: ", ",
        lastListSeparator: " and ", lastAlternativeSeparator: " or ",
        clauseSeparator: "; ",
        clauseEnd: ",", sentenceEnd: ".", colon: ": ", openQuote: "'", closeQuote: "'", linesRunOn: true,
        afterWord: { $0 },
        voice: nil,
        duration: { formatClock(Double($0)) },
        month: { month, short in short ? String(englishMonths[month - 1].prefix(3)) : englishMonths[month - 1] },
        weekday: { day, short in short ? String(englishWeekdays[day].prefix(3)) : englishWeekdays[day] },
        date: { date, weekday, withYear in
            "\(weekday) \(date.day) \(String(englishMonths[date.month - 1].prefix(3)))"
                + (withYear ? " \(date.year)" : "")
        },
        days: { $0 == 1 ? "1 day" : "\($0) days" })

    static let simplifiedChinese = LanguageRules(
        messages: "zh-Hans.po", plural: { _ in 0 }, gap: "", asideGap: "", listSeparator: "、", lastListSeparator: "和",
        lastAlternativeSeparator: " 或 ",
        clauseSeparator: "；",
        clauseEnd: "，", sentenceEnd: "。", colon: "：", openQuote: "“", closeQuote: "”", linesRunOn: false,
        afterWord: { $0.afterChinese },
        voice: Voice(speechDispatcher: "zh", espeakNG: "cmn", espeak: "zh", macOS: "Tingting", codes: ["zh", "cmn"]),
        duration: { total in
            let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
            if hours > 0 { return minutes > 0 ? "\(hours)小时\(minutes)分" : "\(hours)小时" }
            if minutes == 0 { return "\(seconds)秒" }
            return seconds == 0 ? "\(minutes)分钟" : "\(minutes)分\(seconds)秒"
        },
        month: { month, _ in "\(month)月" },
        weekday: { day, _ in "周" + ["一", "二", "三", "四", "五", "六", "日"][day] },
        date: { date, weekday, withYear in
            (withYear ? "\(date.year)年" : "") + "\(date.month)月\(date.day)日 \(weekday)"
        },
        days: { "\($0) 天" })

    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December"]
    static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}
