/// The elementary functions the core needs (the circle's easing, the tones' waves), in
/// Swift: the core imports no C library, and the standard library has no cosine. Each
/// follows fdlibm's method and coefficients (Sun's freely distributable libm, the source
/// of most C libraries' versions), within one unit in the last place; `ElementaryFunctionsTests`
/// holds them to the C library's results.
enum Elementary {
    /// π/2 in three parts of 33 bits or less, so a whole number of quarter turns times
    /// the first two is exact (Cody and Waite's reduction, as fdlibm does it).
    private static let halfPiFirst = 1.57079632673412561417e+00
    private static let halfPiSecond = 6.07710050630396597660e-11
    private static let halfPiThird = 2.02226624879595063154e-21

    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if abs(x) <= .pi / 4 { return kernelSin(x, 0) }
        let (quadrant, high, low) = reduce(x)
        switch quadrant & 3 {
        case 0: return kernelSin(high, low)
        case 1: return kernelCos(high, low)
        case 2: return -kernelSin(high, low)
        default: return -kernelCos(high, low)
        }
    }

    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if abs(x) <= .pi / 4 { return kernelCos(x, 0) }
        let (quadrant, high, low) = reduce(x)
        switch quadrant & 3 {
        case 0: return kernelCos(high, low)
        case 1: return -kernelSin(high, low)
        case 2: return -kernelCos(high, low)
        default: return kernelSin(high, low)
        }
    }

    /// `x` as a number of quarter turns and what is left, `high + low`, within π/4.
    private static func reduce(_ x: Double) -> (Int, Double, Double) {
        let turns = (x * (2 / Double.pi)).rounded(.toNearestOrEven)
        let first = x - turns * halfPiFirst
        let second = turns * halfPiSecond
        let high = first - second
        let lost = (first - high) - second
        let third = turns * halfPiThird
        let higher = high - third
        let low = ((high - higher) - third) + lost
        let sum = higher + low
        return (Int(turns), sum, (higher - sum) + low)
    }

    private static func kernelSin(_ x: Double, _ y: Double) -> Double {
        let s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03
        let s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06
        let s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10
        let z = x * x, v = z * x
        let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        if y == 0 { return x + v * (s1 + z * r) }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    private static func kernelCos(_ x: Double, _ y: Double) -> Double {
        let c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03
        let c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07
        let c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11
        let z = x * x
        let r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
        if abs(x) < 0.3 { return 1 - (0.5 * z - (z * r - x * y)) }
        // A quarter of x cut to its high 32 bits, so 1 - that is exact.
        let quarter = abs(x) > 0.78125
            ? 0.28125 : Double(bitPattern: (abs(x).bitPattern - 0x0020_0000_0000_0000) & 0xffff_ffff_0000_0000)
        let hz = 0.5 * z - quarter
        return (1 - quarter) - (hz - (z * r - x * y))
    }

    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893383973096 { return .infinity }
        if x < -745.13321910194110842 { return 0 }
        let ln2High = 6.93147180369123816490e-01, ln2Low = 1.90821492927058770002e-10
        let p1 = 1.66666666666666019037e-01, p2 = -2.77777777770155933842e-03
        let p3 = 6.61375632143793436117e-05, p4 = -1.65339022054652515390e-06
        let p5 = 4.13813679705723846039e-08
        if abs(x) < 0x1p-28 { return 1 + x }
        let k = (x * 1.44269504088896338700e+00).rounded(.toNearestOrAwayFromZero)
        let high = x - k * ln2High, low = k * ln2Low
        let r = high - low
        let t = r * r
        let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
        let y = 1 - ((low - (r * c) / (2 - c)) - high)
        return scaled(y, by: Int(k))
    }

    /// `y` × 2^`power`, in two steps where one would overflow or lose the answer.
    private static func scaled(_ y: Double, by power: Int) -> Double {
        var result = y, left = power
        while left > 1000 { result *= 0x1p1000; left -= 1000 }
        while left < -1000 { result *= 0x1p-1000; left += 1000 }
        return result * Double(sign: .plus, exponent: left, significand: 1)
    }

    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        let ln2High = 6.93147180369123816490e-01, ln2Low = 1.90821492927058770002e-10
        let lg1 = 6.666666666666735130e-01, lg2 = 3.999999999940941908e-01
        let lg3 = 2.857142874366239149e-01, lg4 = 2.222219843214978396e-01
        let lg5 = 1.818357216161805012e-01, lg6 = 1.531383769920937332e-01
        let lg7 = 1.479819860511658591e-01
        // x = 2^k × m, with m between √2/2 and √2.
        var k = Int(x.exponent)
        var m = x.significand
        if m > 2.0.squareRoot() { m /= 2; k += 1 }
        let f = m - 1
        let s = f / (2 + f)
        let z = s * s, w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        let halfSquare = 0.5 * f * f
        let dk = Double(k)
        return dk * ln2High - ((halfSquare - (s * (halfSquare + r) + dk * ln2Low)) - f)
    }

    /// `base` to the power `exponent`, for a positive base.
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        if exponent == 0 { return 1 }
        if base == 1 { return 1 }
        return exp(exponent * log(base))
    }

    static func acos(_ x: Double) -> Double {
        let pio2High = 1.57079632679489655800e+00, pio2Low = 6.12323399573676603587e-17
        if x == 1 { return 0 }
        if x == -1 { return Double.pi + 2 * pio2Low }
        guard abs(x) < 1 else { return .nan }
        func ratio(_ z: Double) -> Double {
            let ps0 = 1.66666666666666657415e-01, ps1 = -3.25565818622400915405e-01
            let ps2 = 2.01212532134862925881e-01, ps3 = -4.00555345006794114027e-02
            let ps4 = 7.91534994289814532176e-04, ps5 = 3.47933107596021167570e-05
            let qs1 = -2.40339491173441421878e+00, qs2 = 2.02094576023350569471e+00
            let qs3 = -6.88283971605453293030e-01, qs4 = 7.70381505559019352791e-02
            let p = z * (ps0 + z * (ps1 + z * (ps2 + z * (ps3 + z * (ps4 + z * ps5)))))
            let q = 1 + z * (qs1 + z * (qs2 + z * (qs3 + z * qs4)))
            return p / q
        }
        if abs(x) < 0.5 {
            if abs(x) <= 0x1p-57 { return pio2High + pio2Low }
            return pio2High - (x - (pio2Low - x * ratio(x * x)))
        }
        if x < 0 {
            let z = (1 + x) * 0.5
            let s = z.squareRoot()
            let w = ratio(z) * s - pio2Low
            return Double.pi - 2 * (s + w)
        }
        let z = (1 - x) * 0.5
        let s = z.squareRoot()
        let high = Double(bitPattern: s.bitPattern & 0xffff_ffff_0000_0000)
        let c = (z - high * high) / (s + high)
        let w = ratio(z) * s + c
        return 2 * (high + w)
    }
}
