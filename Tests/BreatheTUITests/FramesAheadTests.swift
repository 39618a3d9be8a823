import BreatheCore
import Testing
@testable import BreatheTUI

/// A session's frames drawn ahead while the caches are warm (`FramesAhead`) are the frames
/// drawn when due: the same grids at the same instants, and the same bytes to the terminal,
/// through the phases, the text's seconds, a ramp's cycles and open holds, at four sizes.
/// Most frames of a session come drawn ahead; the dropping of frames when a key or a new
/// size comes is in `FrameCacheTests.sizesAndPausesNeverShowWhatWasKept`.
@Suite struct FramesAheadTests {
    static let rounds = try! PracticePlan(name: "rounds", segments: [
        .paced(PacedCycles(PatternNotation.parse("1.5-1.5"), cycles: 4)),
        .openHold(OpenHold(.holdEmpty, cap: 12)),
        .paced(PacedCycles(PatternNotation.parse("2-15-2"), cycles: 1)),
    ])

    static let plans: [(String, PracticePlan)] = [
        ("box", try! PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(2))),
        ("4-7-8", try! PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(2))),
        ("ramp", try! PracticePlan(ramp: PatternNotation.parse("4-6"), to: PatternNotation.parse("5-7"), length: .cycles(3))),
        ("rounds", rounds),
    ]

    struct Shown: Equatable {
        let time: Double
        let text: String
        let sent: Bool
    }

    @Test(arguments: [(80, 24), (150, 45), (41, 12), (18, 6)])
    func framesDrawnAheadAreTheFramesDrawnWhenDue(size: (width: Int, height: Int)) {
        for (name, plan) in Self.plans {
            var runs: [(shown: [Shown], bytes: [UInt8], ahead: Int)] = []
            for drawsAhead in [false, true] {
                let output = TerminalFedBytes(width: size.width, height: size.height)
                var shown: [Shown] = []
                let run = VirtualRun(width: size.width, height: size.height, output: output, drawsAhead: drawsAhead) { time, _, grid, sent in
                    shown.append(Shown(time: time, text: grid.text, sent: sent))
                }
                _ = run.practise(plan)
                runs.append((shown, output.fed, run.framesShownAhead))
            }
            let (due, ahead) = (runs[0], runs[1])
            #expect(due.ahead == 0)
            #expect(ahead.shown.count > 20, "\(name) at \(size)")
            #expect(ahead.shown == due.shown, "\(name) at \(size): the frames differ from \(zip(ahead.shown, due.shown).first { $0 != $1 }.map { "\($0.0.time)" } ?? "their count")")
            #expect(ahead.bytes == due.bytes, "\(name) at \(size): the bytes differ")
            // Only the first frame of each stretch (between phases, checkpoints and the
            // stretch's length) is drawn when due: most, where a circle moves; where the
            // terminal is too small for one, a phase's few seconds are a stretch.
            let share = size.height < SessionScreen.minimumCircleHeight ? 5 : 7
            #expect(ahead.ahead * 10 > ahead.shown.count * share, "\(name) at \(size): \(ahead.ahead) of \(ahead.shown.count) frames drawn ahead")
        }
    }
}
