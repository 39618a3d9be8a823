/// Why the full screen cannot be drawn here, and what to do: said once, before the
/// session goes on as plain lines.
public enum TerminalProblem: Phrases, Equatable {
    case termUnset
    case termUnknown(String)
    case cannotMoveCursor(String)
    case noScreen
    case signalsNotWatched(errno: Int32)
    /// TERM names no terminal that can draw (dumb, or unset): plain lines, said so.
    case plainBecauseOfTerm(String?)

    public var english: String {
        switch self {
        case .termUnset:
            "TERM is not set, so the full-screen view cannot be drawn; set TERM (for example TERM=xterm-256color)"
        case .termUnknown(let term):
            "the terminal type '\(term)' is unknown to ncurses; set TERM to one your terminal supports (for example "
                + "TERM=xterm-256color)"
        case .cannotMoveCursor(let term):
            "the terminal type '\(term)' cannot move the cursor, so the full-screen view cannot be drawn; use a "
                + "terminal such as xterm, or set TERM to match yours"
        case .noScreen: "ncurses opened the terminal but gave no screen to draw on"
        case .signalsNotWatched(let code): "could not watch for signals (errno \(code))"
        case .plainBecauseOfTerm(let term):
            "TERM=\(term ?? "(unset)") cannot draw the full screen, so the session is shown as plain lines"
        }
    }

    public var chinese: String {
        switch self {
        case .termUnset: "没有设置 TERM，无法显示全屏界面；请设置 TERM（例如 TERM=xterm-256color）"
        case .termUnknown(let term):
            "ncurses 不认识终端类型“\(term)”；请把 TERM 设为你的终端支持的类型（例如 "
                + "TERM=xterm-256color）"
        case .cannotMoveCursor(let term):
            "终端类型“\(term)”无法移动光标，所以不能显示全屏界面；请使用 xterm "
                + "之类的终端，或把 TERM 设得与你的终端一致"
        case .noScreen: "ncurses 打开了终端，却没有给出可以绘制的屏幕"
        case .signalsNotWatched(let code): "无法监听信号（errno \(code)）"
        case .plainBecauseOfTerm(let term):
            "TERM=\(term ?? "（未设置）") 无法显示全屏界面，所以练习以逐行文字显示"
        }
    }

    static let samples: [TerminalProblem] = [
        .termUnset, .termUnknown("vt52x"), .cannotMoveCursor("dumb"), .noScreen, .signalsNotWatched(errno: 24),
        .plainBecauseOfTerm("dumb"), .plainBecauseOfTerm(nil),
    ]
}

extension Words {
    public func callAsFunction(_ problem: TerminalProblem) -> String { say(problem) }
}
