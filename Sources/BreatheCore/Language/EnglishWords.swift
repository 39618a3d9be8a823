extension Message {
    /// The message in English: plurals by count, durations as a clock.
    public var english: String {
        switch self {
        case .ending(let reason):
            switch reason {
            case .finished: "finished"
            case .quit: "ended early"
            case .interrupt: "interrupted by Ctrl-C"
            case .terminated: "stopped by a signal"
            case .hangup: "terminal or output closed"
            case .recovered: "recovered after an unclean exit"
            }
        case .lessonOf(let number, let count): "Lesson \(number) of \(count)"
        case .allLessonsCompleted(let count): "All \(count) lessons completed"
        case .cycles(let count): count == 1 ? "1 cycle" : "\(count) cycles"
        case .freePractice: "practice"
        case .counted(let counted): counted ? "counted" : "not counted"
        case .repeatOfCompleted: "repeat"
        case .paceRunBlock: "pace run"
        }
    }
}
