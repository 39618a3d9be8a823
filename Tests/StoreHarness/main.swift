import BreatheCore
import BreatheSystem
#if canImport(Glibc)
import Glibc
#endif

// A test tool: drives the real store code from the command line, so tests can run saves
// under strace (killing or failing chosen system calls) and in parallel processes.
//
//   store-harness add PATH ID            save one session with id ID
//   store-harness add-many PATH PREFIX N save N sessions, PREFIX-1 … PREFIX-N, one save each
//   store-harness ids PATH               print the store's session ids, one a line

func session(_ id: String) -> SessionRecord {
    let start = LocalTimestamp(secondsSince1970: 1_796_022_380, utcOffsetSeconds: 3600)
    return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished)
}

func fail(_ message: String) -> Never {
    var line = "store-harness: " + message + "\n"
    _ = line.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: store-harness add|add-many|ids PATH ...") }
let file = StoreFile(path: arguments[1])
do throws(StoreError) {
    switch (arguments[0], arguments.count) {
    case ("add", 3):
        var store = ProgressStore()
        store.append(session(arguments[2]))
        try file.save(store)
    case ("add-many", 4):
        guard let count = Int(arguments[3]) else { fail("N must be a number") }
        for index in 1...count {
            var store = ProgressStore()
            store.append(session("\(arguments[2])-\(index)"))
            try file.save(store)
        }
    case ("ids", 2):
        let loaded = try file.load()
        for notice in loaded.notices { fail("notice: " + notice.english) }
        for id in loaded.store.sessions.map(\.id).sorted() { print(id) }
    default:
        fail("usage: store-harness add|add-many|ids PATH ...")
    }
} catch {
    fail(error.description)
}
