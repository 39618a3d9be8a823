/// The words of the BOLT test (`breathe bolt`): the steps, the count, the result with its
/// band worded as guidance (what practitioners would suggest, never a finding about the
/// person's health), and the history. Seconds to a tenth ("23.4 s"; "23.4秒"). Their
/// words are in `po/`.
public enum BoltPhrase: TranslatedPhrases, Equatable {
    // MARK: The test

    /// The screen's title, and the name in lines.
    case title
    case breatheNormally
    /// The step that starts the count; plain mode names only Enter, and how to leave.
    case pinchAndStart(plain: Bool)
    case notAContest
    /// The count going up, in whole seconds.
    case count(seconds: Int)
    /// While counting: the step that stops it.
    case stopAtUrge(plain: Bool)
    /// The panel's keys.
    case startKey
    case stopKey
    case anyKeyCloses

    // MARK: The result

    /// "BOLT: 23.4 s (15-25 s)".
    case result(seconds: Double, band: BoltBand)
    /// What practitioners would suggest in this band.
    case guidance(BoltBand)
    case calmNextBreath
    case morningsCompareBest
    case notADiagnosis
    case saved
    /// The save failed; the result follows as a store to import.
    case notSaved(problem: StoreProblem)
    /// q, or the input closed, before a result.
    case leftWithoutResult
    /// The count was stopped under a second: a key pressed twice.
    case tooShort
    /// Ctrl-Z stopped the process during the count.
    case suspendedCount
    /// Nobody stopped the count before its cap.
    case capReached(seconds: Double)
    /// Plain mode with no terminal on stdin: nothing can start or stop the count.
    case needsATerminal

    // MARK: Results kept (`--history`, `stats`)

    case historyTitle
    case noResults
    /// "23.4 s", a column of the history.
    case seconds(Double)
    /// A band's name: "15-25 s", "under 10 s".
    case band(BoltBand)
    /// Before the sparkline: every result, or the latest `shown` of `count`.
    case sparkLabel(shown: Int, count: Int)
    /// After it: the lowest and highest result it shows.
    case sparkRange(lowest: Double, highest: Double)
    /// `stats`: the latest result and its day.
    case latest(seconds: Double, band: BoltBand, day: CivilDate)

    public static let area = "bolt"

    /// A step for plain mode, a band's guidance or name, or a line of the history that
    /// says one thing where it could say two, names the message it is.
    public var key: String {
        switch self {
        case .pinchAndStart(plain: true), .stopAtUrge(plain: true): caseKey + "Plain"
        case .guidance(let band): caseKey + Self.name(of: band)
        case .band(.under10): Self.area + ".bandUnder10"
        case .band(.from40): Self.area + ".bandFrom40"
        case .sparkLabel(let shown, let count) where shown >= count: Self.area + ".sparkLabelAll"
        case .sparkRange(let lowest, let highest) where BoltBand.tenths(lowest) == BoltBand.tenths(highest):
            Self.area + ".sparkRangeOne"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .count(let seconds): ["seconds": .number(seconds)]
        case .result(let seconds, let band):
            ["seconds": .text(BoltBand.tenths(seconds)), "band": .said(Self.band(band))]
        case .notSaved(let problem): ["problem": .said(problem)]
        case .capReached(let seconds): ["cap": .clock(seconds)]
        case .seconds(let seconds): ["seconds": .text(BoltBand.tenths(seconds))]
        case .band(let band):
            ["lower": band.lower.map(Fact.number), "upper": band.upper.map(Fact.number)].compactMapValues { $0 }
        case .sparkLabel(let shown, let count): shown < count ? ["shown": .number(shown)] : [:]
        case .sparkRange(let lowest, let highest):
            BoltBand.tenths(lowest) == BoltBand.tenths(highest)
                ? ["seconds": .text(BoltBand.tenths(lowest))]
                : ["lowest": .text(BoltBand.tenths(lowest)), "highest": .text(BoltBand.tenths(highest))]
        case .latest(let seconds, let band, let day):
            ["seconds": .text(BoltBand.tenths(seconds)), "band": .said(Self.band(band)), "day": .date(day)]
        case .title, .breatheNormally, .pinchAndStart, .notAContest, .stopAtUrge, .startKey, .stopKey, .anyKeyCloses,
             .guidance, .calmNextBreath, .morningsCompareBest, .notADiagnosis, .saved, .leftWithoutResult, .tooShort,
             .suspendedCount, .needsATerminal, .historyTitle, .noResults:
            [:]
        }
    }

    /// A band's part of its guidance's key: "Under10", "From15To25".
    private static func name(of band: BoltBand) -> String {
        switch band {
        case .under10: "Under10"
        case .from10To15: "From10To15"
        case .from15To25: "From15To25"
        case .from25To40: "From25To40"
        case .from40: "From40"
        }
    }

    static let samples: [BoltPhrase] = [
        .title, .breatheNormally, .pinchAndStart(plain: false), .pinchAndStart(plain: true), .notAContest,
        .count(seconds: 23),
        .stopAtUrge(plain: false), .stopAtUrge(plain: true), .startKey, .stopKey, .anyKeyCloses,
    ] + BoltBand.allCases.flatMap { [BoltPhrase.result(seconds: 23.4, band: $0), .guidance($0), .band($0)] } + [
        .calmNextBreath, .morningsCompareBest, .notADiagnosis, .saved,
        .notSaved(problem: .file(.couldNot(
            .write, path: "/d/progress.json", reason: SystemReason(.noSpace, text: "No space left on device")))),
        .leftWithoutResult, .tooShort, .suspendedCount, .capReached(seconds: BoltBand.capSeconds), .needsATerminal,
        .historyTitle, .noResults, .seconds(23.4), .sparkLabel(shown: 3, count: 3), .sparkLabel(shown: 20, count: 31),
        .sparkRange(lowest: 12.3, highest: 31), .sparkRange(lowest: 23.4, highest: 23.4),
        .latest(seconds: 23.4, band: .from15To25, day: CivilDate(year: 2026, month: 12, day: 1)),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: BoltPhrase) -> String { say(phrase) }
}
