/// The words of the safety screen shown once on a device before anything that holds the
/// breath (the BOLT test; later, hold rounds): where to do it, when to stop, whom to ask
/// first. Plain, short sentences a person reads once and remembers.
public enum SafetyPhrase: Phrases, Equatable {
    /// The screen's title.
    case title
    case sitOrLieDown
    case neverWaterOrDriving
    case stopIfUnwell
    case askADoctor
    /// Under the rules: why it will not come back.
    case shownOnce
    /// The key that goes on, in the panel's hints.
    case goOnKey
    /// The question on a line, in plain mode.
    case prompt
    /// Plain mode with no terminal on stdin: printed, and the run goes on.
    case noTerminalGoingOn
    /// q at the screen: the person left before anything began.
    case leftBeforeStarting

    /// The rules in the order they are read.
    public static let rules: [SafetyPhrase] = [.sitOrLieDown, .neverWaterOrDriving, .stopIfUnwell, .askADoctor]

    public var english: String {
        switch self {
        case .title: "Before you hold your breath"
        case .sitOrLieDown: "Sit or lie down."
        case .neverWaterOrDriving: "Never in or near water, and never while driving."
        case .stopIfUnwell: "Stop and breathe normally if you feel dizzy or unwell."
        case .askADoctor: "If you have a heart condition or epilepsy, or are pregnant, ask a doctor first."
        case .shownOnce: "This is shown once on this device."
        case .goOnKey: "Enter go on"
        case .prompt: "Press Enter to go on, or type q and Enter to leave."
        case .noTerminalGoingOn: "(No terminal to answer on: going on.)"
        case .leftBeforeStarting: "You left before starting: nothing was saved."
        }
    }

    public var chinese: String {
        switch self {
        case .title: "屏息之前"
        case .sitOrLieDown: "请坐着或躺着做。"
        case .neverWaterOrDriving: "切勿在水中或水边做，也切勿在开车时做。"
        case .stopIfUnwell: "如果感到头晕或不适，立即停下，正常呼吸。"
        case .askADoctor: "如果你有心脏疾病或癫痫，或者正在怀孕，请先咨询医生。"
        case .shownOnce: "这段提示在这台设备上只显示一次。"
        case .goOnKey: "回车继续"
        case .prompt: "按回车继续；输入 q 再按回车离开。"
        case .noTerminalGoingOn: "（没有可以作答的终端：继续。）"
        case .leftBeforeStarting: "你在开始之前离开了：没有保存任何内容。"
        }
    }

    static let samples: [SafetyPhrase] = [
        .title, .sitOrLieDown, .neverWaterOrDriving, .stopIfUnwell, .askADoctor, .shownOnce, .goOnKey, .prompt,
        .noTerminalGoingOn, .leftBeforeStarting,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SafetyPhrase) -> String { say(phrase) }
}
