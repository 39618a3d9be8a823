import Testing
@testable import BreatheCore

@Suite struct PatternNotationTests {
    @Test(arguments: [
        ("4-6", [BreathPhase(.inhale, 4), BreathPhase(.exhale, 6)]),
        ("4-7-8", [BreathPhase(.inhale, 4), BreathPhase(.holdFull, 7), BreathPhase(.exhale, 8)]),
        ("4-4-4-4", [BreathPhase(.inhale, 4), BreathPhase(.holdFull, 4), BreathPhase(.exhale, 4), BreathPhase(.holdEmpty, 4)]),
        ("5.5-5.5", [BreathPhase(.inhale, 5.5), BreathPhase(.exhale, 5.5)]),
        ("0.5-0.5", [BreathPhase(.inhale, 0.5), BreathPhase(.exhale, 0.5)]),
        ("4-2-6-1.5", [BreathPhase(.inhale, 4), BreathPhase(.holdFull, 2), BreathPhase(.exhale, 6), BreathPhase(.holdEmpty, 1.5)]),
        ("60-60", [BreathPhase(.inhale, 60), BreathPhase(.exhale, 60)]),
        ("  4-6  ", [BreathPhase(.inhale, 4), BreathPhase(.exhale, 6)]),
    ])
    func dashNotation(text: String, phases: [BreathPhase]) throws {
        #expect(try PatternNotation.parse(text).phases == phases)
    }

    @Test func zeroHoldsAreDroppedSoNoPhaseIsEmpty() throws {
        let pattern = try PatternNotation.parse("4-0-8-0")
        #expect(pattern.phases == [BreathPhase(.inhale, 4), BreathPhase(.exhale, 8)])
        #expect(pattern.cycleSeconds == 12)
    }

    @Test func builtInNamesIgnoreCase() throws {
        #expect(try PatternNotation.parse("BOX").phases.map(\.seconds) == [4, 4, 4, 4])
        #expect(try PatternNotation.parse("Coherent").cycleSeconds == 11)
        #expect(try PatternNotation.parse("relax").phases == [BreathPhase(.inhale, 4), BreathPhase(.exhale, 6)])
        let sigh = try PatternNotation.parse("sigh")
        #expect(sigh.phases.map(\.kind) == [.inhale, .topUp, .exhale])
        #expect(sigh.phases.last!.seconds > sigh.phases[0].seconds + sigh.phases[1].seconds)
    }

    @Test(arguments: [
        ("", PatternError.empty),
        ("   ", .empty),
        ("boxx", .unknownName("boxx")),
        ("4", .wrongPartCount(text: "4", count: 1)),
        ("4-7-8-2-1", .wrongPartCount(text: "4-7-8-2-1", count: 5)),
        ("4-7-", .missingNumber(text: "4-7-")),
        ("4-x-8", .notANumber(part: "x", phase: .holdFull)),
        ("4-1e1", .notANumber(part: "1e1", phase: .exhale)),
        ("inf-4", .notANumber(part: "inf", phase: .inhale)),
        ("4-.5", .notANumber(part: ".5", phase: .exhale)),
        ("4-5.", .notANumber(part: "5.", phase: .exhale)),
        ("4-1.2.3", .notANumber(part: "1.2.3", phase: .exhale)),
        ("0-4", .breathNotPositive(part: "0", phase: .inhale)),
        ("4-7-0", .breathNotPositive(part: "0", phase: .exhale)),
        ("-4-6", .breathNotPositive(part: "-4", phase: .inhale)),
        ("4--7-8", .negativeHold(part: "-7")),
        ("4-4-4--1", .negativeHold(part: "-1")),
        ("4-61", .phaseTooLong(part: "61", phase: .exhale)),
        ("4-60.5-8", .phaseTooLong(part: "60.5", phase: .holdFull)),
    ])
    func badInputIsRefused(text: String, expected: PatternError) {
        #expect(throws: expected) { try PatternNotation.parse(text) }
    }

    @Test func messagesQuoteTheOffendingPart() {
        #expect(PatternError.notANumber(part: "x", phase: .exhale).description.contains("'x'"))
        #expect(PatternError.unknownName("boxx").description.contains("box, coherent"))
        #expect(PatternError.wrongPartCount(text: "4", count: 1).description.contains("4-7-8"))
        #expect(PatternError.phaseTooLong(part: "61", phase: .exhale).description.contains("60 seconds"))
    }

    @Test func notationRoundTrips() throws {
        #expect(try PatternNotation.parse("5.5-2-5.5").notation == "5.5-2-5.5")
        #expect(try PatternNotation.parse("box").notation == "4-4-4-4")
        // Found by the fuzzer: a zero hold before a hold must stay in the notation, or
        // "4-0-4-5" would be written "4-4-5" and read back as in-hold-out.
        #expect(try PatternNotation.parse("4-0-4-5").notation == "4-0-4-5")
        #expect(try PatternNotation.parse(PatternNotation.parse("4-0-4-5").notation).phases == PatternNotation.parse("4-0-4-5").phases)
        #expect(try PatternNotation.parse("4-0-4-0").notation == "4-4")
        #expect(try PatternNotation.parse("sigh").notation == "sigh")
    }

    /// Phases have a sensible minimum: no session of billions of cycles, no "out 1e-10".
    @Test(arguments: ["0.0000000001-0.0000000001", "4-0.1-4", "0.4-6", "4-6-0.2"])
    func phasesShorterThanHalfASecondAreRefused(text: String) {
        #expect(throws: PatternError.self) { try PatternNotation.parse(text) }
        do {
            _ = try PatternNotation.parse(text)
        } catch {
            #expect(error.description.contains("at least 0.5 seconds"), "\(error)")
            #expect(!error.description.contains("e-"), "\(error)")
        }
    }
}
