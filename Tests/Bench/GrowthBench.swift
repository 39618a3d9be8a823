import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Growth (issue 33): the store and the commands that read it at 7,300, 50,000 and
/// 250,000 sessions (`GrowthStore`), each command the release binary run as a whole
/// process with HOME and the XDG folders in a temp folder holding the store.
///
/// Every run's exit status is checked: a command that fails at a size is reported as
/// failing, with what it said, and is not timed.
enum GrowthBench {
    static let sizes = [7300, 50_000, 250_000]

    /// Timed runs at each size (after one more that warms the page cache), and for a
    /// command whose first run took under `quick` seconds.
    static func runs(_ sessions: Int) -> Int { sessions >= 250_000 ? 5 : 7 }
    static let quick = 0.1, quickRuns = 15

    enum Row: CaseIterable {
        case load, save, status, statusFromStore, history, stats, firstSync, secondSync

        var title: String {
            switch self {
            case .load: "load (`StoreFile.load`)"
            case .save: "a session's save: load, merge one new session, write"
            case .status: "`breathe status` (reads `progress.json.status`)"
            case .statusFromStore: "`breathe status` without its summary (reads the store)"
            case .history: "`breathe history`"
            case .stats: "`breathe stats`"
            case .firstSync: "`breathe sync --folder DIR`, the first (writes the folder's copy)"
            case .secondSync: "`breathe sync` again (the copy holds the same)"
            }
        }

        /// In the sentence on how each grows.
        var short: String {
            switch self {
            case .load: "a load"
            case .save: "a save"
            case .status: "`status`"
            case .statusFromStore: "`status` without its summary"
            case .history: "`history`"
            case .stats: "`stats`"
            case .firstSync: "the first sync"
            case .secondSync: "the second sync"
            }
        }

        /// For the notes in benchmarks.json: growth<sessions><key>Milliseconds.
        var key: String {
            switch self {
            case .load: "Load"
            case .save: "Save"
            case .status: "Status"
            case .statusFromStore: "StatusWithoutSummary"
            case .history: "History"
            case .stats: "Stats"
            case .firstSync: "FirstSync"
            case .secondSync: "SecondSync"
            }
        }
    }

    /// One row at one size: the median wall time and the largest peak RSS of its runs,
    /// or why a run failed.
    struct Cell {
        var seconds = Double.nan
        var peakKilobytes = 0
        var failure: String?
        /// What a run that succeeded printed on stderr, if one did (a warning).
        var said: String?
    }

    struct Size {
        let sessions: Int
        var perDay = 0
        var firstDay: CivilDate?
        var fileBytes = 0
        var cells: [Row: Cell] = [:]
    }

    /// One process's run: wall time from `posix_spawn` to `wait4`, its peak RSS
    /// (`ru_maxrss`, KB), its exit status (128+N for signal N), and what it printed.
    struct Run {
        var seconds: Double
        var peakKilobytes: Int
        var status: Int32
        var output = ""
        var errors = ""
    }

    // MARK: Measuring

    /// Every size's store written first, then each row measured at the three sizes in
    /// turn, round after round, so that the sizes meet the same machine (the other core
    /// is often busy): the ratios between them are what this measures.
    static func measure(binary: String, benchBinary: String, log: Bool = true) -> [Size] {
        let homes = sizes.map { Home(sessions: $0, binary: binary, benchBinary: benchBinary) }
        defer { for home in homes { shell("rm -rf '\(home.base)'") } }
        var measured: [Size] = []
        for home in homes {
            if log { print("growth: writing \(grouped(home.sessions)) sessions…") }
            measured.append(home.write())
        }
        for row in Row.allCases {
            if log { print("growth: \(row.short)…") }
            let ready = measured.indices.filter { measured[$0].cells[row] == nil }
            let cells = inTurn(ready.map { homes[$0].trial(row) })
            for (index, cell) in zip(ready, cells) { measured[index].cells[row] = cell }
        }
        return measured
    }

    /// One size's temp folder: a HOME with the store, a copy of it for `StoreBench`'s
    /// load and save, and a sync folder.
    struct Home {
        let sessions: Int, binary: String, benchBinary: String
        let base: String, home: String, data: String, storeCopy: String, syncFolder: String
        let environment: [String]

        init(sessions: Int, binary: String, benchBinary: String) {
            self.sessions = sessions
            self.binary = binary
            self.benchBinary = benchBinary
            base = "/tmp/breathe-bench-growth-\(getpid())-\(sessions)"
            home = base + "/home"
            data = home + "/.local/share/breathe"
            storeCopy = base + "/store"
            syncFolder = base + "/sync"
            environment = [
                "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/.config", "XDG_DATA_HOME=\(home)/.local/share",
                "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        }

        /// Makes and writes the store; when it cannot be written, every row fails.
        func write() -> Size {
            var size = Size(sessions: sessions)
            shell("rm -rf '\(base)'; mkdir -p '\(data)' '\(home)/.config/breathe' '\(storeCopy)' '\(syncFolder)'")
            let made = GrowthStore.store(sessions: sessions)
            size.perDay = made.perDay
            size.firstDay = made.firstDay
            if let problem = GrowthStore.firstProblem(made.store) {
                print("breathe-bench: the growth store breaks a rule: \(problem)")
                exit(1)
            }
            do {
                try StoreFile(path: data + "/progress.json").save(made.store)
            } catch {
                let failure = "the store could not be written: " + cleaned(Words.english.say(error))
                for row in Row.allCases { size.cells[row] = Cell(failure: failure) }
                return size
            }
            size.fileBytes = fileSize(data + "/progress.json")
            shell("cp '\(data)/progress.json' '\(storeCopy)/progress.json'")
            return size
        }

        /// What a failing command says names the temp folder: cut to the file's name.
        var prefixes: [String] { [data + "/", home + "/", base + "/"] }

        func trial(_ row: Row) -> Trial {
            func breathe(_ arguments: [String], prepare: @escaping () -> Void = {}) -> Trial {
                Trial(runs: runs(sessions), prefixes: prefixes, prepare: prepare) { memory in
                    runOnce(binary, arguments, environment: environment, scratch: base, memory: memory)
                }
            }
            switch row {
            case .load: return inProcess("--store-load")
            case .save: return inProcess("--store-save")
            case .status, .secondSync, .history, .stats:
                let arguments = [Row.status: "status", .history: "history", .stats: "stats", .secondSync: "sync"]
                return breathe([arguments[row] ?? ""])
            case .statusFromStore:
                // A status that finds no summary reads the store, and does not write one.
                let summary = data + "/progress.json.status"
                return breathe(["status"], prepare: { unlink(summary) })
            case .firstSync:
                let folder = syncFolder
                let empty = { shell("rm -rf '\(folder)'; mkdir '\(folder)'") }
                return breathe(["sync", "--folder", folder], prepare: empty)
            }
        }

        /// StoreBench's load or save, in a process of its own: the time it prints (without
        /// the process's start), the process's peak memory.
        func inProcess(_ mode: String) -> Trial {
            Trial(runs: runs(sessions), prefixes: prefixes, prepare: {}) { memory in
                var run = runOnce(
                    benchBinary, [mode, storeCopy], environment: environment, scratch: base, memory: memory,
                    keep: true)
                let printed = run.output.split(separator: " ").first.flatMap { Double($0) }
                if run.status == 0, let printed { run.seconds = printed / 1000 } else if run.status == 0 {
                    run.status = -1
                    run.errors = "printed no time: " + run.output
                }
                return run
            }
        }
    }

    /// One row at one size: what is done before each run, and a run (the first measures the
    /// peak memory).
    struct Trial {
        let runs: Int
        let prefixes: [String]
        let prepare: () -> Void
        let once: (Bool) -> Run
    }

    /// The trials' runs in turn: a first run of each that measures the peak memory (and
    /// warms the page cache), then timed ones, round after round. A trial whose first run
    /// took under `quick` seconds gets `quickRuns`. A run that fails ends its trial as a
    /// failure, with what it said.
    static func inTurn(_ trials: [Trial]) -> [Cell] {
        var cells = trials.map { _ in Cell() }
        var times = trials.map { _ in [Double]() }
        var rounds = trials.map(\.runs)
        var stopped = trials.map { _ in false }
        var round = 0
        while trials.indices.contains(where: { !stopped[$0] && round <= rounds[$0] }) {
            for (index, trial) in trials.enumerated() where !stopped[index] && round <= rounds[index] {
                trial.prepare()
                let run = trial.once(round == 0)
                func firstLine(_ text: String) -> String {
                    var line = String(text.split(separator: "\n").first ?? "")
                    for prefix in trial.prefixes { line = line.replacing(prefix, with: "") }
                    return cleaned(line)
                }
                guard run.status == 0 else {
                    let said = firstLine(run.errors.isEmpty ? run.output : run.errors)
                    cells[index] = Cell(failure: "exit \(run.status): " + said)
                    stopped[index] = true
                    continue
                }
                if cells[index].said == nil, !run.errors.trimmed().isEmpty {
                    cells[index].said = firstLine(run.errors)
                }
                if round == 0 {
                    cells[index].peakKilobytes = run.peakKilobytes
                    // A few milliseconds move with whatever else the machine does: more runs.
                    if run.seconds < quick { rounds[index] = max(trial.runs, quickRuns) }
                } else {
                    times[index].append(run.seconds)
                }
            }
            round += 1
        }
        for index in trials.indices where cells[index].failure == nil { cells[index].seconds = median(times[index]) }
        return cells
    }

    /// One line of what a failing command said, short and safe in a Markdown table.
    static func cleaned(_ text: String) -> String {
        let line = String(text.split(separator: "\n").first ?? "").replacing("|", with: "\\|")
        return line.count > 160 ? String(line.prefix(157)) + "…" : line
    }

    /// GNU time, which forks the command from a process of its own: its `%M` is the
    /// command's own peak. `wait4`'s `ru_maxrss` for a child of `posix_spawn` is not:
    /// glibc spawns with `CLONE_VM`, and at `execve` Linux keeps the high-water mark of
    /// the memory the child shared, so every child reports at least this process's peak
    /// (the whole generated store). Measured here: every command at 250,000 sessions "had"
    /// the 354 MB of breathe-bench itself.
    static let timeProgram = "/usr/bin/time"
    static let hasTime = access(timeProgram, X_OK) == 0

    /// How the peak memory was measured, for the report.
    static var memoryMethod: String {
        hasTime
            ? "GNU time's `%M` (/usr/bin/time forks the command itself, so the figure is the\ncommand's own)"
            : "`wait4`'s `ru_maxrss` after resetting breathe-bench's own high-water mark\n"
                + "(`/proc/self/clear_refs`): no /usr/bin/time here, so each figure is at least\n"
                + "breathe-bench's own resident memory"
    }

    /// Runs `program` with `arguments` and `environment`: stdin from /dev/null, stdout to
    /// /dev/null (or, with `keep`, to a file read back), stderr to a file read back. With
    /// `memory`, under GNU time for its peak memory (`timeProgram`); the wall time is then
    /// not used.
    static func runOnce(
        _ program: String, _ arguments: [String], environment: [String], scratch: String, memory: Bool = false,
        keep: Bool = false
    ) -> Run {
        let outputPath = keep ? scratch + "/stdout" : "/dev/null", errorPath = scratch + "/stderr"
        let memoryPath = scratch + "/peak"
        var command = [program] + arguments
        if memory, hasTime {
            unlink(memoryPath)
            command = [timeProgram, "-q", "-f", "%M", "-o", memoryPath] + command
        } else if memory {
            writeFile("/proc/self/clear_refs", "5")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = command.map { strdup($0) } + [nil], envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            let why = "could not start \(command[0]): errno \(spawned)"
            return Run(seconds: .nan, peakKilobytes: 0, status: -1, errors: why)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = now() - start
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        var peak = Int(usage.ru_maxrss)
        if memory, hasTime {
            // The last line is %M; a line before it says how the command ended.
            let lines = (readText(memoryPath) ?? "").split(separator: "\n")
            peak = lines.last.flatMap { Int($0.trimmed()) } ?? 0
        }
        return Run(
            seconds: seconds, peakKilobytes: peak, status: exitStatus,
            output: keep ? readText(outputPath) ?? "" : "", errors: readText(errorPath) ?? "")
    }

    // MARK: Reporting

    /// What one figure does per 5× sessions: 50,000 → 250,000 when both were measured,
    /// else 7,300 → 50,000 scaled to 5× (r^(ln 5 / ln(50,000 / 7,300))).
    static func perFiveTimes(_ values: [Double]) -> (ratio: Double, scaled: Bool)? {
        guard values.count == 3 else { return nil }
        if values[1].isFinite, values[2].isFinite, values[1] > 0 { return (values[2] / values[1], false) }
        if values[0].isFinite, values[1].isFinite, values[0] > 0 {
            return (pow(values[1] / values[0], log(5) / log(Double(sizes[1]) / Double(sizes[0]))), true)
        }
        return nil
    }

    static func ratioText(_ values: [Double]) -> String {
        guard let (ratio, scaled) = perFiveTimes(values) else { return "—" }
        return "×" + format3(ratio) + (scaled ? " (from 7,300 → 50,000)" : "")
    }

    static func growthWords(_ ratio: Double) -> String {
        switch ratio {
        case ..<1.5: "about flat"
        case ..<3.5: "slower than the store"
        case ...7: "with the store (linear)"
        default: "faster than the store"
        }
    }

    /// Why `status` grows less: it reads only its summary, whose size goes with the days.
    static func statusWords(_ measured: [Size]) -> String {
        let days = measured.filter { $0.perDay > 0 }.map { size in
            "\(grouped((size.sessions + size.perDay - 1) / size.perDay)) at \(grouped(size.sessions))"
        }
        return "`status` with its summary reads only `progress.json.status`: the days practised (two "
            + "placeholder sessions a day), the activations and the completions. It grows with the days, "
            + "not the sessions (days here: \(days.joined(separator: ", "))); every other row reads the "
            + "whole store, and the second sync the folder's copy too."
    }

    /// `text` in lines of at most 88 characters, broken at spaces.
    static func wrapped(_ text: String, width: Int = 88) -> String {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// The one-minute load average, as /proc/loadavg gives it.
    static var loadAverage: String {
        String((readText("/proc/loadavg") ?? "?").split(separator: " ").first ?? "?")
    }

    static func seconds(_ value: Double) -> String {
        value < 1 ? ms(value) : String(describing: (value * 100).rounded() / 100) + " s"
    }

    static func megabytes(_ kilobytes: Int) -> String { format3(Double(kilobytes) / 1024) + " MB" }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// The section of BENCHMARKS.md, and the notes for benchmarks.json (name, value).
    /// `aloneFromLoad`: measured by `--growth`, not by the `make bench` that made the rest,
    /// starting at that load average.
    static func report(_ measured: [Size], aloneFromLoad: String?) -> (markdown: String, notes: [(String, Double)]) {
        var notes: [(String, Double)] = []
        var timeRows = "", memoryRows = "", growth: [String] = []
        let fileValues = measured.map { $0.fileBytes > 0 ? Double($0.fileBytes) : .nan }
        memoryRows += "| the store file (`progress.json`), its size | "
            + measured.map { $0.fileBytes > 0 ? megabytes($0.fileBytes / 1024) : "not written" }
                .joined(separator: " | ") + " | \(ratioText(fileValues)) |\n"
        if let (ratio, _) = perFiveTimes(fileValues) {
            growth.append("the file ×\(format3(ratio))")
            notes.append(("growthStoreFileRatioPerFiveTimes", ratio))
        }
        for size in measured {
            if size.fileBytes > 0 {
                notes.append(("growth\(size.sessions)StoreFileMegabytes", Double(size.fileBytes) / 1_048_576))
            }
            notes.append(("growth\(size.sessions)SessionsPerDay", Double(size.perDay)))
        }
        for row in Row.allCases {
            let cells = measured.map { $0.cells[row] ?? Cell(failure: "not measured") }
            let times = cells.map { $0.failure == nil ? $0.seconds : .nan }
            let peaks = cells.map { $0.failure == nil && $0.peakKilobytes > 0 ? Double($0.peakKilobytes) : .nan }
            timeRows += "| \(row.title) | "
                + cells.map { cell in
                    cell.failure.map { "**fails**: \($0)" }
                        ?? seconds(cell.seconds) + (cell.said.map { " (on stderr: \($0))" } ?? "")
                }.joined(separator: " | ")
                + " | \(ratioText(times)) |\n"
            memoryRows += "| \(row.title) | "
                + cells.map { cell in
                    cell.failure != nil ? "**fails**" : cell.peakKilobytes > 0 ? megabytes(cell.peakKilobytes) : "—"
                }.joined(separator: " | ")
                + " | \(ratioText(peaks)) |\n"
            for (size, cell) in zip(measured, cells) {
                let name = "growth\(size.sessions)\(row.key)"
                guard cell.failure == nil else {
                    notes.append((name + "Failed", 1))
                    continue
                }
                notes.append((name + "Milliseconds", cell.seconds * 1000))
                if cell.peakKilobytes > 0 {
                    notes.append((name + "PeakRSSMegabytes", Double(cell.peakKilobytes) / 1024))
                }
            }
            var words = row.short
            if let (ratio, scaled) = perFiveTimes(times) {
                words += " ×\(format3(ratio))\(scaled ? " (from 7,300 → 50,000)" : ""), \(growthWords(ratio))"
                notes.append(("growth\(row.key)RatioPerFiveTimes", ratio))
            }
            let failing = zip(measured, cells).filter { $0.1.failure != nil }.map { grouped($0.0.sessions) }
            if !failing.isEmpty { words += ", failing at \(failing.joined(separator: " and "))" }
            growth.append(words)
        }
        let layout = measured.map { size in
            "- \(grouped(size.sessions)) sessions: \(size.perDay) a day from \(size.firstDay?.iso8601 ?? "?"), "
                + (size.fileBytes > 0 ? megabytes(size.fileBytes / 1024) + " written indented" : "not written")
        }.joined(separator: "\n")
        let heads = measured.map { grouped($0.sessions) }.joined(separator: " | ")
        let aloneLine = aloneFromLoad.map { start in
            "\nThis section was measured on \(today()) by the command below alone, not by the `make bench`\n"
                + "that made the rest of this page; the load average was \(start) at its start, "
                + "\(loadAverage) at its end.\n"
        } ?? ""
        let markdown = """

            ## Growth: 50,000 and 250,000 sessions

            `GrowthBench` (issue 33): a person practising 13 sessions a day for fifty years
            keeps some 240,000 sessions. `GrowthStore` makes stores of 7,300, 50,000 and
            250,000 sessions with records as large as breathe's own (UUID ids; a third
            lessons, half of those with moods, with their completions and activations; hold
            rounds; sessions cut short; a BOLT result a week), every day up to yesterday, every
            record meeting `RecordRules`. At 250,000, 13 a day would begin in 1974, before
            the earliest year a record may have (2000), so those days are fuller:

            \(layout)

            Each command is the release binary as a whole process, with HOME, XDG_CONFIG_HOME
            and XDG_DATA_HOME in a temp folder holding the store, its output to /dev/null:
            wall time from `posix_spawn` to `wait4`, median of 7 runs (5 at 250,000; 15 when
            the first took under 0.1 s), after one more that measures the peak memory with
            \(memoryMethod). The three sizes run in turn, round after round, so that they meet
            the same machine: the ratios between them are the point.
            Load and save are `StoreBench`'s, each in a process of its own (`breathe-bench
            --store-load` and `--store-save`, on a copy of the store): the time inside that
            process, and its peak memory. The first sync starts from an empty folder each
            time; the second finds the copy the first wrote. Every run's exit status is
            checked: a command that failed at a size is shown failing, with the first line
            it printed, and is not timed. The last column is the ratio from 50,000 to 250,000
            sessions.
            \(aloneLine)
                .build/release/breathe-bench --growth .build/release/breathe

            | wall time, median | \(heads) | per 5× sessions |
            |---|---|---|---|---|
            \(timeRows)
            | peak memory | \(heads) | per 5× sessions |
            |---|---|---|---|---|
            \(memoryRows)
            \(wrapped("How each grows, per 5× sessions: " + growth.joined(separator: "; ") + "."))

            \(wrapped(statusWords(measured)))

            """
        return (markdown, notes)
    }

    // MARK: `--growth`

    /// `breathe-bench --growth RELEASE_BINARY [DOCS_FOLDER]`: this part alone, printed; with
    /// a folder, its section of BENCHMARKS.md and its notes in benchmarks.json replaced.
    static func runAlone(binary: String, benchBinary: String, docs: String?) {
        let startLoad = loadAverage
        let measured = measure(binary: binary, benchBinary: benchBinary)
        let (markdown, notes) = report(measured, aloneFromLoad: startLoad)
        print(markdown)
        for (name, value) in notes { print("  \"\(name)\": \(format3(value))") }
        guard let docs else { return }
        let markdownPath = docs + "/BENCHMARKS.md", jsonPath = docs + "/benchmarks.json"
        guard let page = readText(markdownPath), let json = readText(jsonPath) else {
            print("breathe-bench: \(markdownPath) or \(jsonPath) cannot be read")
            exit(1)
        }
        writeFile(markdownPath, replacingSection(in: page, with: markdown))
        writeFile(jsonPath, replacingNotes(in: json, with: notes))
        print("written into \(markdownPath) and \(jsonPath)")
    }

    static let heading = "\n## Growth: "

    /// The page with its growth section replaced, or put before the profiles.
    static func replacingSection(in page: String, with section: String) -> String {
        let body = section.hasPrefix("\n") ? String(section.dropFirst()) : section
        if let start = page.firstRange(of: heading) {
            let rest = page[start.upperBound...]
            let end = rest.firstRange(of: "\n## ")?.lowerBound ?? page.endIndex
            return String(page[..<start.lowerBound]) + "\n" + body + String(page[end...])
        }
        if let profiles = page.firstRange(of: "\n## Profiles behind the figures") {
            return String(page[..<profiles.lowerBound]) + "\n" + body + String(page[profiles.lowerBound...])
        }
        return page + "\n" + body
    }

    /// benchmarks.json (one note a line) with the growth notes replaced.
    static func replacingNotes(in json: String, with notes: [(String, Double)]) -> String {
        let kept = json.split(separator: "\n").map { $0.trimmed() }
            .filter { $0.hasPrefix("\"") && !$0.hasPrefix("\"growth") }
            .map { "  " + ($0.hasSuffix(",") ? String($0.dropLast()) : $0) }
        let added = notes.map { "  \"\($0.0)\": \(format3($0.1))" }
        return "{\n" + (kept + added).joined(separator: ",\n") + "\n}\n"
    }
}
