# bash completion for breathe
_breathe() {
    local cur prev commands patterns
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    commands="start practice programs progress history stats sync export import config status patterns help"
    patterns="4-7-8 box coherent relax sigh"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version --plain --bell --no-color" -- "$cur"))
        return
    fi
    case "$prev" in
        --format) COMPREPLY=($(compgen -W "json csv" -- "$cur")); return ;;
        --output|--folder) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --minutes|--cycles|--lesson) return ;;
    esac
    case "${COMP_WORDS[1]}" in
        practice) COMPREPLY=($(compgen -W "$patterns --minutes --cycles --plain --bell --no-color --help" -- "$cur")) ;;
        start|progress)
            local programs
            programs=$(breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p')
            COMPREPLY=($(compgen -W "$programs --lesson --plain --bell --no-color --json --help" -- "$cur")) ;;
        programs|history|stats|status|patterns) COMPREPLY=($(compgen -W "--json --help" -- "$cur")) ;;
        sync) COMPREPLY=($(compgen -W "--folder --off --help" -- "$cur")) ;;
        export) COMPREPLY=($(compgen -W "--format --output --help" -- "$cur")) ;;
        import) COMPREPLY=($(compgen -f -- "$cur")) ;;
        config) COMPREPLY=($(compgen -W "threshold dayRolloverHour freezes freezeEvery freezeMax showStreak moodCheck color bell reducedMotion syncFolder" -- "$cur")) ;;
        help) COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;
    esac
}
complete -F _breathe breathe
