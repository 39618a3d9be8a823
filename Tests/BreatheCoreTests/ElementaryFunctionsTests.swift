#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
@testable import BreatheCore
import TestSupport
import Testing

/// The core's own cosine, sine, exponential, power and arc cosine against the C
/// library's, over the ranges the circle and the tones use: within one unit in the last
/// place, and exact where the circle starts and ends.
@Suite struct ElementaryFunctionsTests {
    /// How many representable numbers lie between `a` and `b`.
    func ulps(_ a: Double, _ b: Double) -> UInt64 {
        if a == b { return 0 }
        guard a.sign == b.sign else { return .max }
        let x = a.bitPattern, y = b.bitPattern
        return x > y ? x - y : y - x
    }

    /// A number in `range` from the generator's next 53 bits.
    func number(in range: ClosedRange<Double>, _ generator: inout SeededGenerator) -> Double {
        range.lowerBound + Double(generator.next() >> 11) / 0x1p53 * (range.upperBound - range.lowerBound)
    }

    func worst(_ count: Int, in range: ClosedRange<Double>, _ ours: (Double) -> Double,
               _ theirs: (Double) -> Double) -> UInt64 {
        var generator = SeededGenerator(state: 36)
        var worst: UInt64 = 0
        for _ in 0..<count {
            let x = number(in: range, &generator)
            worst = max(worst, ulps(ours(x), theirs(x)))
        }
        return worst
    }

    @Test func cosineAndArcCosineOfTheCircle() {
        #expect(worst(100_000, in: 0...Double.pi, Elementary.cos, { cos($0) }) <= 1)
        #expect(worst(100_000, in: -1...1, Elementary.acos, { acos($0) }) <= 1)
        #expect(Elementary.cos(0) == 1)
        #expect(Elementary.cos(Double.pi) == cos(Double.pi))
        #expect(Elementary.cos(Double.pi / 2) == cos(Double.pi / 2))
        #expect(Elementary.acos(1) == 0)
        #expect(Elementary.acos(-1) == acos(-1))
        #expect(Elementary.acos(0) == acos(0))
    }

    @Test func wavesOfTheTones() {
        // A tone's phase grows to tens of thousands of radians.
        #expect(worst(100_000, in: 0...50_000, Elementary.sin, { sin($0) }) <= 1)
        #expect(worst(100_000, in: -50_000...0, Elementary.cos, { cos($0) }) <= 1)
        #expect(worst(100_000, in: -60...1, Elementary.exp, { exp($0) }) <= 1)
        #expect(worst(100_000, in: 0.2...5, Elementary.log, { log($0) }) <= 1)
        var generator = SeededGenerator(state: 7)
        for _ in 0..<100_000 {
            let base = number(in: 0.3...3, &generator), power = number(in: 0...1, &generator)
            #expect(ulps(Elementary.pow(base, power), pow(base, power)) <= 2)
        }
    }
}
