/// The words about an RR recording that `breathe pace --rr FILE` cannot use: which line
/// and what it should have held, or why the recording does not fit the run it scores.
public enum RRProblem: Phrases, Equatable, Error, CustomStringConvertible {
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

    public var english: String {
        switch self {
        case .line(let file, let number, let expected, let found):
            "\(file) line \(number): expected \(expected.english), found '\(found)'"
        case .tooManyBeats(let file, let most):
            "\(file): more than \(most) beats; breathe reads recordings of a day at most"
        case .noIntervals(let file):
            "\(file): no intervals found; expected one interval in milliseconds a line, or a time and an interval"
        case .lengthMismatch(let file, let lasts, let runLasted):
            "\(file): a list of intervals without times is placed from the start of your last run, but it lasts "
                + "\(formatClock(lasts)) and the run lasted \(formatClock(runLasted)); trim it to the run, or export "
                + "the recording with its times"
        case .noOverlap(let file, let from, let to, let runFrom, let runTo):
            "\(file): the recording (\(from) to \(to) UTC) does not overlap your last run (\(runFrom) to \(runTo) "
                + "UTC); record during breathe pace, or give the file of that run"
        case .noRunYet: "there is no run of breathe pace to score yet: breathe pace first, with your strap recording"
        case .noSuchFile(let file): "\(file) does not exist"
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        switch self {
        case .line(let file, let number, let expected, let found):
            return "\(file) 第 \(number) 行：这里应当是\(expected.chinese)，实际是“\(found)”"
        case .tooManyBeats(let file, let most):
            return "\(file)：心跳超过 \(most) 次；breathe 最多读取一天的记录"
        case .noIntervals(let file):
            return "\(file)：没有找到任何间隔；每行应当是一个以毫秒为单位的间隔，"
                + "或者一个时间加一个间隔"
        case .lengthMismatch(let file, let lasts, let runLasted):
            return "\(file)：没有时间的间隔列表会从你上一次 breathe pace 的开头放起，但它长 "
                + "\(words.duration(lasts))，而那一次长 \(words.duration(runLasted))；"
                + "请把它裁剪到那一次的长度，或者导出带时间的记录"
        case .noOverlap(let file, let from, let to, let runFrom, let runTo):
            return "\(file)：这份记录（UTC \(from) 到 \(to)）和你上一次 breathe pace（UTC \(runFrom) "
                + "到 \(runTo)）没有重叠；请在 breathe pace 时录制，或者给出那一次的记录文件"
        case .noRunYet:
            return "还没有可以评分的 breathe pace：请先戴着心率带录制，做一次 breathe pace"
        case .noSuchFile(let file): return "\(file) 不存在"
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

/// What a line of an RR file should have held.
public enum RRLine: Sendable, Equatable {
    /// The same form as the lines before: a time and an interval, or one interval.
    case likeBefore(timed: Bool)
    case intervalInLastColumn
    case interval
    case timeInFirstColumn
    /// A time later than the earlier timed line's.
    case laterThan(line: Int)

    var english: String {
        switch self {
        case .likeBefore(let timed):
            timed ? "a time and an interval, like the lines before" : "one interval, like the lines before"
        case .intervalInLastColumn: "an interval in milliseconds in the last column"
        case .interval: "an interval in milliseconds, like 850"
        case .timeInFirstColumn: "a time (ISO 8601 with a UTC offset, or Unix time) in the first column"
        case .laterThan(let line): "a time later than line \(line)'s (times must increase)"
        }
    }

    var chinese: String {
        switch self {
        case .likeBefore(let timed):
            timed ? "一个时间加一个间隔，和前面几行一样" : "一个间隔，和前面几行一样"
        case .intervalInLastColumn: "最后一列的毫秒间隔"
        case .interval: "以毫秒为单位的间隔，比如 850"
        case .timeInFirstColumn: "第一列的时间（带 UTC 偏移的 ISO 8601 时间，或者 Unix 时间）"
        case .laterThan(let line): "晚于第 \(line) 行的时间（时间必须递增）"
        }
    }

    static let samples: [RRLine] = [
        .likeBefore(timed: true), .likeBefore(timed: false), .intervalInLastColumn, .interval, .timeInFirstColumn,
        .laterThan(line: 3)]
}

extension Words {
    public func callAsFunction(_ problem: RRProblem) -> String { say(problem) }
}
