import FoundationEssentials

/// Every program a person can follow: the built-in ones and their own.
public struct Catalogue: Sendable {
    public let programs: [Program]
    /// Files of the person's that were skipped, each with the reason.
    public let warnings: [String]
    /// The warning of a skipped file, by the program id it holds (or, when it cannot be
    /// read that far, its file name): so home can say why an active program is missing.
    public let skipped: [String: String]

    public init(programs: [Program], warnings: [String], skipped: [String: String] = [:]) {
        self.programs = programs
        self.warnings = warnings
        self.skipped = skipped
    }

    public func program(id: String) -> Program? { programs.first { $0.id == id } }

    /// Why program `id`, which the person has used, is not in the catalogue: its file's
    /// problem (file and field), or that the file is gone.
    /// (The file's problem is in the words of the file errors.)
    public func whyMissing(_ id: String, words: Words = .english) -> String {
        skipped[id] ?? words(.fileGone)
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
    public static func load(builtIn: [(name: String, data: Data)], personal: [(path: String, data: Data)], pace: Double = PacePlan.defaultRate, words: Words = .english) -> Catalogue {
        var programs: [Program] = []
        var warnings: [String] = []
        // Built-in programs in the order a beginner should meet them; any others after.
        let order = ["foundations", "sleep-478", "box-focus", "cyclic-sighing"]
        func rank(_ name: String) -> Int { order.firstIndex(of: String(name.dropLast(5))) ?? order.count }
        for file in builtIn.sorted(by: { (rank($0.name), $0.name) < (rank($1.name), $1.name) }) {
            do {
                let program = try ProgramDecoder.decode(file.data, file: "built-in " + file.name, source: .builtIn, pace: pace)
                if programs.contains(where: { $0.id == program.id }) {
                    warnings.append(words(.repeatedBuiltInID(name: file.name, id: program.id)))
                    continue
                }
                programs.append(program)
            } catch {
                warnings.append(words(.brokenBuiltIn(error)))
            }
        }
        var skipped: [String: String] = [:]
        for file in personal.sorted(by: { $0.path < $1.path }) {
            do {
                let program = try ProgramDecoder.decode(file.data, file: file.path, source: .file(file.path), pace: pace)
                if let existing = programs.first(where: { $0.id == program.id }) {
                    warnings.append(words(.repeatedID(file: file.path, id: program.id, byBuiltIn: existing.source == .builtIn)))
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

    /// The id a program file says it has, if it gets that far.
    static func claimedID(_ data: Data) -> String? {
        guard case .object(let fields)? = try? JSONValue.parse(data), case .string(let id)? = fields["id"], FieldLimits.isIdentifier(id) else { return nil }
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
