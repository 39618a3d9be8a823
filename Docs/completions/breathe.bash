# bash completion for breathe, made by `breathe completions bash` from its command table
# The words given so far after the command, leaving out options and their values.
_breathe_arguments() {
    local i word
    for ((i = 2; i < COMP_CWORD; i++)); do
        word="${COMP_WORDS[i]}"
        case "$word" in
            --*=*) ;;
            --lesson|--sound|--to|--minutes|--cycles|--rounds|--breaths|--minutes-per-rate|--rr|--folder|--format|--output|--lang) i=$((i + 1)) ;;
            -?*) ;;
            *) printf '%s\n' "$word" ;;
        esac
    done
}
_breathe_setting_values() {
    case "$1" in
        freezes) printf '%s\n' true false ;;
        showStreak) printf '%s\n' true false ;;
        moodCheck) printf '%s\n' true false ;;
        color) printf '%s\n' true false ;;
        sound) printf '%s\n' off tone voice bell ;;
        soundOverSSH) printf '%s\n' true false ;;
        reducedMotion) printf '%s\n' true false ;;
        syncFolder) printf '%s\n' none ;;
        language) printf '%s\n' auto en zh-Hans ;;
    esac
}
_breathe() {
    local cur prev first given
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "start practice practise now pace bolt programs progress history stats sync export import config status patterns completions help version --plain --sound --bell --sound-here --no-color --help --lang --version" -- "$cur"))
        return
    fi
    given=($(_breathe_arguments))
    first="${given[0]}"
    case "${COMP_WORDS[1]} $prev" in
        *" --lang") COMPREPLY=($(compgen -W "en zh-Hans" -- "$cur")); return ;;
        "start --lesson") COMPREPLY=($(compgen -W "$(breathe progress $first --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p')" -- "$cur")); return ;;
        "start --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "practice --to"|"practise --to") COMPREPLY=($(compgen -W "4-7-8 box coherent relax sigh pace" -- "$cur")); return ;;
        "practice --minutes"|"practise --minutes") COMPREPLY=(); return ;;
        "practice --cycles"|"practise --cycles") COMPREPLY=(); return ;;
        "practice --rounds"|"practise --rounds") COMPREPLY=(); return ;;
        "practice --breaths"|"practise --breaths") COMPREPLY=(); return ;;
        "practice --sound"|"practise --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "now --minutes") COMPREPLY=(); return ;;
        "now --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "pace --minutes-per-rate") COMPREPLY=(); return ;;
        "pace --rr") COMPREPLY=($(compgen -f -- "$cur")); return ;;
        "pace --sound") COMPREPLY=($(compgen -W "off tone voice bell" -- "$cur")); return ;;
        "sync --folder") COMPREPLY=($(compgen -d -- "$cur")); return ;;
        "export --format") COMPREPLY=($(compgen -W "json csv" -- "$cur")); return ;;
        "export --output") COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac
    case "${COMP_WORDS[1]}" in
        start) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "$(breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p') --lesson --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--lesson --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")); fi ;;
        practice|practise) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "4-7-8 box coherent relax sigh pace rounds --to --minutes --cycles --rounds --breaths --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--to --minutes --cycles --rounds --breaths --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")); fi ;;
        now) COMPREPLY=($(compgen -W "--minutes --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")) ;;
        pace) COMPREPLY=($(compgen -W "--minutes-per-rate --history --rr --json --plain --sound --bell --sound-here --no-color --help --lang" -- "$cur")) ;;
        bolt) COMPREPLY=($(compgen -W "--history --json --plain --no-color --help --lang" -- "$cur")) ;;
        programs) COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")) ;;
        progress) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "$(breathe programs --json 2>/dev/null | sed -n 's/.*"id" : "\(.*\)".*/\1/p') --json --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")); fi ;;
        history) COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")) ;;
        stats) COMPREPLY=($(compgen -W "--calendar --all --json --no-color --help --lang" -- "$cur")) ;;
        sync) COMPREPLY=($(compgen -W "--folder --off --help --lang" -- "$cur")) ;;
        export) COMPREPLY=($(compgen -W "--format --output --help --lang" -- "$cur")) ;;
        import) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -f -W "--help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--help --lang" -- "$cur")); fi ;;
        config) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "threshold dayRolloverHour freezes freezeEvery freezeMax showStreak moodCheck color sound volume soundOverSSH pace reducedMotion leadIn syncFolder language --json --help --lang" -- "$cur")); elif [ ${#given[@]} -eq 1 ]; then COMPREPLY=($(compgen -W "$(_breathe_setting_values "$first") --json --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")); fi ;;
        status) COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")) ;;
        patterns) COMPREPLY=($(compgen -W "--json --help --lang" -- "$cur")) ;;
        completions) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "bash zsh fish --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--help --lang" -- "$cur")); fi ;;
        help) if [ ${#given[@]} -eq 0 ]; then COMPREPLY=($(compgen -W "start practice practise now pace bolt programs progress history stats sync export import config status patterns completions help version --help --lang" -- "$cur")); else COMPREPLY=($(compgen -W "--help --lang" -- "$cur")); fi ;;
        version) COMPREPLY=($(compgen -W "--help --lang" -- "$cur")) ;;
    esac
}
complete -F _breathe breathe
