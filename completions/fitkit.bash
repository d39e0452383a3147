#!/bin/bash

__fitkit_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__fitkit_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__fitkit_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__fitkit_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_fitkit() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __fitkit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    inspect|dump|export|analyze|plot|curve|heatmap|fitness|ftp|totals|report|repair|crop|split|merge|convert|course|workout|rows|segment|import|list|show|edit|rm|dedupe|archive|reparse|gc|du|login|logout|sync|sync-and-export|upload|help)
        # Offer subcommand argument completions
        "_fitkit_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'inspect dump export analyze plot curve heatmap fitness ftp totals report repair crop split merge convert course workout rows segment import list show edit rm dedupe archive reparse gc du login logout sync sync-and-export upload help' -- "${cur}"))
        ;;
    esac
}

_fitkit_inspect() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--ftp --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--ftp')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|xz|zst)'
        return
        ;;
    esac
}

_fitkit_dump() {
    repeating_flags=()
    non_repeating_flags=(--raw --version -h --help)
    repeating_options=()
    non_repeating_options=(--validation --max-size --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|xz|zst)'
        return
        ;;
    esac
}

_fitkit_export() {
    repeating_flags=()
    non_repeating_flags=(--csv --gpx --geojson --tcx --laps --sessions --raw --waypoints --points --overwrite --clean --fail-on-exists --no-privacy --version -h --help)
    repeating_options=(--sport --privacy-zone)
    non_repeating_options=(--output -o --since --until --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -f
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_analyze() {
    repeating_flags=()
    non_repeating_flags=(--json --csv --labels --intervals --version -h --help)
    repeating_options=(--sport)
    non_repeating_options=(--ftp --cp --w-prime --lthr --max-hr --weight --ascent-threshold --config --alpha1-window --alpha1-step --since --until --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--ftp')
        return
        ;;
    '--cp')
        return
        ;;
    '--w-prime')
        return
        ;;
    '--lthr')
        return
        ;;
    '--max-hr')
        return
        ;;
    '--weight')
        return
        ;;
    '--ascent-threshold')
        return
        ;;
    '--config')
        __fitkit_add_completions -o plusdirs -fX '!*.@(conf)'
        return
        ;;
    '--alpha1-window')
        return
        ;;
    '--alpha1-step')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_plot() {
    repeating_flags=()
    non_repeating_flags=(--no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --x --validation --max-size --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(svg|png)'
        return
        ;;
    '--x')
        __fitkit_add_completions -W 'time'$'\n''distance'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_curve() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=(--sport)
    non_repeating_options=(--output -o --since --until --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(svg|png)'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_heatmap() {
    repeating_flags=()
    non_repeating_flags=(--no-privacy --version -h --help)
    repeating_options=(--sport --privacy-zone)
    non_repeating_options=(--output -o --bbox --width --contrast --since --until --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(png)'
        return
        ;;
    '--bbox')
        return
        ;;
    '--width')
        return
        ;;
    '--contrast')
        __fitkit_add_completions -W 'equalize'$'\n''log'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--jobs')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_fitness() {
    repeating_flags=()
    non_repeating_flags=(--json --csv --version -h --help)
    repeating_options=(--sport)
    non_repeating_options=(--output -o --ftp --cp --w-prime --lthr --max-hr --weight --ascent-threshold --config --since --until --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(svg|png)'
        return
        ;;
    '--ftp')
        return
        ;;
    '--cp')
        return
        ;;
    '--w-prime')
        return
        ;;
    '--lthr')
        return
        ;;
    '--max-hr')
        return
        ;;
    '--weight')
        return
        ;;
    '--ascent-threshold')
        return
        ;;
    '--config')
        __fitkit_add_completions -o plusdirs -fX '!*.@(conf)'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_ftp() {
    repeating_flags=()
    non_repeating_flags=(--json --history --version -h --help)
    repeating_options=(--sport)
    non_repeating_options=(--since --until --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_totals() {
    repeating_flags=()
    non_repeating_flags=(--json --csv --version -h --help)
    repeating_options=(--sport)
    non_repeating_options=(--by --output -o --chart --ftp --cp --w-prime --lthr --max-hr --weight --ascent-threshold --config --since --until --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--by')
        __fitkit_add_completions -W 'week'$'\n''month'$'\n''year'
        return
        ;;
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(svg|png)'
        return
        ;;
    '--chart')
        __fitkit_add_completions -W 'distance'$'\n''time'$'\n''ascent'$'\n''work'$'\n''stress'$'\n''rides'
        return
        ;;
    '--ftp')
        return
        ;;
    '--cp')
        return
        ;;
    '--w-prime')
        return
        ;;
    '--lthr')
        return
        ;;
    '--max-hr')
        return
        ;;
    '--weight')
        return
        ;;
    '--ascent-threshold')
        return
        ;;
    '--config')
        __fitkit_add_completions -o plusdirs -fX '!*.@(conf)'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_report() {
    repeating_flags=()
    non_repeating_flags=(--site --overwrite --no-privacy --version -h --help)
    repeating_options=(--sport --privacy-zone)
    non_repeating_options=(--output -o --tiles --tiles-attribution --ftp --cp --w-prime --lthr --max-hr --weight --ascent-threshold --config --since --until --jobs --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    '--tiles')
        return
        ;;
    '--tiles-attribution')
        return
        ;;
    '--ftp')
        return
        ;;
    '--cp')
        return
        ;;
    '--w-prime')
        return
        ;;
    '--lthr')
        return
        ;;
    '--max-hr')
        return
        ;;
    '--weight')
        return
        ;;
    '--ascent-threshold')
        return
        ;;
    '--config')
        __fitkit_add_completions -o plusdirs -fX '!*.@(conf)'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_repair() {
    repeating_flags=()
    non_repeating_flags=(--json --overwrite --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -f
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    esac
}

_fitkit_crop() {
    repeating_flags=()
    non_repeating_flags=(--overwrite --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--from --to --output -o --validation --max-size --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    esac
}

_fitkit_split() {
    repeating_flags=()
    non_repeating_flags=(--overwrite --no-privacy --version -h --help)
    repeating_options=(--at --privacy-zone)
    non_repeating_options=(--output -o --validation --max-size --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--at')
        return
        ;;
    '--output'|'-o')
        __fitkit_add_completions -d
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    esac
}

_fitkit_merge() {
    repeating_flags=()
    non_repeating_flags=(--overwrite --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    esac
}

_fitkit_convert() {
    repeating_flags=()
    non_repeating_flags=(--overwrite --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --validation --max-size)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(gpx|tcx)'
        return
        ;;
    esac
}

_fitkit_course() {
    repeating_flags=()
    non_repeating_flags=(--reverse --overwrite --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --name --speed --validation --max-size)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit)'
        return
        ;;
    '--name')
        return
        ;;
    '--speed')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(gpx|tcx|fit)'
        return
        ;;
    esac
}

_fitkit_workout() {
    repeating_flags=()
    non_repeating_flags=(--json --overwrite --version -h --help)
    repeating_options=()
    non_repeating_options=(--output -o --name --ftp --power --speed --open-step --validation --max-size)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -o plusdirs -fX '!*.@(zwo|erg|mrc|fit)'
        return
        ;;
    '--name')
        return
        ;;
    '--ftp')
        return
        ;;
    '--power')
        __fitkit_add_completions -W 'percent'$'\n''watts'
        return
        ;;
    '--speed')
        return
        ;;
    '--open-step')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -o plusdirs -fX '!*.@(zwo|erg|mrc|fit)'
        return
        ;;
    esac
}

_fitkit_rows() {
    repeating_flags=()
    non_repeating_flags=(--schema --no-privacy --version -h --help)
    repeating_options=(--table --privacy-zone)
    non_repeating_options=(--files-from --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--files-from')
        __fitkit_add_completions -f
        return
        ;;
    '--table')
        __fitkit_add_completions -W 'activities'$'\n''laps'$'\n''records'
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    '--privacy-zone')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_segment() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|list|show|rm|match)
        # Offer subcommand argument completions
        "_fitkit_segment_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add list show rm match' -- "${cur}"))
        ;;
    esac
}

_fitkit_segment_add() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--from --start --end --gpx --climbs --jobs --validation --max-size --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--from')
        return
        ;;
    '--start')
        return
        ;;
    '--end')
        return
        ;;
    '--gpx')
        __fitkit_add_completions -o plusdirs -fX '!*.@(gpx)'
        return
        ;;
    '--climbs')
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_segment_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_segment_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_segment_rm() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_segment_match() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--jobs --validation --max-size --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_import() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library --jobs --validation --max-size)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|zip|tar|xz|zst)'
        return
        ;;
    esac
}

_fitkit_list() {
    repeating_flags=()
    non_repeating_flags=(--undecoded --json --version -h --help)
    repeating_options=(--sport --source)
    non_repeating_options=(--since --until --sort --limit --type --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--source')
        return
        ;;
    '--sort')
        return
        ;;
    '--limit')
        return
        ;;
    '--type')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_edit() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--title --notes --tags --library)
    __fitkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--title')
        return
        ;;
    '--notes')
        return
        ;;
    '--tags')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_rm() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_dedupe() {
    repeating_flags=()
    non_repeating_flags=(--force --dry-run --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--merge --keep --unmerge --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--merge')
        return
        ;;
    '--keep')
        return
        ;;
    '--unmerge')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_archive() {
    repeating_flags=()
    non_repeating_flags=(--restore --dry-run --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--older-than --before --format --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--older-than')
        return
        ;;
    '--before')
        return
        ;;
    '--format')
        __fitkit_add_completions -W 'tar.zst'$'\n''tar.xz'$'\n''zip'
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_reparse() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--library --jobs --validation --max-size)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    '--jobs')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    esac
}

_fitkit_gc() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --purge --forget-missing --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_du() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_login() {
    repeating_flags=()
    non_repeating_flags=(--verbose --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -W 'igpsport'$'\n''strava'$'\n''intervals'
        return
        ;;
    *)
        __fitkit_add_completions -W "$(__fitkit_custom_complete ---completion login -- positional@1 "${COMP_CWORD}" "$(__fitkit_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_fitkit_logout() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __fitkit_add_completions -W 'igpsport'$'\n''strava'$'\n''intervals'
        return
        ;;
    esac
}

_fitkit_sync() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --retry-failed --verbose --no-wait --status --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--source --since --until --limit --max-size --pace --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--source')
        __fitkit_add_completions -W 'igpsport'$'\n''strava'$'\n''intervals'$'\n''all'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--limit')
        return
        ;;
    '--max-size')
        return
        ;;
    '--pace')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_sync-and-export() {
    repeating_flags=()
    non_repeating_flags=(--csv --gpx --geojson --tcx --laps --sessions --raw --waypoints --points --overwrite --dry-run --retry-failed --verbose --no-wait --json --no-privacy --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--output -o --source --since --until --limit --max-size --pace --library)
    __fitkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        __fitkit_add_completions -d
        return
        ;;
    '--source')
        __fitkit_add_completions -W 'igpsport'$'\n''strava'$'\n''intervals'$'\n''all'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--limit')
        return
        ;;
    '--max-size')
        return
        ;;
    '--pace')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac
}

_fitkit_upload() {
    repeating_flags=()
    non_repeating_flags=(--missing --trainer --commute --dry-run --json --no-privacy --version -h --help)
    repeating_options=(--privacy-zone --sport)
    non_repeating_options=(--to --source --name --description --since --until --validation --max-size --library)
    __fitkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--to')
        __fitkit_add_completions -W 'strava'$'\n''intervals'
        return
        ;;
    '--source')
        return
        ;;
    '--name')
        return
        ;;
    '--description')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--sport')
        return
        ;;
    '--validation')
        __fitkit_add_completions -W 'strict'$'\n''lenient'$'\n''off'
        return
        ;;
    '--max-size')
        return
        ;;
    '--library')
        __fitkit_add_completions -d
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __fitkit_add_completions -o plusdirs -fX '!*.@(fit|gz|gpx|tcx)'
        return
        ;;
    esac
}

_fitkit_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options -1
    COMPREPLY+=($(compgen -W 'inspect dump export analyze plot curve heatmap fitness ftp totals report repair crop split merge convert course workout rows segment import list show edit rm dedupe archive reparse gc du login logout sync sync-and-export upload' -- "${cur}"))
}

complete -o filenames -F _fitkit fitkit
