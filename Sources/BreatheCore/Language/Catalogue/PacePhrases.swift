/// The words of `breathe pace`: the intro, its blocks, the two questions after each, the
/// beat before the next block, the table and suggestion at the end, and what is kept.
/// Rates are breaths a minute, as `formatNumber` shows them ("5.5"); 呼吸频率 is the
/// pace, 段 a block. Their words are in `po/`.
public enum PacePhrase: TranslatedPhrases, Equatable {
    // MARK: Before the run

    /// What the run is, from its plan: `count` blocks of about `minutes` each, from
    /// `fastest` down to `slowest` breaths a minute.
    case introBlocks(count: Int, minutes: Double, fastest: Double, slowest: Double)
    /// The questions, in short.
    case introQuestions
    /// How to stop: a key in the full screen; Ctrl-C, or q typed at a question, on lines.
    case introStop(typed: Bool)
    /// The intro's question on a line.
    case introPrompt
    /// q at the intro: nothing was breathed.
    case leftBeforeStarting

    // MARK: Between blocks

    /// The next block's rate: "Next: 5.5 a minute".
    case next(rate: Double)
    /// Under it, on the panel.
    case takeYourTime
    /// The panel's key to go on.
    case readyKey
    /// The beat's question on a line.
    case nextPrompt(rate: Double)

    // MARK: Blocks and questions

    /// The run's name, on the screen's top line and over its table.
    case findingYourPace
    /// A block's rate in its header: "6.5 a minute".
    case ratePerMinute(Double)
    /// A rate in a sentence or a title: "6.5 breaths a minute".
    case breathsPerMinute(Double)
    /// "block 1 of 5".
    case blockOf(number: Int, count: Int)
    /// The first question after a block.
    case easeQuestion
    /// The second.
    case discomfortQuestion
    /// The answers to the first, on the panel.
    case easeScale
    /// The answers to the second, on the panel.
    case yesNoScale
    /// Under the first question.
    case noRightAnswer
    /// Under the second.
    case yesEndsTheRun
    /// The questions on a line, in plain mode.
    case easePrompt
    case discomfortPrompt
    /// No terminal to answer on: the questions are skipped, so nothing will be suggested.
    case questionsSkipped
    /// A line that is neither yes nor no.
    case answerYesOrNo

    // MARK: The end of a run

    /// Before the table, when a yes to discomfort ended the run: what was answered and
    /// what followed, nothing more (whether the block was saved is said elsewhere, and a
    /// failed save has its own words).
    case stoppedWhenUncomfortable
    /// Beside the run's name over the table: "3 of 5 blocks", or when some ended early,
    /// how many were breathed whole: "2 of 5 blocks, 1 whole".
    case blocksBreathed(Int, whole: Int, of: Int)
    /// The table's columns.
    case rateColumn
    case easeColumn
    case discomfortColumn
    /// A block's ease: "4 of 5".
    case easeOutOfFive(Int)
    /// A block's answer about discomfort.
    case discomfortAnswer(Bool)
    /// A block ended before its end, after `seconds` of practice.
    case blockEndedEarly(seconds: Double)
    /// "Suggested: 6 breaths a minute."
    case suggested(rate: Double)
    /// In its place when no block was rated.
    case noSuggestion
    /// What the suggestion rests on, and how far to trust it.
    case explanation(PaceSuggestion)
    /// The suggestion was kept as the setting `pace`.
    case keptAsPace(rate: Double)
    /// Blocks were rated, none easy without discomfort: the pace stays `current`.
    case nothingEasyPaceStays(current: Double)
    /// Keeping it failed (said before this): the pace stays `current`.
    case paceStays(current: Double)
    /// After the reason a write of the setting failed.
    case suggestionNotKept(problem: String)

    // MARK: Runs kept (`--history`, `--rr`)

    /// A block's mean heart-rate swing a breath, in beats a minute.
    case swing(Double)

    public static let area = "pace"

    /// A case whose sentence depends on how the run goes (how it is stopped, whether
    /// every block was whole, the answer, what a suggestion rests on) names the message.
    public var key: String {
        switch self {
        case .introStop(typed: true): caseKey + "Typed"
        case .blocksBreathed(let count, let whole, _) where whole != count: caseKey + "NotAllWhole"
        case .discomfortAnswer(let yes): caseKey + (yes ? "Yes" : "No")
        case .explanation(let suggestion):
            switch suggestion.reason {
            case .slowestEasy: caseKey + "SlowestEasy"
            case .noneStoodOut: caseKey + "NoneStoodOut"
            case .largestSwing(.clear): caseKey + "LargestSwingClear"
            case .largestSwing(.slight): caseKey + "LargestSwingSlight"
            case .tooFewBlocks: caseKey + "TooFewBlocks"
            case .flatSwing: caseKey + "FlatSwing"
            }
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .introBlocks(let count, let minutes, let fastest, let slowest):
            [
                "count": .number(count), "minutes": .decimal(minutes), "fastest": .decimal(fastest),
                "slowest": .decimal(slowest),
            ]
        case .next(let rate), .nextPrompt(let rate), .ratePerMinute(let rate), .breathsPerMinute(let rate),
             .suggested(let rate), .keptAsPace(let rate):
            ["rate": .decimal(rate)]
        case .blockOf(let number, let count): ["number": .number(number), "count": .number(count)]
        case .blocksBreathed(let count, let whole, let total):
            whole == count
                ? ["count": .number(count), "total": .number(total)]
                : ["count": .number(count), "whole": .number(whole), "total": .number(total)]
        case .easeOutOfFive(let ease): ["ease": .number(ease)]
        case .blockEndedEarly(let seconds): ["practised": .duration(seconds)]
        case .explanation(let suggestion): ["rate": .decimal(suggestion.rate)]
        case .nothingEasyPaceStays(let current), .paceStays(let current): ["pace": .decimal(current)]
        case .suggestionNotKept(let problem): ["problem": .text(problem)]
        case .swing(let beats): ["beats": .decimal(beats)]
        case .introQuestions, .introStop, .introPrompt, .leftBeforeStarting, .takeYourTime, .readyKey,
             .findingYourPace, .easeQuestion, .discomfortQuestion, .easeScale, .yesNoScale, .noRightAnswer,
             .yesEndsTheRun, .easePrompt, .discomfortPrompt, .questionsSkipped, .answerYesOrNo,
             .stoppedWhenUncomfortable, .rateColumn, .easeColumn, .discomfortColumn, .discomfortAnswer,
             .noSuggestion:
            [:]
        }
    }

    /// The intro's minutes choose its form: a whole number as itself, a fraction as a
    /// plural (English "1.5 minutes", never "1.5 minute").
    public var count: Int? {
        guard case .introBlocks(_, let minutes, _, _) = self, minutes.isFinite else { return nil }
        let whole = min(max(minutes, 0), 1e6).rounded(.up)
        return whole == minutes ? Int(whole) : max(2, Int(whole))
    }

    /// The intro of a run of `plan`, its figures from the plan: its blocks and rates, the
    /// questions, and `howToStop` (`introStop`) when someone is there to stop it.
    public static func intro(of plan: PacePlan, howToStop: PacePhrase?) -> [PacePhrase] {
        [.introBlocks(
            count: plan.blocks.count, minutes: plan.minutesPerRate, fastest: plan.blocks.first?.rate ?? 0,
            slowest: plan.blocks.last?.rate ?? 0),
         .introQuestions] + (howToStop.map { [$0] } ?? [])
    }

    /// One of every message, for the completeness test.
    static let samples: [PacePhrase] = [
        .introBlocks(count: 5, minutes: 2, fastest: 6.5, slowest: 4.5),
        .introBlocks(count: 5, minutes: 1, fastest: 6.5, slowest: 4.5),
        .introQuestions, .introStop(typed: false), .introStop(typed: true), .introPrompt, .leftBeforeStarting,
        .next(rate: 5.5), .takeYourTime, .readyKey, .nextPrompt(rate: 5.5),
        .findingYourPace, .ratePerMinute(6.5), .breathsPerMinute(5.5), .blockOf(number: 1, count: 5), .easeQuestion,
        .discomfortQuestion,
        .easeScale, .yesNoScale, .noRightAnswer, .yesEndsTheRun,
        .easePrompt, .discomfortPrompt, .questionsSkipped, .answerYesOrNo, .stoppedWhenUncomfortable,
        .blocksBreathed(3, whole: 3, of: 5), .blocksBreathed(2, whole: 1, of: 5),
        .rateColumn, .easeColumn, .discomfortColumn, .easeOutOfFive(4), .discomfortAnswer(true),
        .discomfortAnswer(false),
        .blockEndedEarly(seconds: 20), .suggested(rate: 6), .noSuggestion,
        .explanation(PaceSuggestion(rate: 5.5, reason: .slowestEasy)),
        .explanation(PaceSuggestion(rate: 6, reason: .noneStoodOut)),
        .explanation(PaceSuggestion(rate: 5, reason: .largestSwing(.clear))),
        .explanation(PaceSuggestion(rate: 5, reason: .largestSwing(.slight))),
        .explanation(PaceSuggestion(rate: 6, reason: .tooFewBlocks)),
        .explanation(PaceSuggestion(rate: 6, reason: .flatSwing)),
        .keptAsPace(rate: 5.5), .nothingEasyPaceStays(current: 6), .paceStays(current: 6),
        .suggestionNotKept(problem: "config.json: could not write"),
        .swing(7.5),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: PacePhrase) -> String { say(phrase) }
}
