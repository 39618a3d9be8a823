import Testing
@testable import BreatheCore

/// `--help` and `breathe help` in Chinese, line for line, at 80 columns and at 40; every
/// help in both languages no wider than the terminal; English at 80 columns as written.
@Suite struct ChineseHelpTests {
    static let chinese = Words(.simplifiedChinese)
    static let practice = CommandTable.command(named: "practice")!

    func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func theOverviewAt80Columns() {
        #expect(lines(HelpText.general(threshold: 0.8, words: Self.chinese, width: 80)) == [
        "breathe —— 终端里的呼吸教练",
        "",
        "用法：",
        "  breathe                      今天的课（首次运行：先选一个课程）",
        "  breathe start [PROGRAM] [--lesson LESSON]",
        "                               设定当前课程，开始今天的课",
        "  breathe practice PATTERN [--to PATTERN2] [--minutes M | --cycles N]",
        "                   [--rounds N] [--breaths B]",
        "                               任选呼吸法自由练习，不属于任何课程",
        "  breathe now [--minutes M]    现在就按你自己的频率呼吸一分钟",
        "  breathe pace [--minutes-per-rate M] [--history | --rr FILE] [--json]",
        "                               找到适合你的慢呼吸频率",
        "  breathe bolt [--history] [--json]",
        "                               BOLT 屏息测试，以及你的历次结果",
        "  breathe programs [--json]    所有课程，标出当前课程",
        "  breathe progress [PROGRAM] [--json]",
        "                               已完成的课及日期，还有下一课",
        "  breathe history [--json]     所有练习，最新的在前",
        "  breathe stats [--calendar | --all] [--json]",
        "                               连续练习天数和你的各项数据",
        "  breathe sync [--folder DIR | --off]",
        "                               与你的同步工具所同步的文件夹合并",
        "  breathe export [--format json|csv] [--output FILE]",
        "                               导出所有练习，JSON 或 CSV 格式",
        "  breathe import FILE          合并导出的 JSON 文件",
        "  breathe config [KEY [VALUE]] [--json]",
        "                               列出所有设置，或查看、修改其中一项",
        "  breathe status [--json]      给 shell 提示符用的一行简要进度",
        "  breathe patterns [--json]    内置呼吸法",
        "  breathe completions SHELL    bash、zsh 或 fish 的补全脚本",
        "  breathe help [COMMAND]       本帮助，或某个命令的帮助",
        "  breathe version              版本号（也可用 --version）",
        "",
        "示例：",
        "  breathe start foundations",
        "  breathe practice 4-7-8",
        "  breathe progress --json",
        "",
        "一节课练到至少 80% 即算完成；练得更短也会保存，当天晚些时候可以接着练。",
        "课程每天开放一节新课。",
        "练习中：空格键暂停或继续，q 或 Esc 结束，Ctrl-C 也可以结束。",
        "--plain、--sound MODE、--bell、--sound-here 和 --no-color 可用于 breathe、start",
        "和 practice（声音的说明见 breathe help practice）；--help",
        "放在命令行的任何位置都有效，--lang en 或 zh-Hans 也一样（breathe 说哪种语言；",
        "默认看设置 language，再看系统环境）。",
        "",
        "退出状态：0 成功，1 运行或数据错误，2 用法错误，128+N 表示练习被信号 N 结束",
        "（Ctrl-C 为 130）。",
        ])
    }

    @Test func theOverviewAt40Columns() {
        #expect(lines(HelpText.general(threshold: 0.8, words: Self.chinese, width: 40)) == [
        "breathe —— 终端里的呼吸教练",
        "",
        "用法：",
        "  breathe",
        "    今天的课（首次运行：先选一个课程）",
        "  breathe start [PROGRAM]",
        "                [--lesson LESSON]",
        "    设定当前课程，开始今天的课",
        "  breathe practice PATTERN",
        "      [--to PATTERN2]",
        "      [--minutes M | --cycles N]",
        "      [--rounds N] [--breaths B]",
        "    任选呼吸法自由练习，不属于任何课程",
        "  breathe now [--minutes M]",
        "    现在就按你自己的频率呼吸一分钟",
        "  breathe pace [--minutes-per-rate M]",
        "               [--history | --rr FILE]",
        "               [--json]",
        "    找到适合你的慢呼吸频率",
        "  breathe bolt [--history] [--json]",
        "    BOLT 屏息测试，以及你的历次结果",
        "  breathe programs [--json]",
        "    所有课程，标出当前课程",
        "  breathe progress [PROGRAM] [--json]",
        "    已完成的课及日期，还有下一课",
        "  breathe history [--json]",
        "    所有练习，最新的在前",
        "  breathe stats [--calendar | --all]",
        "                [--json]",
        "    连续练习天数和你的各项数据",
        "  breathe sync [--folder DIR | --off]",
        "    与你的同步工具所同步的文件夹合并",
        "  breathe export [--format json|csv]",
        "                 [--output FILE]",
        "    导出所有练习，JSON 或 CSV 格式",
        "  breathe import FILE",
        "    合并导出的 JSON 文件",
        "  breathe config [KEY [VALUE]] [--json]",
        "    列出所有设置，或查看、修改其中一项",
        "  breathe status [--json]",
        "    给 shell 提示符用的一行简要进度",
        "  breathe patterns [--json]",
        "    内置呼吸法",
        "  breathe completions SHELL",
        "    bash、zsh 或 fish 的补全脚本",
        "  breathe help [COMMAND]",
        "    本帮助，或某个命令的帮助",
        "  breathe version",
        "    版本号（也可用 --version）",
        "",
        "示例：",
        "  breathe start foundations",
        "  breathe practice 4-7-8",
        "  breathe progress --json",
        "",
        "一节课练到至少 80% 即算完成；",
        "练得更短也会保存，当天晚些时候可以接着",
        "练。课程每天开放一节新课。",
        "练习中：空格键暂停或继续，q 或 Esc",
        "结束，Ctrl-C 也可以结束。",
        "--plain、--sound MODE、--bell、",
        "--sound-here 和 --no-color 可用于",
        "breathe、start 和 practice（声音的说明见",
        "breathe help practice）；--help",
        "放在命令行的任何位置都有效，--lang en 或",
        "zh-Hans 也一样（breathe 说哪种语言；",
        "默认看设置 language，再看系统环境）。",
        "",
        "退出状态：0 成功，1 运行或数据错误，",
        "2 用法错误，128+N 表示练习被信号 N 结束",
        "（Ctrl-C 为 130）。",
        ])
    }

    @Test func practiceAt80Columns() {
        #expect(lines(HelpText.command(Self.practice, words: Self.chinese, width: 80)) == [
        "用法：breathe practice PATTERN [--to PATTERN2] [--minutes M | --cycles N]",
        "                       [--rounds N] [--breaths B] [--plain]",
        "                       [--sound MODE | --bell] [--sound-here] [--no-color]",
        "",
        "一次自由练习，不属于任何课程，保存在历史中。吸气时圆圈变大，屏息时保持不变，",
        "呼气时缩小。",
        "",
        "PATTERN 是内置呼吸法的名字，或用短横线连接的各阶段秒数：",
        "  4-7-8      吸气 4秒，屏息 7秒，呼气 8秒",
        "  box        吸气 4秒，屏息 4秒，呼气 4秒，屏息 4秒",
        "  coherent   吸气 5.5秒，呼气 5.5秒",
        "  relax      吸气 4秒，呼气 6秒",
        "  sigh       循环叹息：吸气 2.5秒，再补吸 1秒，呼气 5.5秒",
        "  pace       按你自己的呼吸频率，吸气与呼气之比为 4:6（即设置 pace，",
        "             选定之前为每分钟 6 次）",
        "  4-6        吸气-呼气；4-7-8 为吸气-屏息-呼气；4-4-4-4 为吸气-屏息-呼气-屏息",
        "秒数可以带小数（5.5-5.5）；每个阶段 0.5 到 60秒。",
        "",
        "选项：",
        "  --to PATTERN2   渐变：第一轮是 PATTERN，此后每轮变一点，最后一轮是 PATTERN2",
        "  --minutes M     约 M 分钟（0.5 到 120），按整轮取整",
        "  --cycles N      正好 N 轮（1 到 1000）",
        "  --rounds N      用于 rounds：练 N 组（1 到 10，默认 3）",
        "  --breaths B     用于 rounds：每组快速呼吸 B 次（10 到 60，默认 30）",
        "  --plain         不用全屏：每个阶段开始时输出一行（“吸气 4”“呼气 6”）；",
        "                  没有终端或 TERM=dumb 时自动启用",
        "  --sound MODE    闭眼练习时用声音提示每个阶段：off、tone、voice 或 bell（即设置",
        "                  sound；默认 off）",
        "  --bell          等同于 --sound bell",
        "  --sound-here    通过 SSH 使用时，仍在运行 breathe 的机器上播放提示音或语音",
        "                  （否则改用终端响铃）",
        "  --no-color      不用颜色，效果同 NO_COLOR（也可写作 --no-colour）",
        "",
        "不给 --minutes 或 --cycles 时：4-7-8 练 4 轮，box 练 4分钟，其他呼吸法练 5分钟。",
        "练习总在完整的一轮之后结束。",
        "",
        "用 --to 时，每一段的时长从 PATTERN 逐轮均匀地变到 PATTERN2（如 4-6 --to 5-7），",
        "精确到 0.1秒。两个呼吸法的阶段必须相同。--minutes 按渐变的平均一轮计算；",
        "渐变至少 2 轮。",
        "",
        "breathe practice rounds：分组屏息，练习者常用的一种练法。每组先快速呼吸 B 次",
        "（吸气 1.5、呼气 1.5），然后呼气后屏息，按回车或空格键结束（最长 3:00），",
        "再吸气屏息 15秒。切勿在水中、水边或驾驶时练习；",
        "每台设备第一次练习前会先显示安全提示。",
        "",
        "声音提示，方便闭眼练习（--sound MODE，或 breathe config sound）：",
        "  off    静音（默认）",
        "  tone   吸气时一段柔和的上升音，呼气时一段下降音，屏息开始时一声短促的铃音，",
        "         结束时两个音；由 breathe 生成，用 pw-play、paplay 或 aplay 播放（音量：",
        "         设置 volume）",
        "  voice  用 spd-say、espeak-ng 或 espeak 说出“吸气”“屏息”“呼气”；",
        "         都没有安装时改用提示音",
        "  bell   终端响铃：吸气和屏息时响一次，呼气时响两次，结束时响三次",
        "通过 SSH 使用时，tone 和 voice 改为终端响铃（否则声音会在运行 breathe",
        "的那台机器上响，而不是在你身边）；用 --sound-here 或设置 soundOverSSH",
        "可以仍在那台机器上播放。",
        "播放器缺失或出错时改用终端响铃，练习结束后会说明。",
        "",
        "按键：空格键暂停/继续 · q 或 Esc 结束 · Ctrl-C 结束",
        "",
        "示例：",
        "  breathe practice 4-7-8",
        "  breathe practice coherent --minutes 10",
        "  breathe practice 4-2-6 --cycles 8",
        "  breathe practice 4-6 --to 5-7 --minutes 10",
        "  breathe practice rounds --rounds 2 --breaths 20",
        ])
    }

    @Test func practiceAt40Columns() {
        #expect(lines(HelpText.command(Self.practice, words: Self.chinese, width: 40)) == [
        "用法：breathe practice PATTERN",
        "    [--to PATTERN2]",
        "    [--minutes M | --cycles N]",
        "    [--rounds N] [--breaths B] [--plain]",
        "    [--sound MODE | --bell]",
        "    [--sound-here] [--no-color]",
        "",
        "一次自由练习，不属于任何课程，",
        "保存在历史中。吸气时圆圈变大，",
        "屏息时保持不变，呼气时缩小。",
        "",
        "PATTERN 是内置呼吸法的名字，",
        "或用短横线连接的各阶段秒数：",
        "  4-7-8      吸气 4秒，屏息 7秒，",
        "             呼气 8秒",
        "  box        吸气 4秒，屏息 4秒，",
        "             呼气 4秒，屏息 4秒",
        "  coherent   吸气 5.5秒，呼气 5.5秒",
        "  relax      吸气 4秒，呼气 6秒",
        "  sigh       循环叹息：吸气 2.5秒，",
        "             再补吸 1秒，呼气 5.5秒",
        "  pace       按你自己的呼吸频率，",
        "             吸气与呼气之比为 4:6",
        "             （即设置 pace，",
        "             选定之前为每分钟 6 次）",
        "  4-6        吸气-呼气；4-7-8 为吸气-",
        "             屏息-呼气；4-4-4-4 为吸气-",
        "             屏息-呼气-屏息",
        "秒数可以带小数（5.5-5.5）；",
        "每个阶段 0.5 到 60秒。",
        "",
        "选项：",
        "  --to PATTERN2   渐变：第一轮是",
        "                  PATTERN，此后每轮变一",
        "                  点，最后一轮是",
        "                  PATTERN2",
        "  --minutes M     约 M 分钟",
        "                  （0.5 到 120），",
        "                  按整轮取整",
        "  --cycles N      正好 N 轮（1 到 1000）",
        "  --rounds N      用于 rounds：练 N 组",
        "                  （1 到 10，默认 3）",
        "  --breaths B     用于 rounds：",
        "                  每组快速呼吸 B 次",
        "                  （10 到 60，默认 30）",
        "  --plain         不用全屏：每个阶段开始",
        "                  时输出一行（“吸",
        "                  气 4”“呼气 6”）；",
        "                  没有终端或 TERM=dumb",
        "                  时自动启用",
        "  --sound MODE    闭眼练习时用声音提示每",
        "                  个阶段：off、tone、",
        "                  voice 或 bell（即设置",
        "                  sound；默认 off）",
        "  --bell          等同于 --sound bell",
        "  --sound-here    通过 SSH 使用时，",
        "                  仍在运行 breathe",
        "                  的机器上播放提示音或语",
        "                  音（否则改用终端响铃）",
        "  --no-color      不用颜色，效果同",
        "                  NO_COLOR（也可写作",
        "                  --no-colour）",
        "",
        "不给 --minutes 或 --cycles 时：",
        "4-7-8 练 4 轮，box 练 4分钟，",
        "其他呼吸法练 5分钟。",
        "练习总在完整的一轮之后结束。",
        "",
        "用 --to 时，每一段的时长从 PATTERN",
        "逐轮均匀地变到 PATTERN2（如 4-6 --to",
        "5-7），精确到 0.1秒。",
        "两个呼吸法的阶段必须相同。--minutes",
        "按渐变的平均一轮计算；渐变至少 2 轮。",
        "",
        "breathe practice rounds：分组屏息，",
        "练习者常用的一种练法。每组先快速呼吸 B",
        "次（吸气 1.5、呼气 1.5），",
        "然后呼气后屏息，按回车或空格键结束",
        "（最长 3:00），再吸气屏息 15秒。",
        "切勿在水中、水边或驾驶时练习；",
        "每台设备第一次练习前会先显示安全提示。",
        "",
        "声音提示，方便闭眼练习（--sound MODE，或",
        "breathe config sound）：",
        "  off    静音（默认）",
        "  tone   吸气时一段柔和的上升音，",
        "         呼气时一段下降音，",
        "         屏息开始时一声短促的铃音，",
        "         结束时两个音；由 breathe 生成，",
        "         用 pw-play、paplay 或 aplay",
        "         播放（音量：设置 volume）",
        "  voice  用 spd-say、espeak-ng 或 espeak",
        "         说出“吸气”“屏息”“呼气”；",
        "         都没有安装时改用提示音",
        "  bell   终端响铃：吸气和屏息时响一次，",
        "         呼气时响两次，结束时响三次",
        "通过 SSH 使用时，tone 和 voice",
        "改为终端响铃（否则声音会在运行 breathe",
        "的那台机器上响，而不是在你身边）；用",
        "--sound-here 或设置 soundOverSSH",
        "可以仍在那台机器上播放。",
        "播放器缺失或出错时改用终端响铃，",
        "练习结束后会说明。",
        "",
        "按键：空格键暂停/继续 · q 或 Esc 结束 ·",
        "Ctrl-C 结束",
        "",
        "示例：",
        "  breathe practice 4-7-8",
        "  breathe practice coherent --minutes 10",
        "  breathe practice 4-2-6 --cycles 8",
        "  breathe practice 4-6 --to 5-7",
        "    --minutes 10",
        "  breathe practice rounds --rounds 2",
        "    --breaths 20",
        ])
    }

    /// The overview states the threshold as set, in Chinese too.
    @Test func theOverviewStatesTheThresholdSet() {
        #expect(HelpText.general(threshold: 0.875, words: Self.chinese).contains("一节课练到至少 87.5% 即算完成"))
        #expect(HelpText.command(CommandTable.home, threshold: 1, words: Self.chinese).contains("至少 100% 即算完成"))
    }

    /// Ranges come from the declarations in Chinese as in English.
    @Test func rangesInChinese() {
        let pace = HelpText.command(CommandTable.command(named: "pace")!, words: Self.chinese)
        #expect(pace.contains("--minutes-per-rate M   每种频率练习的分钟数（1 到 5，默认 2）"))
        #expect(CommandOptions.cycles.spec.help(Self.chinese) == "正好 N 轮（1 到 1000）")
        #expect(CommandOptions.minutes.spec.help(.english) == "about M minutes (0.5 to 120), rounded to whole cycles")
    }

    /// No line of any help is wider than the terminal, in either language, down to 40
    /// columns; no Chinese line puts a space between two Chinese characters.
    @Test(arguments: [40, 41, 52, 63, 79, 80])
    func everyHelpFitsTheWidth(width: Int) {
        for words in [Words.english, Self.chinese] {
            for spec in [CommandTable.home] + CommandTable.commands {
                let text = HelpText.command(spec, words: words, width: width)
                // English at full width is as written: one overview line is wider.
                let allowed = words.language == .english && width == 80 && spec.name.isEmpty ? 85 : width
                for line in lines(text) {
                    #expect(line.columns <= allowed, "\(words.language) \(spec.invocation) at \(width): \(line)")
                    let characters = Array(line)
                    for index in characters.indices.dropFirst().dropLast() where characters[index] == " " {
                        #expect(!(characters[index - 1].columns == 2 && characters[index + 1].columns == 2), "\(spec.invocation) at \(width): \(line)")
                    }
                }
            }
        }
    }

    /// Help is laid out for at most 80 columns: a wider terminal gets the same text.
    @Test func widerThan80IsAs80() {
        for words in [Words.english, Self.chinese] {
            #expect(HelpText.command(Self.practice, words: words, width: 200) == HelpText.command(Self.practice, words: words, width: 80))
            #expect(HelpText.general(threshold: 0.8, words: words, width: 132) == HelpText.general(threshold: 0.8, words: words, width: 80))
        }
    }

    /// English on a narrow terminal: its lines are joined back into paragraphs before they
    /// are wrapped, so no word is left alone on a line, and list entries keep their column.
    @Test func englishOnANarrowTerminal() {
        let narrow = lines(HelpText.command(Self.practice, words: .english, width: 40))
        #expect(narrow.starts(with: [
            "Usage: breathe practice PATTERN",
            "    [--to PATTERN2]",
            "    [--minutes M | --cycles N]",
            "    [--rounds N] [--breaths B] [--plain]",
            "    [--sound MODE | --bell]",
            "    [--sound-here] [--no-color]",
            "",
            "A free session, outside any program,",
            "saved in your history. A circle grows as",
            "you breathe in, stays while you hold and",
            "shrinks as you breathe out.",
        ]))
        #expect(narrow.contains("  pace       your own rate, the setting"))
        #expect(narrow.contains("             pace (6 a minute until you"))
        #expect(narrow.contains("  --no-color      no colour, as with"))
        #expect(narrow.contains("  --to PATTERN2   a ramp: from PATTERN"))
    }
}
