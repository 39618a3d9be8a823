# bash completion for breathe, made by `breathe completions bash` from its command table
_breathe() {
    local cur prev words
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "start practice practise pace programs progress history stats sync export import config status patterns completions help version --plain --sound --bell --sound-here --no-color --help --version" -- "$cur"))
        return
    fi
    case "${COMP_WORDS[1]} $prev" in
        "start --lesson") COMPREPLY=(); return ;;
        "start --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "practice --minutes"|"practise --minutes") COMPREPLY=(); return ;;
        "practice --cycles"|"practise --cycles") COMPREPLY=(); return ;;
        "practice --sound"|"practise --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "pace --minutes-per-rate") COMPREPLY=(); return ;;
        "pace --rr") COMPREPLY=($(compgen -f -- "$cur")); return ;;
        "pace --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "sync --folder") COMPREPLY=($(compgen -d -- "$cur")); return ;;
        "export --format") COMPREPLY=($(compgen -W "json csv" -- "$cur")); return ;;
        "export --output") COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac
    case "${COMP_WORDS[1]}" in
        start) words="$(breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p') --lesson --plain --sound --bell --sound-here --no-color --help"; COMPREPLY=($(compgen -W "$words" -- "$cur")) ;;
        practice|practise) COMPREPLY=($(compgen -W "4-7-8 box coherent relax sigh pace --minutes --cycles --plain --sound --bell --sound-here --no-color --help" -- "$cur")) ;;
        pace) COMPREPLY=($(compgen -W "--minutes-per-rate --history --rr --json --plain --sound --bell --sound-here --no-color --help" -- "$cur")) ;;
        programs) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        progress) words="$(breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p') --json --help"; COMPREPLY=($(compgen -W "$words" -- "$cur")) ;;
        history) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        stats) COMPREPLY=($(compgen -W "--calendar --json --no-color --help" -- "$cur")) ;;
        sync) COMPREPLY=($(compgen -W "--folder --off --help" -- "$cur")) ;;
        export) COMPREPLY=($(compgen -W "--format --output --help" -- "$cur")) ;;
        import) COMPREPLY=($(compgen -f -W "--help" -- "$cur")) ;;
        config) COMPREPLY=($(compgen -W "threshold dayRolloverHour freezes freezeEvery freezeMax showStreak moodCheck color sound volume soundOverSSH pace reducedMotion syncFolder --help" -- "$cur")) ;;
        status) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        patterns) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        completions) COMPREPLY=($(compgen -W "bash zsh fish --help" -- "$cur")) ;;
        help) COMPREPLY=($(compgen -W "start practice practise pace programs progress history stats sync export import config status patterns completions help version --help" -- "$cur")) ;;
        version) COMPREPLY=($(compgen -W "--help" -- "$cur")) ;;
    esac
}
complete -F _breathe breathe
