/// Why no session may start by this machine's clock or time zone (`ClockCheck`): each
/// fault, what to do about it, and that nothing was practised. Its words are in `po/`.
public struct ClockRefusal: TranslatedPhrases, Equatable, CustomStringConvertible {
    /// Each fault is a clause of the refusal.
    public enum Fault: TranslatedPhrases, Equatable {
        /// The clock's time, in UTC as lists show it, is outside the years a record may
        /// have, or `withinADayOfTheEnd` of the last (a session's times are checked for a
        /// day after its start).
        case clock(utc: String, withinADayOfTheEnd: Bool = false)
        /// The zone (`TZ` as set, nil for the system's) puts local time this far from UTC.
        case zone(String?, offsetSeconds: Int)

        public static let area = "clock"

        public var key: String {
            switch self {
            case .clock(_, withinADayOfTheEnd: true): Self.area + ".withinADayOfTheEnd"
            case .clock: Self.area + ".outsideTheYears"
            case .zone(nil, _): Self.area + ".systemZone"
            case .zone: Self.area + ".zone"
            }
        }

        public var facts: [String: Fact] {
            switch self {
            case .clock(let utc, withinADayOfTheEnd: true):
                ["utc": .text(utc), "last": .number(FieldLimits.years.upperBound)]
            case .clock(let utc, withinADayOfTheEnd: false):
                ["utc": .text(utc), "first": .number(FieldLimits.years.lowerBound),
                 "last": .number(FieldLimits.years.upperBound)]
            case .zone(nil, let offset): ["offset": .text(ClockRefusal.offsetText(offset))]
            case .zone(let zone?, let offset): ["zone": .text(zone), "offset": .text(ClockRefusal.offsetText(offset))]
            }
        }
    }

    public let faults: [Fault]

    public init(_ faults: [Fault]) {
        self.faults = faults
    }

    public static let area = "clock"

    public var key: String { Self.area + ".refused" }

    public var facts: [String: Fact] { ["faults": .clauses(faults)] }

    public var description: String { english }

    /// "+19:00", "-18:30".
    fileprivate static func offsetText(_ seconds: Int) -> String {
        let magnitude = seconds.magnitude
        return (seconds < 0 ? "-" : "+") + pad(Int(magnitude / 3600)) + ":" + pad(Int(magnitude % 3600 / 60))
    }

    static let samples = [
        ClockRefusal([.clock(utc: "1970-01-01 00:00")]),
        ClockRefusal([.clock(utc: "2200-12-31 00:00", withinADayOfTheEnd: true)]),
        ClockRefusal([.zone("ABC-19", offsetSeconds: 19 * 3600)]),
        ClockRefusal([.clock(utc: "1970-01-01 00:00"), .zone(nil, offsetSeconds: -(18 * 3600 + 1800))]),
    ]
}

extension Words {
    public func callAsFunction(_ refusal: ClockRefusal) -> String { say(refusal) }
}
