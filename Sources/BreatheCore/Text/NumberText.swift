/// Numbers as a person reads them: plain decimals, never exponent form, for any Double.
///
/// Numbers reach the screen from files and options that may hold anything (1e300, a
/// tenth of a billionth), and a formatter that traps or prints "1e-10" turns one odd value
/// into a crash or a riddle. Every number breathe shows goes through here.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    // Whole numbers of ordinary size, the usual case, without touching digits.
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
    // Swift's shortest text that reads back as the same Double ("5.5", "1e-10",
    // "1.25e+20"), with the decimal point moved instead of an exponent.
    let shortest = "\(value.magnitude)"
    let parts = shortest.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count == 2 ? Int(parts[1].drop { $0 == "+" }) ?? 0 : 0
    let digits = mantissa.filter { $0 != "." }
    let point = (mantissa.firstIndex(of: ".").map {
        mantissa.distance(from: mantissa.startIndex, to: $0)
    } ?? mantissa.count) + exponent
    if point > 21 { return value < 0 ? "a negative \(point)-digit number" : "a \(point)-digit number" }
    if point < -12 { return "almost 0" }
    var whole: Substring, fraction: Substring
    if point <= 0 {
        whole = "0"
        fraction = Substring(String(repeating: "0", count: -point) + digits)
    } else if point >= digits.count {
        whole = Substring(digits + String(repeating: "0", count: point - digits.count))
        fraction = ""
    } else {
        whole = digits.prefix(point)
        fraction = digits.dropFirst(point)
    }
    while whole.count > 1, whole.first == "0" { whole = whole.dropFirst() }
    while fraction.last == "0" { fraction = fraction.dropLast() }
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
}

extension Int {
    /// The whole part of `value`, held to what an Int can be: NaN is 0 and anything past
    /// the ends is the end. `Int(_:)` traps on those, and numbers from outside may be any
    /// Double, so no Double becomes an Int any other way.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
