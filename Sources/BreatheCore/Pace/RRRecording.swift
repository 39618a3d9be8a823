/// A recording of beat-to-beat (RR) intervals from a heart-rate strap or watch app, read
/// from the text forms such apps export:
///
/// - one interval a line (Elite HRV, Kubios text): milliseconds, or seconds when every
///   value is below 3 (Kubios writes seconds);
/// - a time and an interval a line, separated by commas, semicolons, tabs or spaces, the
///   interval in milliseconds in the last column (Polar Sensor Logger and the like). The
///   time is ISO 8601 with a UTC offset ("2026-12-01T07:30:00.250+08:00"), or Unix time
///   in seconds, milliseconds or nanoseconds.
///
/// A first line of column names, blank lines and lines starting with "#" are skipped.
/// Every other line must read, or the file is refused with the line and what was expected;
/// times must increase from line to line.
public struct RRRecording: Sendable, Equatable {
    /// Milliseconds between beats, in order.
    public let intervals: [Double]
    /// When each beat happened, in seconds since 1970 (UTC), when the file says; nil for a
    /// list of intervals alone.
    public let times: [Double]?

    /// More beats than a day of recording is not an RR file.
    public static let mostBeats = 200_000

    public init(intervals: [Double], times: [Double]?) {
        self.intervals = intervals
        self.times = times
    }

    /// `localOffset` (seconds east of UTC) is taken for times written without an offset:
    /// the offset of the run being scored.
    public static func parse(_ text: String, file: String, localOffset: Int? = nil) throws(RRError) -> RRRecording {
        var intervals: [Double] = []
        var times: [Double] = []
        var timed: Bool?
        var lineNumber = 0
        var previousTimedLine = 0
        var sawData = false
        // Any line ending ("\r\n" from Windows is one Character), and no byte-order mark.
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let line = String(rawLine).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            var fields = line.split(whereSeparator: Self.isSeparator).map(String.init)
            // "2026-12-01 07:30:00.250": a date and a time split by the space.
            if fields.count >= 3, fields[0].count == 10, fields[0].dropFirst(4).first == "-",
               fields[1].dropFirst(2).first == ":" {
                fields = [fields[0] + "T" + fields[1]] + fields.dropFirst(2)
            }
            // Column names: a first line with letters in it and no number to read.
            if !sawData, line.contains(where: \.isLetter), fields.allSatisfy({ plainNumber($0) == nil }) {
                sawData = true
                continue
            }
            sawData = true
            func refuse(_ expected: RRLine) -> RRError {
                .line(
                    file: file, number: lineNumber, expected: expected,
                    found: TerminalText.clean(String(line.prefix(60))))
            }
            guard intervals.count < mostBeats else { throw .tooManyBeats(file: file, most: mostBeats) }
            let isTimed = fields.count >= 2
            if let timed, timed != isTimed {
                throw refuse(.likeBefore(timed: timed))
            }
            timed = isTimed
            guard let interval = fields.last.flatMap(plainNumber), interval > 0 else {
                throw refuse(isTimed ? .intervalInLastColumn : .interval)
            }
            if isTimed {
                guard let time = self.time(fields[0], localOffset: localOffset) else {
                    throw refuse(.timeInFirstColumn)
                }
                // Beats happen one after another: a time repeated or gone back is a
                // file put together wrongly, and would score beats out of order.
                if let previous = times.last, time <= previous {
                    throw refuse(.laterThan(line: previousTimedLine))
                }
                times.append(time)
                previousTimedLine = lineNumber
            }
            intervals.append(interval)
        }
        guard !intervals.isEmpty else { throw .noIntervals(file: file) }
        if intervals.allSatisfy({ $0 < 3 }) { intervals = intervals.map { $0 * 1000 } }
        return RRRecording(intervals: intervals, times: timed == true ? times : nil)
    }

    /// When each beat happened (seconds since 1970): the file's times, or, for a list of
    /// intervals alone, counted from `start` (the moment before the first beat).
    public func beatTimes(startingAt start: Double) -> [Double] {
        if let times { return times }
        var time = start
        return intervals.map { interval in
            time += interval / 1000
            return time
        }
    }

    static func isSeparator(_ character: Character) -> Bool {
        character == "," || character == ";" || character == "\t" || character == " "
    }

    /// Digits with at most one decimal point (no sign, exponent, "inf" or "nan").
    static func plainNumber(_ text: String) -> Double? {
        guard OptionValues.isPlainDecimal(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Unix time in seconds, milliseconds or nanoseconds, told apart by size; or ISO 8601
    /// with a UTC offset and an optional fraction of a second.
    static func time(_ text: String, localOffset: Int? = nil) -> Double? {
        if let number = plainNumber(text) {
            switch number {
            case 1e8..<1e11: return number
            case 1e11..<1e14: return number / 1e3
            case 1e17..<1e20: return number / 1e9
            default: return nil
            }
        }
        var stamp = LocalTimestamp(iso8601: text)
        if stamp == nil, let localOffset, text.count >= 19 {
            let magnitude = abs(localOffset)
            stamp = LocalTimestamp(
                iso8601: text + (localOffset < 0 ? "-" : "+") + pad(magnitude / 3600) + ":"
                    + pad(magnitude % 3600 / 60))
        }
        guard let stamp else { return nil }
        var fraction = 0.0
        if let dot = text.firstIndex(of: "."), text.distance(from: text.startIndex, to: dot) == 19 {
            let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, let value = Double("0." + digits.prefix(9)) { fraction = value }
        }
        return Double(stamp.secondsSince1970) + fraction
    }
}

/// An RR file that cannot be used: which line and what was expected, or why it does not
/// fit the run. The problem is its own message (`RRPhrases`).
public typealias RRError = RRProblem
