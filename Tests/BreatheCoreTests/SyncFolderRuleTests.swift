import BreatheCore
import Testing

/// Which folders `breathe sync` may merge with, as a table: what the shell found, and
/// the folder kept or the reason word for word.
@Suite struct SyncFolderRuleTests {
    static let own = [
        SyncFolderRule.OwnFolder(.data, "/home/me/.local/share/breathe"),
        SyncFolderRule.OwnFolder(.config, "/home/me/.config/breathe"),
        SyncFolderRule.OwnFolder(.journal, "/tmp/breathe-1000"),
    ]

    struct Case: Sendable, CustomStringConvertible {
        let typed: String
        var currentFolder: String? = "/home/me"
        let resolved: String?
        var isDirectory = true
        let expected: Result<String, Said>
        var description: String { typed.debugDescription }
    }

    /// A refusal as it is said, in English.
    struct Said: Error, Equatable {
        let text: String
    }

    static func refused(_ typed: String, _ reason: String) -> Result<String, Said> {
        .failure(Said(text: (typed.isEmpty ? "''" : typed) + " cannot be the sync folder: " + reason))
    }

    static let cases: [Case] = [
        // Kept, as its real path.
        Case(typed: "/home/me/Sync/breathe", resolved: "/home/me/Sync/breathe", expected: .success("/home/me/Sync/breathe")),
        Case(typed: "/home/me/link-to-sync", resolved: "/mnt/usb/breathe", expected: .success("/mnt/usb/breathe")),
        Case(typed: "/home/me/Sync/", resolved: "/home/me/Sync", expected: .success("/home/me/Sync")),
        // Beside breathe's folders, or a name that only starts like one of them: fine.
        Case(typed: "/home/me/.local/share/breathe-sync", resolved: "/home/me/.local/share/breathe-sync", expected: .success("/home/me/.local/share/breathe-sync")),
        Case(typed: "/home/me/.local/share", resolved: "/home/me/.local/share", expected: .success("/home/me/.local/share")),
        Case(typed: "/tmp", resolved: "/tmp", expected: .success("/tmp")),
        Case(typed: "/dev/../home/me/Sync", resolved: "/home/me/Sync", expected: .success("/home/me/Sync")),
        // Empty, relative, control characters.
        Case(typed: "", resolved: nil, isDirectory: false, expected: refused("", "an empty path names no folder; give the folder's absolute path")),
        Case(typed: "Sync", resolved: "/home/me/Sync", expected: refused("Sync", "the path is relative; give the folder's absolute path, such as /home/me/Sync")),
        Case(typed: ".", resolved: "/home/me", expected: refused(".", "the path is relative; give the folder's absolute path, such as /home/me/.")),
        Case(typed: "Sync", currentFolder: nil, resolved: nil, expected: refused("Sync", "the path is relative; give the folder's absolute path")),
        Case(typed: "~/Sync", resolved: nil, isDirectory: false, expected: refused("~/Sync", "the path is relative (a shell expands ~ only when it is not quoted); give the folder's absolute path")),
        Case(typed: "/home/me/Sy\u{1b}[2Jnc", resolved: "/home/me/Sy\u{1b}[2Jnc", expected: refused("/home/me/Sy\u{1b}[2Jnc", "the path holds a control character; choose a folder whose name has none")),
        Case(typed: "/home/me/Sync\n", resolved: nil, isDirectory: false, expected: refused("/home/me/Sync\n", "the path holds a control character; choose a folder whose name has none")),
        // Missing, or not a folder.
        Case(typed: "/home/me/Nowhere", resolved: nil, isDirectory: false, expected: refused("/home/me/Nowhere", "it does not exist; create it first (for example inside the folder your sync tool carries)")),
        Case(typed: "/home/me/notes.txt", resolved: "/home/me/notes.txt", isDirectory: false, expected: refused("/home/me/notes.txt", "it is not a folder")),
        // The system's trees, by the real path, or by the path when there is none.
        Case(typed: "/dev", resolved: "/dev", expected: refused("/dev", "it is in /dev, which holds the system's devices, not files to keep")),
        Case(typed: "/dev/shm", resolved: "/dev/shm", expected: refused("/dev/shm", "it is in /dev, which holds the system's devices, not files to keep")),
        Case(typed: "/proc/self", resolved: "/proc/4242", expected: refused("/proc/self", "it is in /proc, which holds the system's processes, not files to keep")),
        Case(typed: "/home/me/proc-link", resolved: "/proc/4242/cwd", expected: refused("/home/me/proc-link", "it is in /proc, which holds the system's processes, not files to keep")),
        Case(typed: "/sys/kernel", resolved: "/sys/kernel", expected: refused("/sys/kernel", "it is in /sys, which holds the system's kernel objects, not files to keep")),
        Case(typed: "/dev/fd/3", resolved: nil, isDirectory: false, expected: refused("/dev/fd/3", "it is in /dev, which holds the system's devices, not files to keep")),
        Case(typed: "/devices", resolved: "/devices", expected: .success("/devices")),
        // breathe's own folders, themselves or inside, however the path was typed.
        Case(typed: "/home/me/.local/share/breathe", resolved: "/home/me/.local/share/breathe", expected: refused("/home/me/.local/share/breathe", "it is breathe's own data folder (/home/me/.local/share/breathe); choose a folder of your sync tool's, apart from breathe's files")),
        Case(typed: "/home/me/.local/share/breathe/journal", resolved: "/home/me/.local/share/breathe/journal", expected: refused("/home/me/.local/share/breathe/journal", "it is inside breathe's own data folder (/home/me/.local/share/breathe); choose a folder of your sync tool's, apart from breathe's files")),
        Case(typed: "/home/me/data-link", resolved: "/home/me/.local/share/breathe", expected: refused("/home/me/data-link", "it is breathe's own data folder (/home/me/.local/share/breathe); choose a folder of your sync tool's, apart from breathe's files")),
        Case(typed: "/home/me/.config/breathe/programs", resolved: "/home/me/.config/breathe/programs", expected: refused("/home/me/.config/breathe/programs", "it is inside breathe's own config folder (/home/me/.config/breathe); choose a folder of your sync tool's, apart from breathe's files")),
        Case(typed: "/tmp/breathe-1000/0123456789abcdef/journal", resolved: "/tmp/breathe-1000/0123456789abcdef/journal", expected: refused("/tmp/breathe-1000/0123456789abcdef/journal", "it is inside breathe's own journal folder (/tmp/breathe-1000); choose a folder of your sync tool's, apart from breathe's files")),
    ]

    @Test(arguments: cases)
    func aFolderIsKeptOrRefusedWithItsReason(_ example: Case) {
        let result = SyncFolderRule.check(typed: example.typed, currentFolder: example.currentFolder, resolved: example.resolved, isDirectory: example.isDirectory, own: Self.own)
        #expect(result.mapError { Said(text: $0.description) } == example.expected)
    }

    @Test func theRefusalNamesTheFolderAsTyped() {
        #expect(SyncFolderRefusal(folder: "", reason: .empty).description == "'' cannot be the sync folder: an empty path names no folder; give the folder's absolute path")
        #expect(SyncFolderRefusal(folder: "/dev", reason: .notAFolder).description == "/dev cannot be the sync folder: it is not a folder")
    }
}
