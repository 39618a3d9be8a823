# fish completion for breathe, made by `breathe completions fish` from its command table
set -l commands start practice practise now pace bolt programs progress history stats sync export import config status patterns completions help version
complete -c breathe -f
# The words given so far after the command, leaving out options and their values.
function __breathe_arguments
    set -l skip 0
    for token in (commandline -opc)[3..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case '--*=*'
            case --lesson --sound --to --minutes --cycles --rounds --breaths --minutes-per-rate --rr --folder --format --output --lang
                set skip 1
            case '-?*'
            case '*'
                echo $token
        end
    end
end
function __breathe_argument_count
    test (count (__breathe_arguments)) -eq $argv[1]
end
function __breathe_setting_values
    switch (__breathe_arguments)[1]
        case freezes
            printf '%s\n' true false
        case showStreak
            printf '%s\n' true false
        case moodCheck
            printf '%s\n' true false
        case color
            printf '%s\n' true false
        case sound
            printf '%s\n' off tone voice bell
        case soundOverSSH
            printf '%s\n' true false
        case reducedMotion
            printf '%s\n' true false
        case syncFolder
            printf '%s\n' none
        case language
            printf '%s\n' auto en zh-Hans
    end
end
function __breathe_lessons
    set -l program (__breathe_arguments)[1]
    breathe progress $program --json 2>/dev/null | string match -r -g '"id" : "(.*)"'
end
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a start -d 'make a program active and start today\'s lesson'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a practice -d 'a free session of any pattern, outside programs'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a practise -d 'a free session of any pattern, outside programs'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a now -d 'breathe now, for a minute, at your own pace'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a pace -d 'find a slow-breathing rate that suits you'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a bolt -d 'the BOLT breath-hold test and its results'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a programs -d 'every program, the active one marked'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a progress -d 'the lessons done, with dates, and the next one'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a history -d 'every session, newest first'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a stats -d 'your streak and your own figures'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a sync -d 'merge with a folder your own sync tool carries'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a export -d 'every session, as JSON or CSV'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a import -d 'merge an exported JSON file'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a config -d 'every setting, or read or change one'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a status -d 'one line for a prompt: lesson 3/10 · 12-day streak'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a patterns -d 'the built-in patterns'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a completions -d 'the completion script for bash, zsh or fish'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a help -d 'this help, or a command\'s'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a version -d 'the version (also --version)'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l plain -d 'no full screen: one line as each phase starts ("in 4",…'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l sound -d 'mark each phase for closed eyes: off, tone, voice or…'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l bell -d 'the same as --sound bell'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l sound-here -d 'over SSH, play tones or the voice on the machine…'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l help -d 'this help'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l lang -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l version -d 'the version'
complete -c breathe -n "__fish_seen_subcommand_from start; and __breathe_argument_count 0" -a "(breathe programs --json 2>/dev/null | string match -r -g '\"id\" : \"(.*)\"')"
complete -c breathe -n "__fish_seen_subcommand_from start" -l lesson -x -a "(__breathe_lessons)" -d 'that lesson instead, for example to repeat one you…'
complete -c breathe -n "__fish_seen_subcommand_from start" -l plain -d 'no full screen: one line as each phase starts ("in 4",…'
complete -c breathe -n "__fish_seen_subcommand_from start" -l sound -x -a "off tone voice bell" -d 'mark each phase for closed eyes: off, tone, voice or…'
complete -c breathe -n "__fish_seen_subcommand_from start" -l bell -d 'the same as --sound bell'
complete -c breathe -n "__fish_seen_subcommand_from start" -l sound-here -d 'over SSH, play tones or the voice on the machine…'
complete -c breathe -n "__fish_seen_subcommand_from start" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from start" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from start" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise; and __breathe_argument_count 0" -a "4-7-8 box coherent relax sigh pace rounds"
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l to -x -a "4-7-8 box coherent relax sigh pace" -d 'a ramp: from PATTERN at the first cycle to PATTERN2 at…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l minutes -x -d 'about M minutes (0.5 to 120), rounded to whole cycles'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l cycles -x -d 'exactly N cycles (1 to 1000)'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l rounds -x -d 'with rounds: N rounds (1 to 10, default 3)'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l breaths -x -d 'with rounds: B quick breaths a round (10 to 60,…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l plain -d 'no full screen: one line as each phase starts ("in 4",…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l sound -x -a "off tone voice bell" -d 'mark each phase for closed eyes: off, tone, voice or…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l bell -d 'the same as --sound bell'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l sound-here -d 'over SSH, play tones or the voice on the machine…'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from practice practise" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from now" -l minutes -x -d 'about M minutes (0.5 to 120), rounded to whole cycles'
complete -c breathe -n "__fish_seen_subcommand_from now" -l plain -d 'no full screen: one line as each phase starts ("in 4",…'
complete -c breathe -n "__fish_seen_subcommand_from now" -l sound -x -a "off tone voice bell" -d 'mark each phase for closed eyes: off, tone, voice or…'
complete -c breathe -n "__fish_seen_subcommand_from now" -l bell -d 'the same as --sound bell'
complete -c breathe -n "__fish_seen_subcommand_from now" -l sound-here -d 'over SSH, play tones or the voice on the machine…'
complete -c breathe -n "__fish_seen_subcommand_from now" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from now" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from now" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l minutes-per-rate -x -d 'minutes at each rate (1 to 5, default 2)'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l history -d 'your earlier runs and what each suggested'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l rr -r -F -d 'score your last run by a heart-rate strap\'s RR…'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l plain -d 'no full screen: one line as each phase starts ("in 4",…'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l sound -x -a "off tone voice bell" -d 'mark each phase for closed eyes: off, tone, voice or…'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l bell -d 'the same as --sound bell'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l sound-here -d 'over SSH, play tones or the voice on the machine…'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from pace" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l history -d 'your results over time, instead of a test'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l plain -d 'no full screen: the test as lines, Enter on a line…'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from bolt" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from programs" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from programs" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from programs" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from progress; and __breathe_argument_count 0" -a "(breathe programs --json 2>/dev/null | string match -r -g '\"id\" : \"(.*)\"')"
complete -c breathe -n "__fish_seen_subcommand_from progress" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from progress" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from progress" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from history" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from history" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from history" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l calendar -d 'only the calendar and minutes a week'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l all -d 'every figure, even before 5 lesson attempts'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l no-color -d 'no colour, as with NO_COLOR'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from stats" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from sync" -l folder -r -a "(__fish_complete_directories)" -d 'remember DIR (saved in config.json) and sync now'
complete -c breathe -n "__fish_seen_subcommand_from sync" -l off -d 'forget the folder'
complete -c breathe -n "__fish_seen_subcommand_from sync" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from sync" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from export" -l format -x -a "json csv" -d 'JSON (the default) or CSV'
complete -c breathe -n "__fish_seen_subcommand_from export" -l output -r -F -d 'write to FILE (a regular file) instead of stdout'
complete -c breathe -n "__fish_seen_subcommand_from export" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from export" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from import; and __breathe_argument_count 0" -F
complete -c breathe -n "__fish_seen_subcommand_from import" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from import" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from config; and __breathe_argument_count 0" -a "threshold dayRolloverHour freezes freezeEvery freezeMax showStreak moodCheck color sound volume soundOverSSH pace reducedMotion leadIn syncFolder language"
complete -c breathe -n "__fish_seen_subcommand_from config; and __breathe_argument_count 1" -a "(__breathe_setting_values)"
complete -c breathe -n "__fish_seen_subcommand_from config" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from config" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from config" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from status" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from status" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from status" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from patterns" -l json -d 'the same as JSON, for scripts'
complete -c breathe -n "__fish_seen_subcommand_from patterns" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from patterns" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from completions; and __breathe_argument_count 0" -a "bash zsh fish"
complete -c breathe -n "__fish_seen_subcommand_from completions" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from completions" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from help; and __breathe_argument_count 0" -a "$commands"
complete -c breathe -n "__fish_seen_subcommand_from help" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from help" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
complete -c breathe -n "__fish_seen_subcommand_from version" -l help -d 'this help'
complete -c breathe -n "__fish_seen_subcommand_from version" -l lang -x -a "en zh-Hans" -d 'the language to speak: en or zh-Hans (the setting…'
