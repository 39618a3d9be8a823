import Foundation
import Testing

/// The command line in Chinese, through the binary: the language chosen by --lang or the
/// environment, usage errors and their hint, help fitted to COLUMNS.
@Suite struct ChineseCommandLineTests {
    /// Runs breathe with a HOME of its own and no language or width from this process.
    func breathe(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-zh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        for key in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "XDG_DATA_HOME", "XDG_CONFIG_HOME"] { environment[key] = nil }
        environment["HOME"] = home.path
        for (key, value) in extra { environment[key] = value }
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    @Test(arguments: [
        (["stat"], ["LANG": "zh_CN.UTF-8"], "breathe: 没有“stat”这个命令，你是不是想输入 stats？\n更多说明请运行 breathe --help。\n"),
        (["practice", "box", "--minutes", "500", "--lang", "zh-Hans"], [:], "breathe: --minutes 需要 0.5 到 120 之间的分钟数，例如 5 或 2.5，而不是“500”\n更多说明请运行 breathe practice --help。\n"),
        (["--lang", "fr"], ["LC_ALL": "zh_CN.UTF-8"], "breathe: --lang 只能是 en 或 zh-Hans，而不是“fr”\n更多说明请运行 breathe --help。\n"),
        // LANGUAGE is ignored under the C locale; Traditional Chinese gets English.
        (["stat"], ["LANGUAGE": "zh_CN", "LANG": "C"], "breathe: unknown command 'stat'; did you mean stats?\nTry 'breathe --help' for more.\n"),
        (["stat"], ["LANG": "zh_TW.UTF-8"], "breathe: unknown command 'stat'; did you mean stats?\nTry 'breathe --help' for more.\n"),
        (["stat", "--lang", "en"], ["LANG": "zh_CN.UTF-8"], "breathe: unknown command 'stat'; did you mean stats?\nTry 'breathe --help' for more.\n"),
    ])
    func usageErrors(arguments: [String], environment: [String: String], stderr: String) throws {
        let result = try breathe(arguments, environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr == stderr)
        #expect(result.stdout.isEmpty)
    }

    /// `progress` names the program and every lesson in the person's language, not only
    /// the position line.
    @Test func progressIsAllInChinese() throws {
        let result = try breathe(["progress", "foundations", "--lang", "zh-Hans"], environment: ["LANG": "C.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(4)) == ["呼吸入门", "第 1 课，共 10 课", "", "→ settle-in      安顿下来（3-5，2分钟）"])
        #expect(lines.contains("  four-and-six   吸气四秒，呼气六秒"))
    }

    /// Terminal columns of the text help prints: Chinese characters and full-width
    /// punctuation take two (this target does not link the core's measure).
    func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { total, scalar in
            let wide = (0x2E80...0x9FFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
            return total + (wide ? 2 : 1)
        }
    }

    @Test func helpFitsColumns() throws {
        let narrow = try breathe(["--lang", "zh-Hans", "practice", "--help"], environment: ["COLUMNS": "40"])
        #expect(narrow.status == 0)
        let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "用法：breathe practice PATTERN")
        #expect(lines.allSatisfy { columns($0) <= 40 }, "\(narrow.stdout)")
        // The same words as `breathe help practice`, and at 80 columns without COLUMNS.
        #expect(try breathe(["help", "practice"], environment: ["LANG": "zh_CN.UTF-8", "COLUMNS": "40"]).stdout == narrow.stdout)
        let wide = try breathe(["help"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(wide.stdout.hasPrefix("breathe —— 终端里的呼吸教练\n\n用法：\n  breathe                      今天的课（首次运行：先选一个课程）\n"))
    }
}
