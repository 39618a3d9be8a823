/// Past runs of `breathe pace`, from the sessions that carry a run id: what each block was
/// and what was answered, so a run can be listed again or scored by an RR recording.
public struct PaceRunRecord: Sendable, Equatable {
    public let runID: String
    /// Its blocks, in the order they were breathed.
    public let blocks: [SessionRecord]

    /// The rate a block was breathed at, from its pattern name ("pace-5.5").
    public static func rate(of session: SessionRecord) -> Double? {
        guard session.pattern.hasPrefix("pace-") else { return nil }
        let text = String(session.pattern.dropFirst(5))
        guard OptionValues.isPlainDecimal(text), let rate = Double(text),
              PacePlan.settingRange.contains(rate) else { return nil }
        return rate
    }

    public var startedAt: LocalTimestamp { blocks[0].startedAt }

    public var rows: [PaceResult.Row] {
        blocks.compactMap { session in
            Self.rate(of: session).map {
                PaceResult.Row(answer: PaceAnswer(
                    rate: $0, ease: session.paceEase, discomfort: session.paceDiscomfort ?? false),
                               practicedSeconds: session.practicedSeconds, endReason: session.endReason,
                               discomfortAnswered: session.paceDiscomfort != nil)
            }
        }
    }

    /// What the run suggested from its answers (the blocks breathed to the end).
    public var result: PaceResult {
        let rows = self.rows
        return PaceResult(runID: runID, rows: rows, suggestion: PaceSuggestion.fromAnswers(rows.filter {
            $0.endReason == .finished
        }.map(\.answer)),
                          stoppedEarly: rows.count < PacePlan.rates.count || rows.last?.endReason != .finished)
    }

    /// Each block's span on the wall clock (seconds since 1970), for an RR recording.
    public var blockTimes: [RRScoring.BlockTime] {
        blocks.compactMap { session in
            Self.rate(of: session).map { rate in
                let start = Double(session.startedAt.secondsSince1970), end = Double(session.endedAt.secondsSince1970)
                // A pause would shift its breaths against the clock; discomfort rules it out.
                let candidate =
                    session.endReason == .finished && session.paceDiscomfort != true
                        && end - start <= session.practicedSeconds + 5
                return RRScoring.BlockTime(rate: rate, start: start, end: end, candidate: candidate)
            }
        }
    }
}

public enum PaceHistory {
    /// Every run, oldest first.
    public static func runs(in store: ProgressStore) -> [PaceRunRecord] {
        var byRun: [String: [SessionRecord]] = [:]
        for session in store.sessions {
            guard let run = session.paceRun, PaceRunRecord.rate(of: session) != nil else { continue }
            byRun[run, default: []].append(session)
        }
        return byRun.map {
            PaceRunRecord(runID: $0.key, blocks: $0.value.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) })
        }
            .sorted { ($0.startedAt, $0.runID) < ($1.startedAt, $1.runID) }
    }
}

/// The JSON of a run (`breathe pace --json`, `--history --json`, `--rr --json`).
public struct PaceJSON: Encodable, Sendable {
    public struct Block: Encodable, Sendable {
        let rate: Double
        let ease: Int?
        let discomfort: Bool?
        let practicedSeconds: Double
        let endReason: String
        /// With --rr: the mean heart-rate swing a breath (beats a minute), the breaths it
        /// rests on, and the clean beats in the block.
        let swing: Double?
        let breaths: Int?
        let beats: Int?
    }
    public struct Suggestion: Encodable, Sendable {
        let rate: Double
        let reason: String
        let explanation: String
    }

    let runID: String
    let startedAt: String?
    /// The run ended before its last block was breathed to the end.
    let stoppedEarly: Bool
    let blocks: [Block]
    /// Left out when no block was rated: nothing was suggested.
    let suggestion: Suggestion?
    let keptAsPace: Bool?

    public init(
        _ result: PaceResult, startedAt: LocalTimestamp?, scores: [RRScoring.BlockScore]? = nil,
        suggestion: PaceSuggestion? = nil, keptAsPace: Bool?) {
        runID = result.runID
        self.startedAt = startedAt?.iso8601
        stoppedEarly = result.stoppedEarly
        blocks = result.rows.enumerated().map { index, row in
            let score = scores?.indices.contains(index) == true ? scores?[index] : nil
            return Block(
                rate: row.answer.rate, ease: row.answer.ease,
                discomfort: row.discomfortAnswered ? row.answer.discomfort : nil,
                practicedSeconds: row.practicedSeconds, endReason: row.endReason.rawValue,
                swing: score?.swing.map { ($0 * 10).rounded() / 10 }, breaths: score?.breaths, beats: score?.beats)
        }
        self.suggestion = (suggestion ?? result.suggestion).map { chosen in
            let reason: String
            switch chosen.reason {
            case .slowestEasy: reason = "slowestEasy"
            case .noneStoodOut: reason = "noneStoodOut"
            case .largestSwing(let clarity): reason = "largestSwing-" + clarity.rawValue
            case .flatSwing: reason = "flatSwing"
            case .tooFewBlocks: reason = "tooFewBlocks"
            }
            return Suggestion(rate: chosen.rate, reason: reason, explanation: chosen.explanation)
        }
        self.keptAsPace = keptAsPace
    }
}
