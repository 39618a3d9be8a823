import BreatheCore
import FoundationEssentials

/// Why the progress store could not be used.
public struct StoreError: Error, CustomStringConvertible {
    public let description: String
}

/// The progress file on disk: `progress.json`, one JSON object with a format version.
public struct StoreFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The store, or an empty one when the file does not exist yet.
    public func load() throws(StoreError) -> ProgressStore {
        let data: Data
        do {
            guard let bytes = try FileIO.read(path) else { return ProgressStore() }
            data = bytes
        } catch {
            throw StoreError(description: error.description)
        }
        return try Self.decode(data, path: path)
    }

    static func decode(_ data: Data, path: String) throws(StoreError) -> ProgressStore {
        struct Version: Decodable { let formatVersion: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw StoreError(description: "\(path) is not a breathe progress file that can be read (it is damaged or not JSON); breathe has left it untouched")
        }
        guard version.formatVersion <= ProgressStore.currentFormatVersion else {
            throw StoreError(description: "\(path) was written by a newer breathe (format \(version.formatVersion); this one reads up to \(ProgressStore.currentFormatVersion)); upgrade breathe to use it. The file has been left untouched")
        }
        do {
            return try JSONDecoder().decode(ProgressStore.self, from: data)
        } catch {
            throw StoreError(description: "\(path) could not be read (\(Self.reason(error))); breathe has left it untouched")
        }
    }

    /// Saves `store`, merged with whatever the file holds now, so that a session saved by
    /// another breathe in another terminal meanwhile is kept.
    public func save(_ store: ProgressStore) throws(StoreError) {
        let current = try load()
        let merged = current.merged(with: store)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(merged)
        } catch {
            throw StoreError(description: "could not encode the progress store: \(error)")
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        do {
            try FileIO.makeFolder(folder)
            try FileIO.replaceAtomically(path, with: data)
        } catch {
            throw StoreError(description: error.description + "; the session was not saved")
        }
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(Self.path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(Self.path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            return "\(context.debugDescription) at \(Self.path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimmingPrefixDot()
    }
}

extension String {
    func trimmingPrefixDot() -> String { hasPrefix(".") ? String(dropFirst()) : self }
}
