/// The words of `--help` and `breathe help` around each command's own text: the usage
/// line, each command's one-line summary, each option's help line, the overview's notes.
/// Command and option names, value names (M, FILE) and examples stay as typed.
public enum HelpPhrase: Phrases, Equatable {
    /// A command's line in the overview and in the shells' completions.
    case summary(CommandID)
    /// An option's help line; "{range}" stands for the range its declaration gives.
    case option(OptionHelp)
    /// A declared range, put in for "{range}": "0.5 to 120"; "0.5 到 120".
    case range(lower: String, upper: String)
    /// Over the overview's list of commands.
    case usageTitle
    /// The head of a command's usage line: "Usage: breathe practice".
    case usage(invocation: String)
    case optionsTitle
    case examplesTitle(count: Int)
    /// After an option's help: its other spellings.
    case alsoNames([String])
    /// After the tmux example of `breathe status`: where that line goes.
    case tmuxExampleNote
    /// The overview's first line.
    case overviewTitle
    /// The overview's notes: what completes a lesson (at the threshold as set), the keys,
    /// the options every session takes.
    case overviewNotes(threshold: Double)
    /// The overview's last lines.
    case exitStatus

    static let samples: [HelpPhrase] =
        CommandID.allCases.map(HelpPhrase.summary) + OptionHelp.allCases.map(HelpPhrase.option) + [
        .range(lower: "0.5", upper: "120"), .usageTitle, .usage(invocation: "breathe practice"), .optionsTitle,
        .examplesTitle(count: 1), .examplesTitle(count: 3), .alsoNames(["--no-colour"]), .tmuxExampleNote,
        .overviewTitle, .overviewNotes(threshold: 0.8), .exitStatus,
    ]

    public var english: String {
        switch self {
        case .summary(let command): Self.englishSummary(command)
        case .option(let option): option.english
        case .range(let lower, let upper): "\(lower) to \(upper)"
        case .usageTitle: "Usage:"
        case .usage(let invocation): "Usage: " + invocation
        case .optionsTitle: "Options:"
        case .examplesTitle(let count): count == 1 ? "Example:" : "Examples:"
        case .alsoNames(let names): "(also " + names.joined(separator: ", ") + ")"
        case .tmuxExampleNote: "(in ~/.tmux.conf)"
        case .overviewTitle: "breathe — a breathing coach for the terminal"
        case .overviewNotes(let threshold):
            """
            A lesson counts as done when you practise at least \(Self.percent(threshold)) of it; shorter sessions
            are saved and can be continued later the same day. A program opens one new
            lesson a day.
            During a session: space pauses and resumes, q or Esc ends it, Ctrl-C too.
            --plain, --sound MODE, --bell, --sound-here and --no-color work with breathe,
            start and practice (breathe help practice explains the sounds);
            --help works anywhere on the line, and so does --lang en or zh-Hans (the
            language breathe speaks; the setting language, or the environment's).
            """
        case .exitStatus:
            """
            Exit status: 0 ok, 1 a runtime or data error, 2 a usage error, 128+N when
            signal N ended a session (130 for Ctrl-C).
            """
        }
    }

    public var chinese: String {
        switch self {
        case .summary(let command): Self.chineseSummary(command)
        case .option(let option): option.chinese
        case .range(let lower, let upper): "\(lower) 到 \(upper)"
        case .usageTitle: "用法："
        case .usage(let invocation): "用法：" + invocation
        case .optionsTitle: "选项："
        case .examplesTitle: "示例："
        case .alsoNames(let names): "（也可写作 " + names.joined(separator: "、") + "）"
        case .tmuxExampleNote: "（写在 ~/.tmux.conf 中）"
        case .overviewTitle: "breathe —— 终端里的呼吸教练"
        case .overviewNotes(let threshold):
            """
            一节课练到至少 \(Self.percent(threshold)) 即算完成；练得更短也会保存，\
            当天晚些时候可以接着练。课程每天开放一节新课。
            练习中：空格键暂停或继续，q 或 Esc 结束，Ctrl-C 也可以结束。
            --plain、--sound MODE、--bell、--sound-here 和 --no-color 可用于 breathe、start 和 \
            practice（声音的说明见 breathe help practice）；--help 放在命令行的任何位置都有效，\
            --lang en 或 zh-Hans 也一样（breathe 说哪种语言；默认看设置 language，\
            再看系统环境）。
            """
        case .exitStatus:
            "退出状态：0 成功，1 运行或数据错误，2 用法错误，128+N 表示练习被信号 N "
                + "结束（Ctrl-C 为 130）。"
        }
    }

    /// "80%", "87.5%": the threshold as set, to a tenth of a percent.
    static func percent(_ share: Double) -> String { formatNumber((share * 1000).rounded() / 10) + "%" }

    static func englishSummary(_ command: CommandID) -> String {
        switch command {
        case .home: "today's lesson of your program (first run: choose one)"
        case .start: "make a program active and start today's lesson"
        case .practice: "a free session of any pattern, outside programs"
        case .now: "breathe now, for a minute, at your own pace"
        case .pace: "find a slow-breathing rate that suits you"
        case .bolt: "the BOLT breath-hold test and its results"
        case .programs: "every program, the active one marked"
        case .progress: "the lessons done, with dates, and the next one"
        case .history: "every session, newest first"
        case .stats: "your streak and your own figures"
        case .sync: "merge with a folder your own sync tool carries"
        case .export: "every session, as JSON or CSV"
        case .importFile: "merge an exported JSON file"
        case .config: "every setting, or read or change one"
        case .status: "one line for a prompt: lesson 3/10 · 12-day streak"
        case .patterns: "the built-in patterns"
        case .completions: "the completion script for bash, zsh or fish"
        case .help: "this help, or a command's"
        case .version: "the version (also --version)"
        }
    }

    static func chineseSummary(_ command: CommandID) -> String {
        switch command {
        case .home: "今天的课（首次运行：先选一个课程）"
        case .start: "设定当前课程，开始今天的课"
        case .practice: "任选呼吸法自由练习，不属于任何课程"
        case .now: "现在就按你自己的频率呼吸一分钟"
        case .pace: "找到适合你的慢呼吸频率"
        case .bolt: "BOLT 屏息测试，以及你的历次结果"
        case .programs: "所有课程，标出当前课程"
        case .progress: "已完成的课及日期，还有下一课"
        case .history: "所有练习，最新的在前"
        case .stats: "连续练习天数和你的各项数据"
        case .sync: "与你的同步工具所同步的文件夹合并"
        case .export: "导出所有练习，JSON 或 CSV 格式"
        case .importFile: "合并导出的 JSON 文件"
        case .config: "列出所有设置，或查看、修改其中一项"
        case .status: "给 shell 提示符用的一行简要进度"
        case .patterns: "内置呼吸法"
        case .completions: "bash、zsh 或 fish 的补全脚本"
        case .help: "本帮助，或某个命令的帮助"
        case .version: "版本号（也可用 --version）"
        }
    }
}

/// Which option a help line is about: each declaration in `CommandOptions` names its own.
public enum OptionHelp: Sendable, Equatable, CaseIterable {
    case help, language, json, plain, plainBolt, sound, bell, soundHere, noColor, lesson, minutes, cycles, rampTo
    case minutesPerRate, paceHistory, rr, calendar, folder, off, format, output
    case all
    case boltHistory
    case rounds, breaths

    var english: String {
        switch self {
        case .help: "this help"
        case .language: "the language to speak: en or zh-Hans (the setting language; the environment's by default)"
        case .json: "the same as JSON, for scripts"
        case .plain:
            "no full screen: one line as each phase starts (\"in 4\", \"out 6\"); automatic without a terminal or "
                + "with TERM=dumb"
        case .plainBolt:
            "no full screen: the test as lines, Enter on a line starts and stops the count, q then Enter leaves"
        case .sound: "mark each phase for closed eyes: off, tone, voice or bell (the setting sound; off by default)"
        case .bell: "the same as --sound bell"
        case .soundHere: "over SSH, play tones or the voice on the machine breathe runs on (the bell otherwise)"
        case .noColor: "no colour, as with NO_COLOR"
        case .lesson: "that lesson instead, for example to repeat one you completed"
        case .minutes: "about M minutes ({range}), rounded to whole cycles"
        case .cycles: "exactly N cycles ({range})"
        case .rampTo: "a ramp: from PATTERN at the first cycle to PATTERN2 at the last, a step each cycle"
        case .minutesPerRate: "minutes at each rate ({range}, default \(formatNumber(PacePlan.defaultMinutesPerRate)))"
        case .paceHistory: "your earlier runs and what each suggested"
        case .rr: "score your last run by a heart-rate strap's RR recording made during it"
        case .calendar: "only the calendar and minutes a week"
        case .all: "every figure, even before \(StatsReport.attemptsForFigures) lesson attempts"
        case .folder: "remember DIR (saved in config.json) and sync now"
        case .off: "forget the folder; its copy stays where it is"
        case .format: "JSON (the default) or CSV"
        case .output: "write to FILE (a regular file) instead of stdout"
        case .boltHistory: "your results over time, instead of a test"
        case .rounds: "with rounds: N rounds ({range}, default \(HoldRounds.defaultRounds))"
        case .breaths: "with rounds: B quick breaths a round ({range}, default \(HoldRounds.defaultBreaths))"
        }
    }

    var chinese: String {
        switch self {
        case .help: "显示本帮助"
        case .language: "使用的语言：en 或 zh-Hans（即设置 language；默认跟随环境变量）"
        case .json: "以 JSON 输出同样的内容，供脚本使用"
        case .plain:
            "不用全屏：每个阶段开始时输出一行（“吸气 4”“呼气 6”）；"
                + "没有终端或 TERM=dumb 时自动启用"
        case .plainBolt: "不用全屏：测试以文字行进行，在一行上按回车开始和停止计时，输入 q 再按回车离开"
        case .sound:
            "闭眼练习时用声音提示每个阶段：off、tone、voice 或 bell（即设置 sound；默认 off）"
        case .bell: "等同于 --sound bell"
        case .soundHere:
            "通过 SSH 使用时，仍在运行 breathe "
                + "的机器上播放提示音或语音（否则改用终端响铃）"
        case .noColor: "不用颜色，效果同 NO_COLOR"
        case .lesson: "改练这一课，例如重练已完成的课"
        case .minutes: "约 M 分钟（{range}），按整轮取整"
        case .cycles: "正好 N 轮（{range}）"
        case .rampTo: "渐变：第一轮是 PATTERN，此后每轮变一点，最后一轮是 PATTERN2"
        case .minutesPerRate:
            "每种频率练习的分钟数（{range}，默认 \(formatNumber(PacePlan.defaultMinutesPerRate))）"
        case .paceHistory: "你以前的每次测试及其建议"
        case .rr: "用心率带在上一次测试期间记录的 RR 数据为那次测试评分"
        case .calendar: "只显示日历和每周练习分钟数"
        case .all: "全部数据，课程练习不满 \(StatsReport.attemptsForFigures) 次也显示"
        case .folder: "记住 DIR（保存在 config.json 中）并立即同步"
        case .off: "不再使用这个文件夹；其中的副本保留不动"
        case .format: "JSON（默认）或 CSV"
        case .output: "写入 FILE（普通文件），而不是标准输出"
        case .boltHistory: "不做测试，列出你的历次结果"
        case .rounds: "用于 rounds：练 N 组（{range}，默认 \(HoldRounds.defaultRounds)）"
        case .breaths: "用于 rounds：每组快速呼吸 B 次（{range}，默认 \(HoldRounds.defaultBreaths)）"
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: HelpPhrase) -> String { say(phrase) }
}
