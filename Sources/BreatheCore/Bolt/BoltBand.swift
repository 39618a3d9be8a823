/// The bands practitioners of the Buteyko method read a BOLT result by: under 10 s,
/// 10–15, 15–25, 25–40, 40 and over. They are a practitioners' rule of thumb, not a
/// validated clinical scale, so breathe words each as guidance ("practitioners would
/// start with …"), never as a finding about the person's health.
///
/// A result is rounded to a tenth of a second first, and the band is the rounded
/// value's, so the number shown and its band never disagree (9.96 s shows as 10.0 s, in
/// 10–15). Each band holds its lower edge: 10.0 is in 10–15, 40.0 in 40 and over.
public enum BoltBand: String, Sendable, Equatable, CaseIterable {
    case under10 = "under-10"
    case from10To15 = "10-15"
    case from15To25 = "15-25"
    case from25To40 = "25-40"
    case from40 = "40-and-over"

    /// A count nobody ends stops here, with nothing kept: a BOLT hold is rarely past a
    /// minute, so three minutes is a count forgotten, not a result (DESIGN.md).
    public static let capSeconds = 180.0
    /// Shorter than this is a key pressed twice, not a hold: the count starts again.
    public static let shortestSeconds = 1.0

    /// The band of `seconds`, as rounded for showing.
    public init(seconds: Double) {
        let shown = Self.rounded(seconds)
        switch shown {
        case ..<10: self = .under10
        case ..<15: self = .from10To15
        case ..<25: self = .from15To25
        case ..<40: self = .from25To40
        default: self = .from40
        }
    }

    /// To a tenth of a second, as the result is shown and kept.
    public static func rounded(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return 0 }
        return (seconds * 10).rounded() / 10
    }

    /// "23.4", "10.0": always one decimal, as a result is measured.
    public static func tenths(_ seconds: Double) -> String {
        // Held far inside an Int, so no value from outside can trap `abs`.
        let tenths = Int(saturating: max(-1e15, min(1e15, (rounded(seconds) * 10).rounded())))
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// The band's edges in seconds: nil below the first and above the last.
    public var lower: Int? {
        switch self {
        case .under10: nil
        case .from10To15: 10
        case .from15To25: 15
        case .from25To40: 25
        case .from40: 40
        }
    }

    public var upper: Int? {
        switch self {
        case .under10: 10
        case .from10To15: 15
        case .from15To25: 25
        case .from25To40: 40
        case .from40: nil
        }
    }
}
