extension Message {
    /// The message in Simplified Chinese, as a Chinese speaker would put it: counts with
    /// their measure words, a space between a number and Chinese text.
    public var chinese: String {
        switch self {
        case .ending(let reason):
            switch reason {
            case .finished: "已完成"
            case .quit: "提前结束"
            case .interrupt: "被 Ctrl-C 中断"
            case .terminated: "被信号终止"
            case .hangup: "终端或输出已关闭"
            case .recovered: "异常退出后已恢复"
            }
        case .lessonOf(let number, let count): "第 \(number) 课，共 \(count) 课"
        case .allLessonsCompleted(let count): "全部 \(count) 课已完成"
        case .cycles(let count): "\(count) 轮"
        case .freePractice: "自由练习"
        case .counted(let counted): counted ? "计入课程" : "未计入"
        case .repeatOfCompleted: "再次练习"
        case .paceRunBlock: "呼吸频率测试"
        }
    }
}
