/// Why no session may start by this machine's clock or time zone (`ClockCheck`): each
/// fault, what to do about it, and that nothing was practised.
public struct ClockRefusal: Phrases, Equatable, CustomStringConvertible {
    public enum Fault: Sendable, Equatable {
        /// The clock's time, in UTC as lists show it, is outside the years a record may
        /// have, or `withinADayOfTheEnd` of the last (a session's times are checked for a
        /// day after its start).
        case clock(utc: String, withinADayOfTheEnd: Bool = false)
        /// The zone (`TZ` as set, nil for the system's) puts local time this far from UTC.
        case zone(String?, offsetSeconds: Int)
    }

    public let faults: [Fault]

    public init(_ faults: [Fault]) {
        self.faults = faults
    }

    public var english: String {
        faults.map { fault in
            switch fault {
            case .clock(let utc, withinADayOfTheEnd: true):
                "the clock says \(utc) UTC, less than a day before the end of \(FieldLimits.years.upperBound), "
                    + "the last year a session can be saved in (a session's times are checked for a day after it "
                    + "starts); set the clock (or wait for the network to set it)"
            case .clock(let utc, withinADayOfTheEnd: false):
                "the clock says \(utc) UTC, outside the years \(FieldLimits.years.lowerBound) to "
                    + "\(FieldLimits.years.upperBound) a session can be saved in; set the clock (or wait for the "
                    + "network to set it)"
            case .zone(let zone, let offset):
                "\(zone.map { "TZ=\($0)" } ?? "the system's time zone (/etc/localtime)") puts local time "
                    + "\(Self.offsetText(offset)) from UTC, beyond the ±18:00 a session can be saved with; set TZ to "
                    + "a real zone (for example TZ=Europe/Paris) or unset it"
            }
        }.joined(separator: "; ") + ". No session was started: it could not have been saved"
    }

    public var chinese: String {
        faults.map { fault in
            switch fault {
            case .clock(let utc, withinADayOfTheEnd: true):
                "时钟显示的是 UTC \(utc)，离 \(FieldLimits.years.upperBound) 年结束不到一天，而这是练习能保存的"
                    + "最后一年（练习开始后一天内的时间都要能保存）；请校正时钟（或者等网络自动校正）"
            case .clock(let utc, withinADayOfTheEnd: false):
                "时钟显示的是 UTC \(utc)，不在练习能保存的 \(FieldLimits.years.lowerBound) 到 "
                    + "\(FieldLimits.years.upperBound) 年之间；请校正时钟（或者等网络自动校正）"
            case .zone(let zone, let offset):
                "\(zone.map { "TZ=\($0) " } ?? "系统时区（/etc/localtime）")让本地时间与 UTC 相差 "
                    + "\(Self.offsetText(offset))，超出了练习能保存的 ±18:00；请把 TZ "
                    + "设为真实的时区（比如 TZ=Asia/Shanghai），或者取消设置"
            }
        }.joined(separator: "；") + "。没有开始练习：这次练习将无法保存"
    }

    public var description: String { english }

    /// "+19:00", "-18:30".
    static func offsetText(_ seconds: Int) -> String {
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
