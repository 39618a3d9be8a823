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
    if value == value.rounded() {
        // An Int holds whole numbers exactly up to 2^53. Past it a Double holds only some
        // of them (a file's 9223372036854775807 is read as 9223372036854775808), so the
        // Double's own digits are shown with "about" ("9.223372036854776e18", the shortest
        // text that reads back, padded with zeros, is a number the Double is not).
        if value.magnitude < 9_007_199_254_740_992 { return String(Int(value)) }
        let digits = exactDigits(ofWhole: value.magnitude)
        if digits.count > 21 {
            return value < 0 ? "a negative number of about \(digits.count) digits"
                : "a number of about \(digits.count) digits"
        }
        return "about " + sign + digits
    }
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
    // A tiny negative number is still below 0, which a range check may be about.
    if point < -12 { return value < 0 ? "a tiny negative number" : "almost 0" }
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

/// The decimal digits of a whole Double of 2^53 or more, exactly: its 53-bit significand
/// doubled once for each power of 2 past the 52nd.
func exactDigits(ofWhole value: Double) -> String {
    var digits = String(value.significandBitPattern | 1 << 52).utf8.reversed().map { Int($0) - 48 }
    for _ in 0..<(Int(value.exponent) - 52) {
        var carry = 0
        for place in digits.indices {
            let doubled = digits[place] * 2 + carry
            digits[place] = doubled % 10
            carry = doubled / 10
        }
        if carry > 0 { digits.append(carry) }
    }
    return String(digits.reversed().map { Character(String($0)) })
}

/// The Double that a number's text (JSON's grammar, or digits typed as a setting) is read
/// as, or nil when it is too large to hold. A number so close to 0 that it would round to
/// 0 is read as the smallest Double of its sign instead, so that it is shown as "almost 0",
/// never as a 0 nobody wrote. Every number from a file or a typed setting is read here.
public func readNumber(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    guard value == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) })
    else { return value }
    return text.hasPrefix("-") ? -.leastNonzeroMagnitude : .leastNonzeroMagnitude
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
