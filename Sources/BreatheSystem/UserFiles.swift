import BreatheCore
import FoundationEssentials

/// The person's own files: settings and programs.
public enum UserFiles {
    /// Settings from config.json, or the defaults when there is none.
    public static func settings(at locations: Locations) throws(SettingsError) -> Settings {
        let data: Data
        do {
            guard let bytes = try FileIO.read(locations.configFile) else { return Settings() }
            data = bytes
        } catch {
            throw .file(error.problem)
        }
        return try Settings.decode(data, file: locations.configFile)
    }

    /// config.json's keys that are no setting (`Settings.keysWithoutEffect`).
    public static func settingKeysWithoutEffect(at locations: Locations) -> [String] {
        guard let data = try? FileIO.read(locations.configFile) else { return [] }
        return Settings.keysWithoutEffect(in: data)
    }

    /// The built-in programs and the person's `programs/*.json`, with a warning (in
    /// `words`) for each file that was skipped (unreadable, not a regular file, too large,
    /// or invalid).
    public static func catalogue(
        at locations: Locations, pace: Double = PacePlan.defaultRate, words: Words = .english) -> Catalogue {
        var personal: [(path: String, data: Data)] = []
        var warnings: [String] = []
        // An unreadable file is known only by its name; home uses it if it was the
        // active program's.
        var unreadable: [String: String] = [:]
        do {
            for name in try FileIO.list(locations.programsFolder) ?? [] where name.hasSuffix(".json") {
                let path = locations.programsFolder + "/" + name
                // Listed, yet nothing to open: a link to nothing, or a name that is not
                // UTF-8 (read with U+FFFD in it, it names no file). Removed since the
                // listing, it is simply gone.
                var problem: FileProblem?
                do {
                    if let data = try FileIO.read(path) {
                        personal.append((path, data))
                    } else if FileIO.kind(of: path) == .symbolicLink {
                        problem = .readLinkToNothing(path: path)
                    } else if name.unicodeScalars.contains("\u{FFFD}") {
                        problem = .nameNotUTF8(path: path)
                    }
                } catch {
                    problem = error.problem
                }
                if let problem {
                    let warning = words(.unreadable(problem))
                    warnings.append(warning)
                    unreadable[String(name.dropLast(5))] = warning
                }
            }
        } catch {
            warnings.append(words(.folderUnreadable(error.problem)))
        }
        // Without files of the person's, nothing needs the built-in programs' ids at the
        // start: each is decoded when first asked for.
        var catalogue: Catalogue
        if personal.isEmpty {
            catalogue = Catalogue.builtInWhenAsked(pace: pace, words: words, warnings: warnings, skipped: unreadable)
        } else {
            let loaded = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: personal, pace: pace, words: words)
            catalogue = Catalogue(
                programs: loaded.programs, warnings: warnings + loaded.warnings,
                skipped: unreadable.merging(loaded.skipped) { $1 })
        }
        catalogue.folder = locations.programsFolder
        return catalogue
    }
}
