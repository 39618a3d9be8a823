import FoundationEssentials

/// Whether this device has shown the safety screen that comes before a breath hold:
/// `safety-shown` in the data folder.
///
/// The marker belongs to the device, not to the person's progress: it is never synced,
/// exported or imported, since a new device may be used somewhere new (a bath, a car).
/// Anything but the marker breathe writes (missing, unreadable, a link, other bytes)
/// means the screen is shown again: erring that way costs a few seconds of reading.
public struct SafetyMarker: Sendable {
    /// What breathe writes; the only content that counts as shown.
    static let content = "breathe-safety-shown 1\n"

    public let folder: String
    public var path: String { folder + "/safety-shown" }

    public init(locations: Locations) {
        folder = locations.dataFolder
    }

    public var isShown: Bool {
        guard let data = (try? FileIO.read(path, symlinks: .refuse, limit: 4096)) ?? nil else { return false }
        return String(decoding: data, as: UTF8.self) == Self.content
    }

    /// Writes the marker through a temp file of this process's own (`safety-shown.<id>.tmp`,
    /// locked while written, so a later start removes one a killed write left). A marker
    /// that cannot be written is not an error: the screen is shown again next time.
    public func remember() {
        let temp = path + "." + String(newRecordID().filter { $0 != "-" }.prefix(12)) + ".tmp"
        do throws(FileError) {
            try FileIO.makeFolder(folder)
            try FileIO.replaceAtomically(path, with: Data(Self.content.utf8), temp: temp, mode: 0o600)
        } catch {
            return
        }
    }
}
