# fish completion for breathe
set -l commands start practice programs progress history stats sync export import config status patterns help
complete -c breathe -f
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -a "$commands"
complete -c breathe -n "not __fish_seen_subcommand_from $commands" -l help -l version -l plain -l bell -l no-color
complete -c breathe -n "__fish_seen_subcommand_from practice" -a "4-7-8 box coherent relax sigh"
complete -c breathe -n "__fish_seen_subcommand_from practice" -l minutes -x
complete -c breathe -n "__fish_seen_subcommand_from practice" -l cycles -x
complete -c breathe -n "__fish_seen_subcommand_from practice start" -l plain -l bell -l no-color
complete -c breathe -n "__fish_seen_subcommand_from start progress" -a "(breathe programs --json 2>/dev/null | string match -r -g '\"id\" : \"(.*)\"')"
complete -c breathe -n "__fish_seen_subcommand_from start" -l lesson -x
complete -c breathe -n "__fish_seen_subcommand_from programs progress history stats status patterns" -l json
complete -c breathe -n "__fish_seen_subcommand_from sync" -l folder -r -a "(__fish_complete_directories)"
complete -c breathe -n "__fish_seen_subcommand_from sync" -l off
complete -c breathe -n "__fish_seen_subcommand_from export" -l format -x -a "json csv"
complete -c breathe -n "__fish_seen_subcommand_from export" -l output -r
complete -c breathe -n "__fish_seen_subcommand_from import" -F
complete -c breathe -n "__fish_seen_subcommand_from config" -a "threshold dayRolloverHour freezes freezeEvery freezeMax showStreak moodCheck color bell reducedMotion syncFolder"
complete -c breathe -n "__fish_seen_subcommand_from help" -a "$commands"
