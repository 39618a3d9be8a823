/// The key hints at the foot of a panel, one a key: a footer drops the ones that do not
/// fit, so each stands alone ("q quit", never half of it).
public enum KeyHint: Phrases, Equatable {
    case start
    case progress
    case otherPrograms
    case quit
    case anyKeyBack
    case choose
    case select
    case back
    case escapeBack
    case answer
    case otherKeysSkip
    case yesOrNo
    case stopHere
    case home
    /// Asked before the active program is left for another.
    case switchPrograms
    /// On the progress page: the chosen lesson, again.
    case practiseAgain
    case otherKeysStay

    public var english: String {
        switch self {
        case .start: "Enter start"
        case .progress: "p progress"
        case .otherPrograms: "o other programs"
        case .quit: "q quit"
        case .anyKeyBack: "any key back"
        case .choose: "up/down choose"
        case .select: "Enter select"
        case .back: "q back"
        case .escapeBack: "Esc back"
        case .answer: "1-5 answer"
        case .otherKeysSkip: "other keys skip"
        case .yesOrNo: "y or n"
        case .stopHere: "q stop here"
        case .home: "Enter home"
        case .switchPrograms: "Enter switch"
        case .practiseAgain: "Enter practise"
        case .otherKeysStay: "other keys stay"
        }
    }

    public var chinese: String {
        switch self {
        case .start: "回车开始"
        case .progress: "p 进度"
        case .otherPrograms: "o 其他课程"
        case .quit: "q 退出"
        case .anyKeyBack: "任意键返回"
        case .choose: "上下键选择"
        case .select: "回车确定"
        case .back: "q 返回"
        case .escapeBack: "Esc 返回"
        case .answer: "1-5 作答"
        case .otherKeysSkip: "其他键跳过"
        case .yesOrNo: "y 或 n"
        case .stopHere: "q 到此为止"
        case .home: "回车返回主页"
        case .switchPrograms: "回车切换"
        case .practiseAgain: "回车练习"
        case .otherKeysStay: "其他键不切换"
        }
    }

    /// One of every case.
    static let samples: [KeyHint] = [
        .start, .progress, .otherPrograms, .quit, .anyKeyBack, .choose, .select, .back, .escapeBack, .answer,
        .otherKeysSkip, .yesOrNo, .stopHere, .home, .switchPrograms, .otherKeysStay,
        .practiseAgain,
    ]
}

extension Words {
    public func callAsFunction(_ hint: KeyHint) -> String { say(hint) }
}
