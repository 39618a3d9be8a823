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
//   breathe-bench --store-load FOLDER               one load of it, which must succeed
//   breathe-bench --growth-prepare N FOLDER         GrowthStore's store of N sessions in FOLDER
//   breathe-bench --growth RELEASE_BINARY [DOCS]    stores of 7,300, 50,000 and 250,000
//                                                   sessions: the growth table (GrowthBench;
//                                                   about 2 minutes); with DOCS, its section
//                                                   of DOCS/BENCHMARKS.md and its notes in
//                                                   DOCS/benchmarks.json replaced
//   breathe-bench --reference SECONDS               the full-redraw reference, on this terminal
//   breathe-bench --writer                          the writer against an ideal one (seconds)
//   breathe-bench --loop RELEASE_BINARY [MINUTES]   the frame loop's CPU alone: box sessions
//                                                   at 80x24 and 200x60 (FrameLoopBench)
//   breathe-bench --loop-pair A B [PAIRS] [MINUTES]  two release binaries' box sessions in
//                                                   turn, each pair's CPU and ratio (A/B tests)
//   breathe-bench --loop-virtual [SECONDS] [WxH] [FILE]  a box session in virtual time,
//                                                   frames encoded (to count under callgrind)
//   breathe-bench --loop-paced [SECONDS] [WxH]      the same, sleeping for real between
//                                                   frames: each frame's cost with cold caches
//   breathe-bench --stamp FOLDER                    used by the report through tmux pipe-pane

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "--store-prepare" where arguments.count == 4:
    StoreBench.prepare(sessions: Int(arguments[2]) ?? 7300, folder: arguments[3])
case "--store-save" where arguments.count == 3:
    // A session not in the store yet, whatever ran before.
    let number = Int(fileSize(arguments[2] + "/progress.json"))
    print(format3(StoreBench.saveOnce(folder: arguments[2], number: number) * 1000), "ms")
case "--store-load" where arguments.count == 3:
    print(format3(StoreBench.loadChecked(folder: arguments[2]) * 1000), "ms")
case "--growth-prepare" where arguments.count == 4:
    GrowthStore.prepare(sessions: Int(arguments[2]) ?? 50_000, folder: arguments[3])
case "--growth" where arguments.count == 3 || arguments.count == 4:
    GrowthBench.runAlone(
        binary: arguments[2], benchBinary: FullReport(binary: arguments[2], output: "").benchBinary,
        docs: arguments.count == 4 ? arguments[3] : nil)
case "--writer":
    for (width, height) in [(80, 24), (200, 60)] {
        let figures = WriterRatio.measure(width: width, height: height)
        print("\(width)x\(height): written \(figures.writtenBytes) B a minute, ideal \(figures.idealBytes) B, ratio \(format3(figures.ratio))")
    }
case "--loop" where arguments.count == 3 || arguments.count == 4:
    let minutes = arguments.count == 4 ? Double(arguments[3]) ?? 2 : 2
    FrameLoopBench.printRealSessions(binary: arguments[2], benchBinary: FullReport(binary: arguments[2], output: "").benchBinary, minutes: minutes)
case "--loop-pair" where (4...6).contains(arguments.count):
    let pairs = arguments.count > 4 ? Int(arguments[4]) ?? 5 : 5
    let minutes = arguments.count > 5 ? Double(arguments[5]) ?? 1 : 1
    FrameLoopBench.printPairs(a: arguments[2], b: arguments[3], benchBinary: FullReport(binary: arguments[2], output: "").benchBinary, pairs: pairs, minutes: minutes)
case "--loop-virtual" where arguments.count <= 5:
    let seconds = arguments.count > 2 ? Double(arguments[2]) ?? 60 : 60
    let size = (arguments.count > 3 ? arguments[3] : "80x24").split(separator: "x").compactMap { Int($0) }
    FrameLoopBench.printVirtual(seconds: seconds, width: size.first ?? 80, height: size.last ?? 24, keep: arguments.count > 4 ? arguments[4] : nil)
case "--loop-paced" where arguments.count <= 4:
    let seconds = arguments.count > 2 ? Double(arguments[2]) ?? 60 : 60
    let size = (arguments.count > 3 ? arguments[3] : "80x24").split(separator: "x").compactMap { Int($0) }
    FrameLoopBench.printVirtual(seconds: seconds, width: size.first ?? 80, height: size.last ?? 24, paced: true)
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
