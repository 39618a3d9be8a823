/// The words about an RR recording that `breathe pace --rr FILE` cannot use: which line
/// and what it should have held, or why the recording does not fit the run it scores.
/// Their words are in `po/`.
public enum RRProblem: TranslatedPhrases, Equatable, Error, CustomStringConvertible {
    /// A line that does not read: what was expected, and the line as found (cleaned).
    case line(file: String, number: Int, expected: RRLine, found: String)
    case tooManyBeats(file: String, most: Int)
    case noIntervals(file: String)
    /// A list of intervals alone, placed from the run's start, lasts longer or shorter.
    case lengthMismatch(file: String, lasts: Double, runLasted: Double)
    /// The recording's times (UTC clock times, "?" when unknown) miss the run's.
    case noOverlap(file: String, from: String, to: String, runFrom: String, runTo: String)
    case noRunYet
    case noSuchFile(String)

    public static let area = "rr"

    /// Each message's key, named case by case: `caseKey` reads a case's name through its
    /// description, which is these words, and so would ask for itself. A line that does
    /// not read says what it should have held, each its own message.
    public var key: String {
        let name = switch self {
        case .line(_, _, let expected, _):
            switch expected {
            case .likeBefore(timed: true): "lineExpectingTimeAndInterval"
            case .likeBefore(timed: false): "lineExpectingOneInterval"
            case .intervalInLastColumn: "lineExpectingIntervalInLastColumn"
            case .interval: "lineExpectingInterval"
            case .timeInFirstColumn: "lineExpectingTimeInFirstColumn"
            case .laterThan: "lineExpectingLaterTime"
            }
        case .tooManyBeats: "tooManyBeats"
        case .noIntervals: "noIntervals"
        case .lengthMismatch: "lengthMismatch"
        case .noOverlap: "noOverlap"
        case .noRunYet: "noRunYet"
        case .noSuchFile: "noSuchFile"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .line(let file, let number, let expected, let found):
            var facts: [String: Fact] = ["file": .text(file), "number": .number(number), "found": .quoted(found)]
            if case .laterThan(let earlier) = expected { facts["earlier"] = .number(earlier) }
            return facts
        case .tooManyBeats(let file, let most): return ["file": .text(file), "most": .number(most)]
        case .noIntervals(let file), .noSuchFile(let file): return ["file": .text(file)]
        case .lengthMismatch(let file, let lasts, let runLasted):
            return ["file": .text(file), "recording": .duration(lasts), "run": .duration(runLasted)]
        case .noOverlap(let file, let from, let to, let runFrom, let runTo):
            return [
                "file": .text(file), "from": .text(from), "to": .text(to), "runFrom": .text(runFrom),
                "runTo": .text(runTo),
            ]
        case .noRunYet: return [:]
        }
    }

    public var description: String { english }

    static let samples: [RRProblem] = RRLine.samples.map {
        .line(file: "rr.txt", number: 4, expected: $0, found: "abc")
    } + [
        .tooManyBeats(file: "rr.txt", most: 200_000), .noIntervals(file: "rr.txt"),
        .lengthMismatch(file: "rr.txt", lasts: 95, runLasted: 600),
        .noOverlap(
            file: "rr.txt", from: "2026-11-30 07:30:00", to: "2026-11-30 07:40:00", runFrom: "2026-12-01 08:00:00",
            runTo: "2026-12-01 08:10:00"), .noRunYet,
        .noSuchFile("rr.txt"),
    ]
}

/// What a line of an RR file should have held: each is a message of its own
/// (`RRProblem.line`).
public enum RRLine: Sendable, Equatable {
    /// The same form as the lines before: a time and an interval, or one interval.
    case likeBefore(timed: Bool)
    case intervalInLastColumn
    case interval
    case timeInFirstColumn
    /// A time later than the earlier timed line's.
    case laterThan(line: Int)

    static let samples: [RRLine] = [
        .likeBefore(timed: true), .likeBefore(timed: false), .intervalInLastColumn, .interval, .timeInFirstColumn,
        .laterThan(line: 3)]
}

extension Words {
    public func callAsFunction(_ problem: RRProblem) -> String { say(problem) }
}
