import BreatheCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

// `make bench`: figures from the release binary, written to Docs/BENCHMARKS.md and
// Docs/benchmarks.json with the command that reproduces each. Benchmarks report; they do
// not pass or fail (tests do that).
//
//   breathe-bench RELEASE_BINARY OUTPUT_FOLDER      the whole report (about 8 minutes)
//   breathe-bench --store-prepare N FOLDER          a store of N sessions in FOLDER
//   breathe-bench --store-save FOLDER               one session merged into it (to profile)
//   breathe-bench --reference SECONDS               the full-redraw reference, on this terminal
//   breathe-bench --writer                          the writer against an ideal one (seconds)
//   breathe-bench --stamp FOLDER                    used by the report through tmux pipe-pane

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "--store-prepare" where arguments.count == 4:
    StoreBench.prepare(sessions: Int(arguments[2]) ?? 7300, folder: arguments[3])
case "--store-save" where arguments.count == 3:
    // A session not in the store yet, whatever ran before.
    let number = Int(fileSize(arguments[2] + "/progress.json"))
    print(format3(StoreBench.saveOnce(folder: arguments[2], number: number) * 1000), "ms")
case "--writer":
    for (width, height) in [(80, 24), (200, 60)] {
        let figures = WriterRatio.measure(width: width, height: height)
        print("\(width)x\(height): written \(figures.writtenBytes) B a minute, ideal \(figures.idealBytes) B, ratio \(format3(figures.ratio))")
    }
case "--reference" where arguments.count == 3:
    ReferenceRedraw.run(seconds: Double(arguments[2]) ?? 30)
case "--stamp" where arguments.count == 3:
    PaneSession.stamp(folder: arguments[2])
default:
    guard arguments.count == 3, !arguments[1].hasPrefix("-") else {
        print("usage: breathe-bench RELEASE_BINARY OUTPUT_FOLDER (see Tests/Bench/main.swift for the other modes)")
        exit(2)
    }
    FullReport(binary: arguments[1], output: arguments[2]).run()
}
