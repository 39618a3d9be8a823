import FoundationEssentials

/// What `breathe status` reads instead of the whole store: a few kilobytes written beside
/// the store with every save, holding just what the status line is made of.
///
/// The status line runs at every shell prompt, and reading years of sessions took most of
/// its time. The line needs the active program's place (the choices, for the latest of
/// them that names a program on this device, `ActiveChoice`, and the completions) and the
/// practice days. Practice days depend on the rollover
/// hour, a setting that can change without a save, so the summary keeps, for each local
/// date with a session of a minute or more, the earliest and the latest local hour at
/// which one started: a date D is a practice day for rollover hour r exactly when a
/// session of D started at r or later, or a session of D+1 before r, so those two hours
/// give the same days as all the sessions, for any rollover hour and any today.
///
/// The summary names the store file it was made from by the file system's identity of it
/// (device, inode, size, modification and change times); `StoreFile` uses it only while
/// the store is still that file, and reads the store otherwise.
public struct StatusSummary: Sendable, Equatable {
    /// The first line of the file; a summary with any other is not read.
    static let header = "breathe-status 1"
    /// 2243-10-17: later than any date a record may have (years 2000 to 2200), so a
    /// summary holds at most this many dates.
    static let lastDay: Int64 = 100_000

    /// Device, inode, size, modification seconds and nanoseconds, change seconds and
    /// nanoseconds of the store file, as given by the system.
    public let storeIdentity: [Int64]
    /// Every choice and every completion: which program is active depends on the files on
    /// this device, which may change without a save (the latest choice alone once made
    /// `status` empty while home followed an earlier one, attack run 11).
    public let records: ProgressStore
    /// Each local date with practice, oldest first.
    public let practiceHours: [PracticeHours]

    /// One local date (days since 1970-01-01) and the local hours at which its first- and
    /// last-starting sessions of a minute or more began.
    public struct PracticeHours: Sendable, Equatable {
        public let day: Int64
        public let first: Int
        public let last: Int
    }

    public init(store: ProgressStore, storeIdentity: [Int64]) {
        self.storeIdentity = storeIdentity
        records = ProgressStore(completions: store.completions, activations: store.activations)
        var hours: [Int64: (first: Int, last: Int)] = [:]
        for session in store.sessions where session.practicedSeconds >= PracticeDays.minimumSeconds {
            let local = session.startedAt.local
            let day = local.date.daysSince1970
            if let known = hours[day] {
                hours[day] = (min(known.first, local.hour), max(known.last, local.hour))
            } else {
                hours[day] = (local.hour, local.hour)
            }
        }
        practiceHours = hours.keys.sorted().map {
            PracticeHours(day: $0, first: hours[$0]!.first, last: hours[$0]!.last)
        }
    }

    /// The store as the status line reads it: the records above, and for each date with
    /// practice a marker session (60 s) at its first hour and one at its last. Never
    /// saved: `StatusLine` and `Streak` read the same days from it as from the store.
    public var statusStore: ProgressStore {
        var sessions: [SessionRecord] = []
        sessions.reserveCapacity(practiceHours.count * 2)
        for date in practiceHours {
            for hour in date.first == date.last ? [date.first] : [date.first, date.last] {
                let start = LocalTimestamp(
                    secondsSince1970: date.day * 86_400 + Int64(hour) * 3600, utcOffsetSeconds: 0)
                sessions.append(SessionRecord(
                    id: "status-\(date.day)-\(hour)", programID: nil, lessonID: nil, pattern: "-", startedAt: start,
                    endedAt: start.adding(seconds: 60), plannedSeconds: 60, practicedSeconds: 60, counted: false,
                    endReason: .finished))
            }
        }
        return ProgressStore(sessions: sessions, completions: records.completions, activations: records.activations)
    }

    /// The file: the header, the store's identity, the practice hours (runs of
    /// consecutive dates with the same hours as `day:first:last*count`), then the records
    /// as a progress store.
    ///
    ///     breathe-status 1
    ///     store 2049 1311 2510336 1764605100 123456789 1764605100 123456789
    ///     practice 20422:7:21*30 20452:8:8
    ///     { "activations" : [ … ], … }
    public var data: Data {
        var text = Self.header + "\nstore " + storeIdentity.map(String.init).joined(separator: " ") + "\npractice"
        var index = 0
        while index < practiceHours.count {
            let date = practiceHours[index]
            var count = 1
            while index + count < practiceHours.count,
                  practiceHours[index + count] == PracticeHours(
                      day: date.day + Int64(count), first: date.first, last: date.last) {
                      count += 1
                  }
            text += " \(date.day):\(date.first):\(date.last)" + (count > 1 ? "*\(count)" : "")
            index += count
        }
        text += "\n"
        return Data(text.utf8) + StoreJSONWriter.encode(records)
    }

    /// A summary read back; nil for anything else (it is then not used, and the store is
    /// read instead).
    public init?(_ data: Data) {
        let bytes = [UInt8](data)
        var lines: [String] = []
        var start = 0
        while lines.count < 3 {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        guard lines[0] == Self.header else { return nil }
        let identity = lines[1].split(separator: " ")
        guard identity.first == "store", identity.count == 8 else { return nil }
        var numbers: [Int64] = []
        for field in identity.dropFirst() {
            guard let number = Int64(field) else { return nil }
            numbers.append(number)
        }
        let practice = lines[2].split(separator: " ")
        guard practice.first == "practice" else { return nil }
        var hours: [PracticeHours] = []
        for run in practice.dropFirst() {
            let parts = run.split(separator: "*")
            guard (1...2).contains(parts.count) else { return nil }
            let count = parts.count == 2 ? Int(parts[1]) : 1
            let fields = parts[0].split(separator: ":")
            guard fields.count == 3, let count, (1...100_000).contains(count), let day = Int64(fields[0]),
                  let first = Int(fields[1]), let last = Int(fields[2]),
                  (0...23).contains(first), (first...23).contains(last), (0...Self.lastDay).contains(day),
                  day + Int64(count) - 1 <= Self.lastDay,
                  hours.last.map({ $0.day < day }) ?? true else { return nil }
            for offset in 0..<count { hours.append(PracticeHours(day: day + Int64(offset), first: first, last: last)) }
        }
        guard case .success(let decoded) = StoreDecoding.decode(Data(bytes[start...]), from: .own),
              decoded.setAside.isEmpty, decoded.store.sessions.isEmpty else { return nil }
        storeIdentity = numbers
        records = decoded.store
        practiceHours = hours
    }
}
