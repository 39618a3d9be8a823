import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The store benchmark: a file of N sessions on disk, then saves as they happen after a
/// session (one new session merged in) and loads.
enum StoreBench {
    static let start = LocalTimestamp(iso8601: "2016-12-01T21:00:00+01:00")!

    /// A store of `count` sessions, one an hour (lessons and free practice mixed), with
    /// one program active.
    static func store(sessions count: Int) -> ProgressStore {
        var store = ProgressStore()
        for index in 0..<count {
            let began = start.adding(seconds: Int64(index) * 3600)
            let lesson = index % 3 == 0
            store.append(SessionRecord(id: "bench-\(index)", programID: lesson ? "foundations" : nil, lessonID: lesson ? "settle-in" : nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: 300), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
        }
        store.append(ActivationRecord(id: "bench-active", programID: "foundations", at: start))
        return store
    }

    /// What a session adds: one new session record.
    static func oneNewSession(_ number: Int) -> ProgressStore {
        var one = ProgressStore()
        // After every session of the store, and inside the years a record may have.
        let began = start.adding(seconds: Int64(100_000 + number % 1_000_000) * 3600)
        one.append(SessionRecord(id: "bench-new-\(number)", programID: nil, lessonID: nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: 300), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
        return one
    }

    /// Writes a store of `count` sessions to `folder`/progress.json through `StoreFile`.
    static func prepare(sessions count: Int, folder: String) {
        shell("rm -rf '\(folder)'; mkdir -p '\(folder)'")
        do {
            try StoreFile(path: folder + "/progress.json").save(store(sessions: count))
        } catch {
            print("breathe-bench: \(error)")
            exit(1)
        }
    }

    /// One save of one new session into the store in `folder`: what `--store-save` runs
    /// under callgrind. Each number is a different session: saving one already there
    /// writes nothing, and would measure nothing.
    static func saveOnce(folder: String, number: Int) -> Double {
        let began = now()
        do {
            try StoreFile(path: folder + "/progress.json").save(oneNewSession(number))
        } catch {
            print("breathe-bench: \(error)")
            exit(1)
        }
        return now() - began
    }

    /// One load that must succeed, for `--store-load` (`GrowthBench`): `loadOnce` does not
    /// look at what the load threw.
    static func loadChecked(folder: String) -> Double {
        let began = now()
        do {
            _ = try StoreFile(path: folder + "/progress.json").load()
        } catch {
            print("breathe-bench: \(error)")
            exit(1)
        }
        return now() - began
    }

    static func loadOnce(folder: String) -> Double {
        let began = now()
        _ = try? StoreFile(path: folder + "/progress.json").load()
        return now() - began
    }

    struct Figures {
        let sessions: Int
        let saveSeconds: Double
        let loadSeconds: Double
        let fileBytes: Int
    }

    /// Median of `rounds` saves and loads at `count` sessions.
    static func measure(sessions count: Int, rounds: Int = 7) -> Figures {
        let folder = "/tmp/breathe-bench-store-\(getpid())-\(count)"
        prepare(sessions: count, folder: folder)
        var saves: [Double] = [], loads: [Double] = []
        for round in 0..<rounds {
            saves.append(saveOnce(folder: folder, number: round))
            loads.append(loadOnce(folder: folder))
        }
        let figures = Figures(sessions: count, saveSeconds: median(saves), loadSeconds: median(loads), fileBytes: fileSize(folder + "/progress.json"))
        shell("rm -rf '\(folder)'")
        return figures
    }
}
