/// What each command's help says between its usage line and its options, and the notes
/// after them: the longer words of `--help`. English is written wrapped at 80 columns, and
/// keeps those lines where they fit; Chinese is written a paragraph a line, wrapped to the
/// terminal. An indented line "  name   text" is an entry of a list: its text wraps under
/// its own column.
public enum AboutPhrase: Phrases, Equatable {
    /// The text under a command's usage line.
    case about(CommandID)
    /// `breathe practice`'s text after its options: lengths, sounds, keys.
    case practiceNotes

    static let samples: [AboutPhrase] = CommandID.allCases.map(AboutPhrase.about) + [.practiceNotes]

    public var english: String {
        switch self {
        case .about(let command): Self.englishAbout(command)
        case .practiceNotes:
            """
                Without --minutes or --cycles: 4 cycles of 4-7-8, 4 minutes of box, 5 minutes
                otherwise. A session always ends after a full cycle.

                With --to, each phase moves in even steps, cycle by cycle, from PATTERN to
                PATTERN2 (4-6 --to 5-7), its length rounded to a tenth of a second. Both need
                the same phases. --minutes counts the ramp's mean cycle; a ramp has at least
                2 cycles.

                breathe practice rounds: hold rounds, a practitioners' exercise. Each round is
                B quick breaths (in 1.5, out 1.5), then breathe out and hold until Enter or
                space (3 minutes at most), then breathe in and hold 15 s. Never in or near water or
                while driving; a safety screen comes first on each device.

                Sounds, for practice with closed eyes (--sound MODE, or breathe config sound):
                  off    silence (the default)
                  tone   a soft rising glide as you breathe in, a falling one as you breathe
                         out, a short chime as a hold begins, two notes at the end; made by
                         breathe and played by pw-play, paplay or aplay (volume: the setting)
                  voice  "Breathe in", "Hold", "Breathe out" said by spd-say, espeak-ng or
                         espeak; tones when none is installed
                  bell   the terminal bell: once to breathe in and to hold, twice to breathe
                         out, three times at the end
                Over SSH, tone and voice ring the bell instead (they would sound on the machine
                breathe runs on, not yours); --sound-here or the setting soundOverSSH plays
                them there anyway.
                A player that is missing or fails gives way to the bell, with a note after.

                Keys: space pause/resume · q or Esc end · Ctrl-C end
                """
        }
    }

    public var chinese: String {
        switch self {
        case .about(let command): Self.chineseAbout(command)
        case .practiceNotes:
            """
                不给 --minutes 或 --cycles 时：4-7-8 练 4 轮，box 练 4分钟，其他呼吸法练 5分钟。\
                练习总在完整的一轮之后结束。

                用 --to 时，每一段的时长从 PATTERN 逐轮均匀地变到 PATTERN2（如 4-6 --to 5-7），\
                精确到 0.1秒。两个呼吸法的阶段必须相同。--minutes 按渐变的平均一轮计算；\
                渐变至少 2 轮。

                breathe practice rounds：分组屏息，练习者常用的一种练法。每组先快速呼吸 B \
                次（吸气 1.5、呼气 1.5），然后呼气后屏息，按回车或空格键结束（最长 \
                3:00），再吸气屏息 15秒。切勿在水中、水边或驾驶时练习；\
                每台设备第一次练习前会先显示安全提示。

                声音提示，方便闭眼练习（--sound MODE，或 breathe config sound）：
                  off    静音（默认）
                  tone   吸气时一段柔和的上升音，呼气时一段下降音，\
                屏息开始时一声短促的铃音，结束时两个音；由 breathe 生成，用 pw-play、paplay \
                或 aplay 播放（音量：设置 volume）
                  voice  用 spd-say、espeak-ng 或 espeak 说出“吸气”“屏息”“呼气”；\
                都没有安装时改用提示音
                  bell   终端响铃：吸气和屏息时响一次，呼气时响两次，结束时响三次
                通过 SSH 使用时，tone 和 voice 改为终端响铃（否则声音会在运行 breathe \
                的那台机器上响，而不是在你身边）；用 --sound-here 或设置 soundOverSSH \
                可以仍在那台机器上播放。
                播放器缺失或出错时改用终端响铃，练习结束后会说明。

                按键：空格键暂停/继续 · q 或 Esc 结束 · Ctrl-C 结束
                """
        }
    }

    static func englishAbout(_ command: CommandID) -> String {
        switch command {
        case .home: "The daily entry: your program's home screen, with today's lesson."
        case .start: """
            Makes PROGRAM the active program (each program keeps its own progress) and
            starts today's lesson. Without PROGRAM: the active program, or the first.
            A program opens one new lesson a day: once today's is complete, start
            practises it again, saved but never moving your place.
            With --lesson: that lesson instead (breathe progress PROGRAM lists the ids);
            a repeat is saved but never moves your place in the program.
            With --plain (automatic without a terminal), the lesson is shown as one line
            a phase, and questions are asked on a line (or, without a terminal to
            answer on, the default is taken and said).
            """
        case .practice: """
            A free session, outside any program, saved in your history. A circle grows as
            you breathe in, stays while you hold and shrinks as you breathe out.

            PATTERN is a built-in name or seconds per phase joined by dashes:
              4-7-8      in 4, hold 7, out 8
              box        in 4, hold 4, out 4, hold 4
              coherent   in 5.5, out 5.5
              relax      in 4, out 6
              sigh       cyclic sighing: in 2.5, top up 1, out 5.5
              pace       your own rate, the setting pace (6 a minute until you choose one):
                         in 4, out 6 at 6 a minute, in that proportion at other rates
              4-6        in-out;  4-7-8 in-hold-out;  4-4-4-4 in-hold-out-hold
            Seconds may have decimals (5.5-5.5); each phase lasts 0.5 to 60 s.
            """
        case .now: """
            A minute of slow breathing, now: the pattern pace at your own rate (the
            setting pace, which breathe pace finds): in 4, out 6 at 6 a minute, the
            same proportion at other rates.
            --minutes M breathes longer. It is saved in your history as free practice,
            outside any program.
            """
        case .pace: """
            Breathes about 2 minutes at each of 6.5, 6, 5.5, 5 and 4.5 breaths a minute,
            out longer than in (4:6). After each block: how easy was that (1 to 5), and
            any air hunger or light-headedness (y/n)? A yes ends the slower blocks at
            once; q stops between blocks. What was done is always saved.
            Then a table of your answers and a suggestion: the slowest rate you found easy
            without discomfort, or 6 a minute. It is kept as the setting pace, which the
            pattern pace breathes (breathe practice pace).
            Without a sensor this is a comfort choice: comparisons of a personal rate with
            a nearby one found small or no differences, and the rate can change; try
            again in a month.
            With --rr FILE: your last run scored by the heart's own answer, the heart-rate
            swing within each breath, from a strap's beat-to-beat (RR) recording made
            during the run: one interval in ms a line (Elite HRV, Kubios), or a time and
            an interval a line (Polar Sensor Logger). The rate with the largest swing is
            suggested.
            """
        case .bolt: """
            The BOLT test (Buteyko's "body oxygen level test"): breathe normally through
            your nose; after a normal breath out, pinch your nose and press space or Enter;
            press it again at the first definite urge to breathe. The result, to a tenth
            of a second, is saved with its band (under 10 s, 10-15, 15-25, 25-40, 40 and
            over) and what practitioners would suggest: guidance, not a medical test. The
            next breath should be calm; mornings compare best. q leaves without a result;
            a count nobody stops ends at 3:00, and nothing is saved.
            The first test on a device shows a safety screen once: sit or lie down, never
            in or near water or while driving.
            With --history: every result, oldest first, and a line of bars over time.
            """
        case .programs: """
            Lists every program, built-in and your own (~/.config/breathe/programs/*.json),
            with where you are in each. The active program is marked with *.
            """
        case .progress: """
            "Lesson X of Y", then every lesson with its id: completed ones with a check
            mark and the date, the current one marked. Without PROGRAM: the active program.
            --json prints programID, currentNodeIndex, completedNodeIDs (in the order
            completed), lastPracticeDate, totalSessionCount and the lessons.
            """
        case .history: """
            Every session, newest first: when, what, practised/planned time, whether it
            counted toward a program, and how it ended (finished, quit, interrupt,
            terminated, hangup, recovered).
            """
        case .stats: """
            A calendar of your practice days (weeks as columns, each day shaded by the
            minutes practised, rest days a freeze covered marked, today marked), minutes a
            week as a line of bars, then your practice in figures.
            The streak (a practice day is a day with a session of
            a minute or more; rest days are missed days covered by a freeze), practice days
            in all and this week, sessions and time per program and in free practice; and
            from \(StatsReport.attemptsForFigures) lesson attempts on (or with --all), how far they get, lessons where
            practice stalls, and how many attempts each threshold from 60% to 100% would
            have counted.
            """
        case .sync: """
            Sync is off until you ask for it, and happens only when you run this command:
            there is no background sync and no network. Name a folder that your own tool
            already carries between devices (Syncthing, Dropbox, iCloud Drive, a USB stick):
            breathe keeps its copy there as breathe-progress.json, merges it with this
            device's progress, and writes the result to both places. Nothing is ever lost:
            every session of every device is kept. Settings follow the latest change, key by
            key (the sync folder itself stays per device).
            """
        case .export: """
            Writes every session to stdout or FILE. JSON is the progress store's own format
            (breathe import reads it back); CSV has a header and one row a session.
            """
        case .importFile: """
            Merges an exported JSON file (or another device's progress.json) into your
            progress. Sessions already here are not added twice, so importing the same file
            again changes nothing; a record that breaks a rule is set aside, never merged.
            """
        case .config: """
            Without arguments: every setting, its value (and its default where the value
            differs) and what it does.
            With KEY: its value. With KEY VALUE: changes it, checked as breathe checks the
            file (~/.config/breathe/config.json); a bad value changes nothing.
            Values: numbers, true or false, or none (for syncFolder).
            --json gives every setting (or KEY) to scripts: its key, value and default as
            config.json holds them, its type, range or choices, and whether it syncs.
            """
        case .status: """
            One short line for a shell prompt or a tmux status bar, for example
            "lesson 3/10 · 12-day streak"; nothing when there is nothing to say yet. It only
            reads, never waits for a lock, and is quick enough for every prompt.
            """
        case .patterns: """
            The built-in patterns with their timings and breaths per minute, and a one-line
            caution for long holds or fast breathing; then pace, your own rate (--json
            gives its timings at the setting pace).
            """
        case .completions: """
            Prints the completion script for SHELL, made from the same table as this help.
            make install puts them in place; this is for installing them by hand.
            """
        case .help: "The help of COMMAND (the same as breathe COMMAND --help), or this overview."
        case .version: "Prints the version of breathe."
        }
    }

    static func chineseAbout(_ command: CommandID) -> String {
        switch command {
        case .home: "每天的入口：当前课程的主页，显示今天的课。"
        case .start: """
            把 PROGRAM 设为当前课程（每个课程各自保存进度），并开始今天的课。不给 \
            PROGRAM 时，用当前课程；还没有当前课程时，用第一个课程。
            课程每天开放一节新课：今天的课完成后，再运行 start 会重练这一课，\
            练习照样保存，但不会推进你的进度。
            加 --lesson：改练指定的课（breathe progress PROGRAM 会列出各课的 id）；重练会保存，\
            但不会改变你在课程中的位置。
            加 --plain（没有终端时自动启用）：每个阶段显示一行，\
            提问也在一行里进行（没有终端可以回答时，采用默认选择并说明）。
            """
        case .practice: """
            一次自由练习，不属于任何课程，保存在历史中。吸气时圆圈变大，\
            屏息时保持不变，呼气时缩小。

            PATTERN 是内置呼吸法的名字，或用短横线连接的各阶段秒数：
              4-7-8      吸气 4秒，屏息 7秒，呼气 8秒
              box        吸气 4秒，屏息 4秒，呼气 4秒，屏息 4秒
              coherent   吸气 5.5秒，呼气 5.5秒
              relax      吸气 4秒，呼气 6秒
              sigh       循环叹息：吸气 2.5秒，再补吸 1秒，呼气 5.5秒
              pace       按你自己的呼吸频率，吸气与呼气之比为 4:6（即设置 pace，\
            选定之前为每分钟 6 次）
              4-6        吸气-呼气；4-7-8 为吸气-屏息-呼气；4-4-4-4 为吸气-屏息-呼气-屏息
            秒数可以带小数（5.5-5.5）；每个阶段 0.5 到 60秒。
            """
        case .now: """
            现在就练一分钟慢呼吸：呼吸法 pace，按你自己的频率（即设置 pace，\
            breathe pace 会帮你找到它）：每分钟 6 次时吸气 4、呼气 6，其他频率按同样的比例。用 --minutes M 可以练得更久。\
            这次练习会作为自由练习保存在历史中，不属于任何课程。
            """
        case .pace: """
            依次以每分钟 6.5、6、5.5、5 和 4.5 次的呼吸频率各练约 2分钟，\
            呼气比吸气长（4:6）。每段之后回答两个问题：感觉有多轻松（1 到 \
            5）？有没有气不够用或头晕（y/n）？回答 y 会立即结束后面更慢的几段；\
            两段之间按 q 可以停止。练过的部分总会保存。
            最后是你的回答汇总和一个建议：你觉得轻松且没有不适的最慢频率，\
            没有的话就是每分钟 6 次。建议会保存为设置 pace，呼吸法 pace \
            就按它呼吸（breathe practice pace）。
            没有传感器时，这只是按舒适程度做的选择：\
            把个人频率与相近频率相比较的研究发现差别很小或没有差别，\
            而且合适的频率会变；一个月后再测一次。
            加 --rr FILE：用心脏自己的反应为上一次测试评分，即每次呼吸中心率的起伏，\
            数据来自测试期间心率带记录的逐搏（RR）间期：\
            每行一个以毫秒为单位的间期（Elite HRV、Kubios），\
            或每行一个时间和一个间期（Polar Sensor Logger）。建议心率起伏最大的那个频率。
            """
        case .bolt: """
            BOLT 测试（布泰科的“身体含氧水平测试”）：先用鼻子正常呼吸；\
            在一次正常的呼气之后，捏住鼻子，按空格键或回车；\
            一感到明确的想呼吸的冲动，就再按一次。结果精确到 0.1秒，\
            连同它所在的区间（10秒以下、10–15、15–25、25–40、40秒及以上）\
            和练习者的建议一起保存：这只是参考，不是医学检查。\
            松开后的第一口气应当平静；早上测最便于比较。按 q 离开，不留结果；计时到 \
            3:00 仍无人停止会自动结束，不保存任何内容。
            在一台设备上第一次测试前，会显示一次安全提示：坐着或躺着做，\
            切勿在水中或水边，也切勿在开车时做。
            加 --history：按时间顺序列出历次结果，并画出一行随时间变化的柱形。
            """
        case .programs:
            "列出所有课程，包括内置课程和你自己的课程（~/.config/breathe/programs/*.json），"
                + "以及你在每个课程中的进度。当前课程用 * 标出。"
        case .progress: """
            先显示“第 X 课，共 Y 课”，再列出每一课及其 id：\
            已完成的课打勾并注明日期，当前这一课另有标记。不给 PROGRAM 时：当前课程。
            --json 输出 programID、currentNodeIndex、completedNodeIDs（按完成顺序）、lastPracticeDate、\
            totalSessionCount 和各课。
            """
        case .history:
            // The endings as history shows them in Chinese.
            "所有练习，最新的在前：时间、内容、实际练习/计划时长、是否计入课程，"
                + "以及结束方式（"
                + EndReason.allCases.map { Message.ending($0).chinese }.joined(separator: "、") + "）。"
        case .stats: """
            练习日历（每列一周，每天按练习分钟数深浅着色，休息日和今天另有标记），\
            每周练习分钟数的条形图，然后是各项练习数据。
            其中有：连续练习天数（当天有一次满 1分钟的练习就是练习日；\
            休息日是不中断连续练习的缺练日），累计和本周的练习日，\
            每个课程和自由练习的次数与时长；课程练习满 \(StatsReport.attemptsForFigures) \
            次后（或加上 --all），还有每次练课能练完多少、在哪些课上停滞不前，\
            以及完成门槛从 60% 到 100% 时各会有多少次尝试算作完成。
            """
        case .sync:
            "同步默认关闭，只在你运行这个命令时进行：没有后台同步，也不联网。"
                + "指定一个你自己的同步工具已经在设备之间同步的文件夹（Syncthing、Dropbox、"
                + "iCloud Drive、U 盘）：breathe 在那里保存一份 breathe-progress.json，"
                + "与本设备的进度合并，再把结果写到两处。什么都不会丢："
                + "每台设备的每次练习都会保留。"
                + "设置逐项以最近一次修改为准（同步文件夹本身只属于各自的设备）。"
        case .export:
            "把所有练习写到标准输出或 FILE。JSON 就是进度记录本身的格式（breathe import "
                + "可以读回）；CSV 带一行表头，每次练习一行。"
        case .importFile:
            "把导出的 JSON 文件（或另一台设备的 progress.json）合并进你的进度。"
                + "已有的练习不会重复添加，所以再次导入同一个文件不会有任何变化；"
                + "违反规则的记录会单独存放，绝不合并。"
        case .config: """
            不带参数：列出每项设置及其当前值（与默认值不同时注明默认值）和作用。给出 KEY：显示它的值。\
            给出 KEY VALUE：修改它，检查方式与 breathe \
            检查配置文件（~/.config/breathe/config.json）时相同；值不合规则时什么都不改。
            值可以是数字、true 或 false，或 none（用于 syncFolder）。
            --json 把每项设置（或 KEY 这一项）交给脚本：键、当前值和默认值（与 config.json \
            里的写法相同）、类型、范围或可选值，以及是否同步。
            """
        case .status:
            "为 shell 提示符或 tmux 状态栏输出简短的一行进度；"
                + "还没有什么可说时什么也不输出。它只读取，从不等锁，"
                + "快到每次显示提示符都可以运行。"
        case .patterns:
            "内置呼吸法，以及各自的阶段时长和每分钟呼吸次数；"
                + "屏息较长或呼吸较快的呼吸法附一行注意事项。最后是 pace，"
                + "你自己的呼吸频率（--json 按设置 pace 给出它的阶段时长）。"
        case .completions:
            "输出 SHELL 的补全脚本，与本帮助出自同一张命令表。make install "
                + "会把补全脚本装好；这个命令用于手动安装。"
        case .help: "COMMAND 的帮助（与 breathe COMMAND --help 相同），或本概览。"
        case .version: "输出 breathe 的版本号。"
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: AboutPhrase) -> String { say(phrase) }
}
