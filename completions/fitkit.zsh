#compdef fitkit

__fitkit_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__fitkit_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __fitkit_complete "${completions[@]:0:-1}"
    fi
}

__fitkit_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_fitkit() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'inspect:Show what FIT files hold: device, sport, totals, laps, message counts and problems.'
            'dump:Print every data message as one JSON object per line.'
            'export:Convert FIT files to CSV, GPX, GeoJSON or TCX.'
            'analyze:Compute the metrics cyclists train by: NP, IF, TSS, power curve, zones, climbing, …'
            'plot:Draw a ride: power, heart rate, speed, cadence and elevation, laps marked, and its route.'
            'curve:Draw the power-duration curve of one ride, or the best of many, on a log time axis.'
            'heatmap:Draw every ride on one map-projected canvas, brighter where more rides went.'
            'fitness:Fitness, fatigue and form over days (CTL, ATL, TSB) from every ride'\''s training stress.'
            'ftp:Critical power, W′ and FTP estimated from a window'\''s best efforts.'
            'totals:Rides, distance, moving time, ascent, work and training stress by week, month or year.'
            'report:Make an interactive page of each ride (charts, map, laps, zones, power curve), or a site of the library.'
            'repair:Make damaged FIT files valid activities again.'
            'crop:Keep one stretch of a ride, as a FIT activity of its own.'
            'split:Cut a ride into parts, each a FIT activity of its own.'
            'merge:Join consecutive parts of one ride (a ride saved in two after a battery swap) into one FIT file.'
            'convert:Write a GPX or TCX track as a FIT activity.'
            'course:Write a route (GPX, TCX or a FIT ride) as a FIT course for a bike computer, with turns and climbs.'
            'workout:Show a structured workout (ZWO, ERG, MRC or FIT), or write it as another for a bike computer.'
            'rows:Every file as JSON lines of activities, laps and records, keyed by the SHA-256 of its bytes.'
            'segment:Your own leaderboards: lines of road, every ride of them in the library, ranked by time.'
            'import:Add FIT files to the library: files, folders, .fit.gz, zip/tar archives, a Strava bulk export.'
            'list:List the library'\''s activities, its other FIT files (--type course), or the undecoded ones.'
            'show:Show one activity of the library.'
            'edit:Set an activity'\''s title, notes or tags: yours, never overwritten by imports or merges.'
            'rm:Remove activities and their FIT files, or files kept without an activity.'
            'dedupe:Review possible duplicates (start and duration within 60 s): merge them, keep both, or undo a merge.'
            'archive:Pack old FIT files into monthly compressed archives inside the library, or bring them back.'
            'reparse:Decode every stored FIT file again, after a decoder upgrade; archived files are read in place.'
            'gc:Check every stored file and archive; repair what is safe, report the rest.'
            'du:Storage used by the library.'
            'login:Log in to a service that sync pulls activities from.'
            'logout:Forget what a login to a service kept (its token, key or password).'
            'sync:Pull new activities from iGPSport, Strava and intervals.icu into the library.'
            'sync-and-export:Sync, then export exactly the activities this run added or merged.'
            'upload:Send rides to Strava or intervals.icu, once: files, library ids, or what a service lacks.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        inspect|dump|export|analyze|plot|curve|heatmap|fitness|ftp|totals|report|repair|crop|split|merge|convert|course|workout|rows|segment|import|list|show|edit|rm|dedupe|archive|reparse|gc|du|login|logout|sync|sync-and-export|upload|help)
            "_fitkit_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_fitkit_inspect() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:files:_files -g '\''*.fit *.gz *.xz *.zst'\'''
        '--json[One JSON object per file, in an array.]'
        '--ftp[Functional threshold power, W\: a workout'\''s IF and TSS, and its steps in watts.]:ftp:'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_dump() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':file:_files -g '\''*.fit *.gz *.xz *.zst'\'''
        '--raw[Values before the profile is applied\: raw numbers, no scale/offset, names or expansion.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_export() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '--csv[CSV\: one row per record, a column per stream (or laps, sessions, messages).]'
        '--gpx[GPX 1.1 with Garmin'\''s TrackPointExtension v2.]'
        '--geojson[GeoJSON (RFC 7946) FeatureCollection.]'
        '--tcx[Garmin Training Center XML v2.]'
        '--laps[With --csv\: one row per lap instead of per record.]'
        '--sessions[With --csv\: one row per session.]'
        '--raw[With --csv\: one row per message, as Garmin'\''s FitCSVTool writes them.]'
        '--waypoints[With --gpx\: a waypoint at the start of each lap.]'
        '--points[With --geojson\: a Point feature for every record, with its values.]'
        '(--output -o)'{--output,-o}'[Output file, folder (for several inputs), or - for standard output.]:output:_files'
        '--overwrite[Replace existing outputs (by default they are skipped).]'
        '--clean[Leave out what analysis leaves out\: impossible samples, records of a clock that jumped, GPS glitches (by default an export keeps the file'\''s values as they are).]'
        '--fail-on-exists[Exit 1 when an output exists already (skipping one is success otherwise).]'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_analyze() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--json[One JSON object per activity, in an array.]'
        '--csv[One CSV row per activity, for a season in one table.]'
        '--labels[With --csv\: the header in words with units ("Average power (W)"), for a spreadsheet.]'
        '--intervals[List the hard efforts and sprints found in each ride in the table (--json always has them).]'
        '--ftp[Functional threshold power, W.]:ftp:'
        '--cp[Critical power, W (for W′ balance).]:cp:'
        '--w-prime[W′, J (for W′ balance).]:w-prime:'
        '--lthr[Lactate threshold heart rate, bpm.]:lthr:'
        '--max-hr[Maximum heart rate, bpm.]:max-hr:'
        '--weight[Weight, kg.]:weight:'
        '--ascent-threshold[Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah'\''s; 0 counts every rise).]:ascent-threshold:'
        '--config[Athlete settings file (key = value lines).]:config:_files -g '\''*.conf'\'''
        '--alpha1-window[Seconds of beats in each window of DFA α1 (default 120; alpha1_window in the config).]:alpha1-window:'
        '--alpha1-step[Seconds from one window of DFA α1 to the next (default 5; alpha1_step in the config).]:alpha1-step:'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_plot() {
    local -i ret=1
    local -ar ___x=('time' 'distance')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':file:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '(--output -o)'{--output,-o}'[The picture\: NAME.svg or NAME.png.]:output:_files -g '\''*.svg *.png'\'''
        '--x[The horizontal axis\: time or distance.]:x:{__fitkit_complete "${___x[@]}"}'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_curve() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '(--output -o)'{--output,-o}'[The picture\: NAME.svg or NAME.png.]:output:_files -g '\''*.svg *.png'\'''
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_heatmap() {
    local -i ret=1
    local -ar ___contrast=('equalize' 'log')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '(--output -o)'{--output,-o}'[The picture\: NAME.png.]:output:_files -g '\''*.png'\'''
        '--bbox[Bounds as minLon,minLat,maxLon,maxLat in degrees; by default the area with most rides.]:bbox:'
        '--width[Width in pixels.]:width:'
        '--contrast[Contrast\: equalize (histogram equalisation) or log.]:contrast:{__fitkit_complete "${___contrast[@]}"}'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_fitness() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '--json[As JSON.]'
        '--csv[As CSV.]'
        '(--output -o)'{--output,-o}'[Draw the chart instead\: NAME.svg or NAME.png.]:output:_files -g '\''*.svg *.png'\'''
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--ftp[Functional threshold power, W.]:ftp:'
        '--cp[Critical power, W (for W′ balance).]:cp:'
        '--w-prime[W′, J (for W′ balance).]:w-prime:'
        '--lthr[Lactate threshold heart rate, bpm.]:lthr:'
        '--max-hr[Maximum heart rate, bpm.]:max-hr:'
        '--weight[Weight, kg.]:weight:'
        '--ascent-threshold[Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah'\''s; 0 counts every rise).]:ascent-threshold:'
        '--config[Athlete settings file (key = value lines).]:config:_files -g '\''*.conf'\'''
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_ftp() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--json[The estimate as JSON.]'
        '--history[An estimate for each month of the window.]'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_totals() {
    local -i ret=1
    local -ar ___by=('week' 'month' 'year')
    local -ar ___chart=('distance' 'time' 'ascent' 'work' 'stress' 'rides')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '--by[The period\: week, month or year.]:by:{__fitkit_complete "${___by[@]}"}'
        '--json[As JSON.]'
        '--csv[As CSV.]'
        '(--output -o)'{--output,-o}'[Draw the chart instead\: NAME.svg or NAME.png.]:output:_files -g '\''*.svg *.png'\'''
        '--chart[What the chart'\''s bars show\: distance, time, ascent, work, stress or rides.]:chart:{__fitkit_complete "${___chart[@]}"}'
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--ftp[Functional threshold power, W.]:ftp:'
        '--cp[Critical power, W (for W′ balance).]:cp:'
        '--w-prime[W′, J (for W′ balance).]:w-prime:'
        '--lthr[Lactate threshold heart rate, bpm.]:lthr:'
        '--max-hr[Maximum heart rate, bpm.]:max-hr:'
        '--weight[Weight, kg.]:weight:'
        '--ascent-threshold[Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah'\''s; 0 counts every rise).]:ascent-threshold:'
        '--config[Athlete settings file (key = value lines).]:config:_files -g '\''*.conf'\'''
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_report() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '(--output -o)'{--output,-o}'[The page (one ride\: NAME.html) or the folder (default\: NAME.html here).]:output:_files -g '\''*.html'\'''
        '--site[A site of the library (or of the inputs) in the folder -o names.]'
        '--tiles[A map tile server, as {z}/{x}/{y} URL template\: the page fetches its tiles.]:tiles:'
        '--tiles-attribution[What the tiles'\'' licence asks the map to say.]:tiles-attribution:'
        '--overwrite[Replace an existing file that is not a page fitkit wrote (pages it wrote are replaced anyway).]'
        '--ftp[Functional threshold power, W.]:ftp:'
        '--cp[Critical power, W (for W′ balance).]:cp:'
        '--w-prime[W′, J (for W′ balance).]:w-prime:'
        '--lthr[Lactate threshold heart rate, bpm.]:lthr:'
        '--max-hr[Maximum heart rate, bpm.]:max-hr:'
        '--weight[Weight, kg.]:weight:'
        '--ascent-threshold[Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah'\''s; 0 counts every rise).]:ascent-threshold:'
        '--config[Athlete settings file (key = value lines).]:config:_files -g '\''*.conf'\'''
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_repair() {
    local -i ret=1
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit'\'''
        '(--output -o)'{--output,-o}'[Output file, or folder for several inputs.]:output:_files'
        '--json[What was fixed, as JSON (one object per input, in an array).]'
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_crop() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':input:_files -g '\''*.fit'\'''
        '--from[Where the kept stretch starts (default\: the start).]:time:'
        '--to[Where it ends (default\: the end).]:time:'
        '(--output -o)'{--output,-o}'[The output file (or folder).]:output:_files -g '\''*.fit'\'''
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_split() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':input:_files -g '\''*.fit'\'''
        '*--at[Where to cut (repeatable).]:time:'
        '(--output -o)'{--output,-o}'[The folder the parts go to.]:output:_files -/'
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_merge() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit'\'''
        '(--output -o)'{--output,-o}'[The merged file.]:output:_files -g '\''*.fit'\'''
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_convert() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':input:_files -g '\''*.gpx *.tcx'\'''
        '(--output -o)'{--output,-o}'[The FIT file (or folder).]:output:_files -g '\''*.fit'\'''
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_course() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':input:_files -g '\''*.gpx *.tcx *.fit'\'''
        '(--output -o)'{--output,-o}'[The FIT file (or folder).]:output:_files -g '\''*.fit'\'''
        '--name[The course'\''s name (default\: the route'\''s, else the file'\''s).]:name:'
        '--speed[The virtual partner'\''s speed, km/h (default 25).]:speed:'
        '--reverse[Ride the route the other way.]'
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_workout() {
    local -i ret=1
    local -ar ___power=('percent' 'watts')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':input:_files -g '\''*.zwo *.erg *.mrc *.fit'\'''
        '(--output -o)'{--output,-o}'[The workout to write\: .zwo, .erg, .mrc or .fit.]:output:_files -g '\''*.zwo *.erg *.mrc *.fit'\'''
        '--name[The workout'\''s name (default\: the input'\''s, else the file'\''s).]:name:'
        '--ftp[Functional threshold power, W (default\: the athlete settings file'\''s).]:ftp:'
        '--power[Write power as percent (of FTP) or watts (default\: as the input has it).]:power:{__fitkit_complete "${___power[@]}"}'
        '--speed[For ZWO, ERG and MRC\: the speed distance steps are timed at, km/h (default\: the speed each step'\''s power holds on a flat road, else 30).]:speed:'
        '--open-step[For ZWO, ERG and MRC\: how long a step lasting until the lap button or a heart rate is ridden (default 5m; as crop takes times\: 90s, 5m, 1h).]:open-step:'
        '--json[The workout as JSON (without -o), or the summary of what was written.]'
        '--overwrite[Replace existing outputs (by default an existing output is an error).]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_rows() {
    local -i ret=1
    local -ar ___table=('activities' 'laps' 'records')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--files-from[A file listing inputs, one a line (- for standard input).]:files-from:_files'
        '*--table[Only these tables (repeatable)\: activities, laps, records.]:table:{__fitkit_complete "${___table[@]}"}'
        '--schema[Print every column of each table with its type, as Spark'\''s StructType JSON by table, and exit.]'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_segment() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Add a segment from a stretch of a ride, a GPX track or route, or a ride'\''s climbs; match the library.'
            'list:List the segments.'
            'show:A segment'\''s leaderboard: every effort, fastest first, the PR marked.'
            'rm:Remove a segment and its efforts (the rides stay).'
            'match:Match every segment against the whole library again (rides near them, and rides never read for it).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|list|show|rm|match)
            "_fitkit_segment_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_fitkit_segment_add() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        ':name:'
        '--from[The ride to take the line from\: a library id or a FIT file.]:from:'
        '--start[Where the segment starts on that ride.]:time:'
        '--end[Where it ends.]:time:'
        '--gpx[A GPX file whose track (or route) is the segment'\''s line.]:gpx:_files -g '\''*.gpx'\'''
        '--climbs[Add each climb analyze finds in this ride (a library id or a FIT file).]:climbs:'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_segment_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[As JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_segment_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':segment:'
        '--json[As JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_segment_rm() {
    local -i ret=1
    local -ar arg_specs=(
        ':segment:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_segment_match() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_import() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.zip *.tar *.xz *.zst'\'''
        '--json[One JSON object\: the counts, and each input'\''s outcome.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--since[Only activities starting on or after this date (YYYY-MM-DD, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '*--source[Only activities known from this source (file, igpsport, strava, intervals); repeat for several.]:source:'
        '--sort[Order by start, distance, time, sport or id; a leading - reverses (-distance\: longest first).]:sort:'
        '--limit[Show at most this many (after sorting).]:limit:'
        '--undecoded[The FIT files kept because they do not decode, with why.]'
        '--type[The files of this FIT file type instead of activities\: course, workout, settings, weight, monitoring_b, … (as the file says), unknown (a file that names none), or all.]:type:'
        '--json[A JSON array of activities.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':id:'
        '--json[As JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_edit() {
    local -i ret=1
    local -ar arg_specs=(
        ':id:'
        '--title[Title.]:title:'
        '--notes[Notes.]:notes:'
        '--tags[Tags, comma-separated.]:tags:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_rm() {
    local -i ret=1
    local -ar arg_specs=(
        '*:ids:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_dedupe() {
    local -i ret=1
    local -ar arg_specs=(
        '--merge[Merge the pair A\:B (B into A).]:merge:'
        '--keep[Keep the pair A\:B as two rides.]:keep:'
        '--unmerge[Bring back an activity merged into another.]:unmerge:'
        '--force[Merge a pair that is not listed as possible duplicates.]'
        '--dry-run[Only show.]'
        '--json[The pairs as a JSON array.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_archive() {
    local -i ret=1
    local -ar ___format=('tar.zst' 'tar.xz' 'zip')
    local -ar arg_specs=(
        '--older-than[Files of activities older than this\: 90d, 12w, 6mo, 1y.]:older-than:'
        '--before[Files of activities that started before this date (YYYY-MM-DD).]:before:'
        '--format[tar.zst (the default where the system libarchive writes zstd, else tar.xz), tar.xz or zip.]:format:{__fitkit_complete "${___format[@]}"}'
        '--restore[Bring archived files back as loose files.]'
        '--dry-run[Only show what would be packed.]'
        '--json[The outcome as JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_reparse() {
    local -i ret=1
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--jobs[Inputs read at once, on as many cores (default\: the cores online).]:jobs:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_gc() {
    local -i ret=1
    local -ar arg_specs=(
        '--dry-run[Only report.]'
        '--purge[Forget merged activities and their FIT files for good.]'
        '--forget-missing[Forget the files found nowhere (their activities stay, without a file); deletes nothing else.]'
        '--json[The report as JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_du() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[As JSON (bytes).]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_login() {
    local -i ret=1
    local -ar _service=('igpsport' 'strava' 'intervals')
    local -ar arg_specs=(
        ':service:{__fitkit_complete "${_service[@]}"}'
        '*:options:{__fitkit_custom_complete ---completion login -- positional@1 "${current_word_index}" "$(__fitkit_cursor_index_in_current_word)"}'
        '--verbose[Log each request (method, host, path, status, time) on standard error.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_logout() {
    local -i ret=1
    local -ar _service=('igpsport' 'strava' 'intervals')
    local -ar arg_specs=(
        ':service:{__fitkit_complete "${_service[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_sync() {
    local -i ret=1
    local -ar ___source=('igpsport' 'strava' 'intervals' 'all')
    local -ar arg_specs=(
        '--source[Which service to pull from\: igpsport, strava, intervals, or all those logged in to (one after another).]:source:{__fitkit_complete "${___source[@]}"}'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '--limit[Fetch at most this many files in this run (the rest wait for the next).]:limit:'
        '--dry-run[List each ride with what the run would do (fetch, merge, keep without a file, …), fetching a file only where the listing cannot tell; store and record nothing.]'
        '--retry-failed[Try again the items that failed three times.]'
        '--max-size[Refuse files larger than this many bytes (default 50000000)\: a download stops there.]:max-size:'
        '--pace[Seconds between list pages (politeness towards the service; default 0.6).]:pace:'
        '--verbose[Log each request (method, host, path, status, time) on standard error; never a token.]'
        '--no-wait[When a service'\''s rate limit is spent (Strava'\''s budget, or any service'\''s HTTP 429), stop at once (exit 75, naming the time to resume) instead of waiting, as runs without a terminal do for Strava'\''s window. A 429 that asks for more than two minutes is never waited out.]'
        '--status[Show what is known of each source instead of syncing.]'
        '--json[The summary (or status) as JSON.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_sync-and-export() {
    local -i ret=1
    local -ar ___source=('igpsport' 'strava' 'intervals' 'all')
    local -ar arg_specs=(
        '--csv[CSV\: one row per record, a column per stream (or laps, sessions, messages).]'
        '--gpx[GPX 1.1 with Garmin'\''s TrackPointExtension v2.]'
        '--geojson[GeoJSON (RFC 7946) FeatureCollection.]'
        '--tcx[Garmin Training Center XML v2.]'
        '--laps[With --csv\: one row per lap instead of per record.]'
        '--sessions[With --csv\: one row per session.]'
        '--raw[With --csv\: one row per message, as Garmin'\''s FitCSVTool writes them.]'
        '--waypoints[With --gpx\: a waypoint at the start of each lap.]'
        '--points[With --geojson\: a Point feature for every record, with its values.]'
        '(--output -o)'{--output,-o}'[The folder the exports go to.]:output:_files -/'
        '--overwrite[Replace existing outputs (by default they are skipped).]'
        '--source[Which service to pull from\: igpsport, strava, intervals, or all those logged in to (one after another).]:source:{__fitkit_complete "${___source[@]}"}'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '--limit[Fetch at most this many files in this run (the rest wait for the next).]:limit:'
        '--dry-run[List each ride with what the run would do (fetch, merge, keep without a file, …), fetching a file only where the listing cannot tell; store and record nothing.]'
        '--retry-failed[Try again the items that failed three times.]'
        '--max-size[Refuse files larger than this many bytes (default 50000000)\: a download stops there.]:max-size:'
        '--pace[Seconds between list pages (politeness towards the service; default 0.6).]:pace:'
        '--verbose[Log each request (method, host, path, status, time) on standard error; never a token.]'
        '--no-wait[When a service'\''s rate limit is spent (Strava'\''s budget, or any service'\''s HTTP 429), stop at once (exit 75, naming the time to resume) instead of waiting, as runs without a terminal do for Strava'\''s window. A 429 that asks for more than two minutes is never waited out.]'
        '--json[The sync'\''s summary as JSON.]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_upload() {
    local -i ret=1
    local -ar ___to=('strava' 'intervals')
    local -ar ___validation=('strict' 'lenient' 'off')
    local -ar arg_specs=(
        '*:inputs:_files -g '\''*.fit *.gz *.gpx *.tcx'\'''
        '--to[The service to send to (strava, intervals).]:to:{__fitkit_complete "${___to[@]}"}'
        '--missing[Send the library'\''s rides the service does not hold yet (with --since, --until, --sport, --source).]'
        '--source[With --missing\: only rides that came from this source (igpsport, strava, intervals, file).]:source:'
        '--name[The activity'\''s name when the library has no title for it.]:name:'
        '--description[The activity'\''s description when the library has no notes for it.]:description:'
        '--trainer[Mark the activities as ridden on a trainer.]'
        '--commute[Mark the activities as commutes.]'
        '--dry-run[Say what would be sent, and send nothing.]'
        '--json[The summary as JSON.]'
        '*--privacy-zone[A circle no position is written or drawn in (repeatable; besides those of privacy.conf).]:lat,lon,radius_m:'
        '--no-privacy[Ignore the zones of $XDG_CONFIG_HOME/fitkit/privacy.conf.]'
        '--since[Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH\:MM\:SSZ, UTC).]:since:'
        '--until[Only activities starting before this time, or on or before this date.]:until:'
        '*--sport[Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.]:sport:'
        '--validation[How strictly damage is treated\: strict (errors stop), lenient (report and go on), off.]:validation:{__fitkit_complete "${___validation[@]}"}'
        '--max-size[Refuse inputs larger than this many bytes (default 50000000).]:max-size:'
        '--library[The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).]:library:_files -/'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_fitkit_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:(inspect dump export analyze plot curve heatmap fitness ftp totals report repair crop split merge convert course workout rows segment import list show edit rm dedupe archive reparse gc du login logout sync sync-and-export upload)'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _fitkit ]]; then
    _fitkit "${@}"
else
    compdef _fitkit fitkit
fi
