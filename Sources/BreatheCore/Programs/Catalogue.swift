import FoundationEssentials
import Synchronization

/// Every program a person can follow: the built-in ones and their own.
public struct Catalogue: Sendable {
    /// The built-in programs when they are decoded only once asked for (`builtInWhenAsked`).
    private let seeds: SeedPrograms?
    /// The programs decoded already: all of them, or only the person's own beside `seeds`.
    private let decoded: [Program]
    /// Warnings that come before the built-in programs' own (a folder or file that could
    /// not be read).
    private let earlierWarnings: [String]
    /// The warning of a skipped file, by the program id it holds (or, when it cannot be
    /// read that far, its file name): so home can say why an active program is missing.
    public let skipped: [String: String]
    /// Where the person's own programs are read from, as messages name it.
    public var folder = "~/.config/breathe/programs"

    public init(programs: [Program], warnings: [String], skipped: [String: String] = [:]) {
        seeds = nil
        decoded = programs
        earlierWarnings = warnings
        self.skipped = skipped
    }

    /// The built-in programs alone, each decoded the first time it is asked for. Most
    /// commands need none, or only the active one (`status` at every prompt, a free
    /// session): decoding all of them is most of a start-up's work. Only for breathe's own
    /// seeds, whose ids are their file names (a test holds them to it), so one program can
    /// be found without reading the others. `warnings` come first, as read before.
    public static func builtInWhenAsked(
        pace: Double = PacePlan.defaultRate, words: Words = .english, warnings: [String] = [],
        skipped: [String: String] = [:]) -> Catalogue {
        Catalogue(
            seeds: SeedPrograms(files: builtInFiles, pace: pace, words: words), warnings: warnings, skipped: skipped)
    }

    private init(seeds: SeedPrograms, warnings: [String], skipped: [String: String]) {
        self.seeds = seeds
        decoded = []
        earlierWarnings = warnings
        self.skipped = skipped
    }

    /// In the order a beginner should meet them: the built-in programs, then the person's.
    public var programs: [Program] {
        guard let seeds else { return decoded }
        return seeds.all.programs + decoded
    }

    /// Files of the person's that were skipped, each with the reason.
    public var warnings: [String] {
        guard let seeds else { return earlierWarnings }
        return earlierWarnings + seeds.all.warnings
    }

    public func program(id: String) -> Program? {
        if let seeds { return seeds.program(id: id) }
        return decoded.first { $0.id == id }
    }

    /// Why program `id`, which the person has used, is not in the catalogue: its file's
    /// problem (file and field), or that there is no file for it.
    /// (The file's problem is in the words of the file errors.)
    public func whyMissing(_ id: String, words: Words = .english) -> String {
        skipped[id] ?? words(.noFileHere(folder: folder))
    }

    /// The message when program `id` cannot be loaded, said the same way on every path.
    public func brokenProgramMessage(_ id: String, words: Words = .english) -> String {
        words(.couldNotBeLoaded(id: id, why: whyMissing(id, words: words)))
    }

    /// Builds the catalogue. Built-in programs always load (a broken one is a bug in
    /// breathe, reported loudly by the tests); a bad file of the person's is skipped with a
    /// warning so that one typo never takes the built-in programs away.
    /// `pace` is what lessons of the pattern `pace` breathe (the setting); the warnings
    /// are in `words`.
    public static func load(
        builtIn: [(name: String, data: Data)], personal: [(path: String, data: Data)],
        pace: Double = PacePlan.defaultRate, words: Words = .english) -> Catalogue {
        var (programs, warnings) = decodeBuiltIn(builtIn, pace: pace, words: words)
        var skipped: [String: String] = [:]
        for file in personal.sorted(by: { $0.path < $1.path }) {
            do {
                let program = try ProgramDecoder.decode(
                    file.data, file: file.path, source: .file(file.path), pace: pace)
                if let existing = programs.first(where: { $0.id == program.id }) {
                    warnings.append(words(.repeatedID(
                        file: file.path, id: program.id, byBuiltIn: existing.source == .builtIn)))
                    continue
                }
                programs.append(program)
            } catch {
                let warning = words(.invalid(error))
                warnings.append(warning)
                skipped[claimedID(file.data) ?? fileStem(file.path)] = warning
            }
        }
        return Catalogue(programs: programs, warnings: warnings, skipped: skipped)
    }

    /// The built-in programs in the order a beginner should meet them, any others after,
    /// with a warning for each that could not be used (a bug in breathe).
    static func decodeBuiltIn(
        _ files: [(name: String, data: Data)], pace: Double,
        words: Words) -> (programs: [Program], warnings: [String]) {
        var programs: [Program] = []
        var warnings: [String] = []
        for file in files.sorted(by: { (builtInRank($0.name), $0.name) < (builtInRank($1.name), $1.name) }) {
            do {
                let program = try decodeBuiltIn(file, pace: pace)
                if programs.contains(where: { $0.id == program.id }) {
                    warnings.append(words(.repeatedBuiltInID(name: file.name, id: program.id)))
                    continue
                }
                programs.append(program)
            } catch {
                warnings.append(words(.brokenBuiltIn(error)))
            }
        }
        return (programs, warnings)
    }

    static func decodeBuiltIn(_ file: (name: String, data: Data), pace: Double) throws(ProgramFileError) -> Program {
        try ProgramDecoder.decode(file.data, file: "built-in " + file.name, source: .builtIn, pace: pace)
    }

    private static let builtInOrder = ["foundations", "sleep-478", "box-focus", "cyclic-sighing"]

    private static func builtInRank(_ name: String) -> Int {
        builtInOrder.firstIndex(of: fileStem(name)) ?? builtInOrder.count
    }

    /// The id a program file says it has, if it gets that far: one breathe refuses too
    /// ("MyProg"), so that `breathe start MyProg` names the file and what is wrong with
    /// it rather than "no program 'MyProg'". Printable ASCII only: it is a key, never shown.
    static func claimedID(_ data: Data) -> String? {
        guard case .object(let fields)? = try? JSONValue.parse(data), case .string(let id)? = fields["id"],
              (1...64).contains(id.utf8.count), id.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        return id
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}

extension Catalogue {
    /// The built-in program files, embedded from seeds/ at build time.
    public static var builtInFiles: [(name: String, data: Data)] {
        BuiltInSeeds.files.map { ($0.name, Data($0.text.utf8)) }
    }
}

/// breathe's own programs, decoded when asked for and kept: one by its id (the name of its
/// file) or all of them in order, exactly as `Catalogue.load` decodes them.
final class SeedPrograms: Sendable {
    private let files: [(name: String, data: Data)]
    private let pace: Double
    private let words: Words
    private let kept = Mutex<(one: [String: Program], all: (programs: [Program], warnings: [String])?)>(([:], nil))

    init(files: [(name: String, data: Data)], pace: Double, words: Words) {
        self.files = files
        self.pace = pace
        self.words = words
    }

    var all: (programs: [Program], warnings: [String]) {
        if let all = kept.withLock({ $0.all }) { return all }
        let all = Catalogue.decodeBuiltIn(files, pace: pace, words: words)
        kept.withLock { $0.all = all }
        return all
    }

    /// The program of the file named after `id`, when it holds that id; with the seeds'
    /// ids their names, no other file can.
    func program(id: String) -> Program? {
        let found = kept.withLock { state in
            state.all.map { all in all.programs.first { $0.id == id } } ?? state.one[id]
        }
        if let found { return found }
        guard let file = files.first(where: { Catalogue.fileStem($0.name) == id }),
              let program = try? Catalogue.decodeBuiltIn(file, pace: pace), program.id == id else { return nil }
        kept.withLock { $0.one[id] = program }
        return program
    }
}
