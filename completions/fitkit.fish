function __fitkit_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __fitkit_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __fitkit_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __fitkit_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __fitkit_parse_tokens -S
    set -l unparsed_tokens (__fitkit_tokens -pc)
    switch $unparsed_tokens[1]
    case 'fitkit'
        __fitkit_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'inspect'
            __fitkit_parse_subcommand -r 1 'json' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'dump'
            __fitkit_parse_subcommand 1 'raw' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'export'
            __fitkit_parse_subcommand -r 1 'csv' 'gpx' 'geojson' 'tcx' 'laps' 'sessions' 'raw' 'waypoints' 'points' 'o/output=' 'overwrite' 'clean' 'fail-on-exists' 'since=' 'until=' 'sport=+' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'analyze'
            __fitkit_parse_subcommand -r 1 'json' 'csv' 'ftp=' 'cp=' 'w-prime=' 'lthr=' 'max-hr=' 'weight=' 'ascent-threshold=' 'config=' 'since=' 'until=' 'sport=+' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'plot'
            __fitkit_parse_subcommand 1 'o/output=' 'x=' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'curve'
            __fitkit_parse_subcommand -r 1 'o/output=' 'since=' 'until=' 'sport=+' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'heatmap'
            __fitkit_parse_subcommand -r 1 'o/output=' 'bbox=' 'width=' 'contrast=' 'since=' 'until=' 'sport=+' 'validation=' 'max-size=' 'library=' 'version' 'h/help'
        case 'import'
            __fitkit_parse_subcommand -r 1 'json' 'library=' 'validation=' 'max-size=' 'version' 'h/help'
        case 'list'
            __fitkit_parse_subcommand 0 'since=' 'until=' 'sport=+' 'source=+' 'sort=' 'limit=' 'undecoded' 'type=' 'json' 'library=' 'version' 'h/help'
        case 'show'
            __fitkit_parse_subcommand 1 'json' 'library=' 'version' 'h/help'
        case 'edit'
            __fitkit_parse_subcommand 1 'title=' 'notes=' 'tags=' 'library=' 'version' 'h/help'
        case 'rm'
            __fitkit_parse_subcommand -r 1 'library=' 'version' 'h/help'
        case 'dedupe'
            __fitkit_parse_subcommand 0 'merge=' 'keep=' 'unmerge=' 'force' 'dry-run' 'json' 'library=' 'version' 'h/help'
        case 'archive'
            __fitkit_parse_subcommand 0 'older-than=' 'before=' 'format=' 'restore' 'dry-run' 'json' 'library=' 'version' 'h/help'
        case 'reparse'
            __fitkit_parse_subcommand 0 'library=' 'validation=' 'max-size=' 'version' 'h/help'
        case 'gc'
            __fitkit_parse_subcommand 0 'dry-run' 'purge' 'forget-missing' 'json' 'library=' 'version' 'h/help'
        case 'du'
            __fitkit_parse_subcommand 0 'json' 'library=' 'version' 'h/help'
        case 'login'
            __fitkit_parse_subcommand -r 2 'verbose' 'version' 'h/help'
        case 'logout'
            __fitkit_parse_subcommand 1 'version' 'h/help'
        case 'sync'
            __fitkit_parse_subcommand 0 'source=' 'since=' 'until=' 'limit=' 'dry-run' 'retry-failed' 'max-size=' 'pace=' 'verbose' 'no-wait' 'status' 'json' 'library=' 'version' 'h/help'
        case 'sync-and-export'
            __fitkit_parse_subcommand 0 'csv' 'gpx' 'geojson' 'tcx' 'laps' 'sessions' 'raw' 'waypoints' 'points' 'o/output=' 'overwrite' 'source=' 'since=' 'until=' 'limit=' 'dry-run' 'retry-failed' 'max-size=' 'pace=' 'verbose' 'no-wait' 'json' 'library=' 'version' 'h/help'
        case 'help'
            __fitkit_parse_subcommand -r 1 'version'
        end
    end
end

function __fitkit_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __fitkit_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __fitkit_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __fitkit_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__fitkit_tokens -p)
    if test -z "$(__fitkit_tokens -t)"
        set -l index (count (__fitkit_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'fitkit' -f
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'inspect' -d 'Show what FIT files hold: device, sport, totals, laps, message counts and problems.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'dump' -d 'Print every data message as one JSON object per line.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'export' -d 'Convert FIT files to CSV, GPX, GeoJSON or TCX.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'analyze' -d 'Compute the metrics cyclists train by: NP, IF, TSS, power curve, zones, climbing, …'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'plot' -d 'Draw a ride: power, heart rate, speed, cadence and elevation, laps marked, and its route.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'curve' -d 'Draw the power-duration curve of one ride, or the best of many, on a log time axis.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'heatmap' -d 'Draw every ride on one map-projected canvas, brighter where more rides went.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'import' -d 'Add FIT files to the library: files, folders, .fit.gz, zip/tar archives, a Strava bulk export.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'list' -d 'List the library\'s activities, its other FIT files (--type course), or the undecoded ones.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'show' -d 'Show one activity of the library.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'edit' -d 'Set an activity\'s title, notes or tags: yours, never overwritten by imports or merges.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'rm' -d 'Remove activities and their FIT files, or files kept without an activity.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'dedupe' -d 'Review possible duplicates (start and duration within 60 s): merge them, keep both, or undo a merge.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'archive' -d 'Pack old FIT files into monthly compressed archives inside the library, or bring them back.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'reparse' -d 'Decode every stored FIT file again, after a decoder upgrade; archived files are read in place.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'gc' -d 'Check every stored file and archive; repair what is safe, report the rest.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'du' -d 'Storage used by the library.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'login' -d 'Log in to a service that sync pulls activities from.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'logout' -d 'Forget what a login to a service kept (its token, key or password).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'sync' -d 'Pull new activities from iGPSport, Strava and intervals.icu into the library.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'sync-and-export' -d 'Sync, then export exactly the activities this run added or merged.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit inspect" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" json' -l 'json' -d 'One JSON object per file, in an array.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit inspect" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit dump" -eq 1' -fa '(set -l exts \'fit\' \'gz\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" raw' -l 'raw' -d 'Values before the profile is applied: raw numbers, no scale/offset, names or expansion.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dump" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" csv' -l 'csv' -d 'CSV: one row per record, a column per stream (or laps, sessions, messages).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" gpx' -l 'gpx' -d 'GPX 1.1 with Garmin\'s TrackPointExtension v2.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" geojson' -l 'geojson' -d 'GeoJSON (RFC 7946) FeatureCollection.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" tcx' -l 'tcx' -d 'Garmin Training Center XML v2.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" laps' -l 'laps' -d 'With --csv: one row per lap instead of per record.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" sessions' -l 'sessions' -d 'With --csv: one row per session.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" raw' -l 'raw' -d 'With --csv: one row per message, as Garmin\'s FitCSVTool writes them.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" waypoints' -l 'waypoints' -d 'With --gpx: a waypoint at the start of each lap.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" points' -l 'points' -d 'With --geojson: a Point feature for every record, with its values.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" o output' -l 'output' -s 'o' -d 'Output file, folder (for several inputs), or - for standard output.' -rF
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" overwrite' -l 'overwrite' -d 'Replace existing outputs (by default they are skipped).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" clean' -l 'clean' -d 'Leave out what analysis leaves out: impossible samples, records of a clock that jumped, GPS glitches (by default an export keeps the file\'s values as they are).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" fail-on-exists' -l 'fail-on-exists' -d 'Exit 1 when an output exists already (skipping one is success otherwise).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export"' -l 'sport' -d 'Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit export" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit analyze" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" json' -l 'json' -d 'One JSON object per activity, in an array.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" csv' -l 'csv' -d 'One CSV row per activity, for a season in one table.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" ftp' -l 'ftp' -d 'Functional threshold power, W.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" cp' -l 'cp' -d 'Critical power, W (for W′ balance).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" w-prime' -l 'w-prime' -d 'W′, J (for W′ balance).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" lthr' -l 'lthr' -d 'Lactate threshold heart rate, bpm.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" max-hr' -l 'max-hr' -d 'Maximum heart rate, bpm.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" weight' -l 'weight' -d 'Weight, kg.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" ascent-threshold' -l 'ascent-threshold' -d 'Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah\'s; 0 counts every rise).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" config' -l 'config' -d 'Athlete settings file (key = value lines).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'conf\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze"' -l 'sport' -d 'Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit analyze" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit plot" -eq 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" o output' -l 'output' -s 'o' -d 'The picture: NAME.svg or NAME.png.' -rfa '(set -l exts \'svg\' \'png\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" x' -l 'x' -d 'The horizontal axis: time or distance.' -rfka 'time distance'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit plot" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit curve" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" o output' -l 'output' -s 'o' -d 'The picture: NAME.svg or NAME.png.' -rfa '(set -l exts \'svg\' \'png\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve"' -l 'sport' -d 'Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit curve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit heatmap" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" o output' -l 'output' -s 'o' -d 'The picture: NAME.png.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'png\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" bbox' -l 'bbox' -d 'Bounds as minLon,minLat,maxLon,maxLat in degrees (write --bbox=-70.5,... when it starts with a minus); by default the area with most rides.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" width' -l 'width' -d 'Width in pixels.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" contrast' -l 'contrast' -d 'Contrast: equalize (histogram equalisation) or log.' -rfka 'equalize log'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap"' -l 'sport' -d 'Only activities of this FIT sport (cycling, running, multisport, …); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit heatmap" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit import" -ge 1' -fa '(set -l exts \'fit\' \'gz\' \'zip\' \'tar\' \'xz\' \'zst\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" json' -l 'json' -d 'One JSON object: the counts, and each input\'s outcome.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list"' -l 'sport' -d 'Only this FIT sport (cycling, running, multisport, …); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list"' -l 'source' -d 'Only activities known from this source (file, igpsport, strava, intervals); repeat for several.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" sort' -l 'sort' -d 'Order by start, distance, time, sport or id; a leading - reverses (-distance: longest first).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" limit' -l 'limit' -d 'Show at most this many (after sorting).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" undecoded' -l 'undecoded' -d 'The FIT files kept because they do not decode, with why.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" type' -l 'type' -d 'The files of this FIT file type instead of activities: course, workout, settings, weight, monitoring_b, … (as the file says), unknown (a file that names none), or all.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" json' -l 'json' -d 'A JSON array of activities.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit show" json' -l 'json' -d 'As JSON.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit show" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit show" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" title' -l 'title' -d 'Title.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" notes' -l 'notes' -d 'Notes.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" tags' -l 'tags' -d 'Tags, comma-separated.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit rm" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit rm" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit rm" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" merge' -l 'merge' -d 'Merge the pair A:B (B into A).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" keep' -l 'keep' -d 'Keep the pair A:B as two rides.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" unmerge' -l 'unmerge' -d 'Bring back an activity merged into another.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" force' -l 'force' -d 'Merge a pair that is not listed as possible duplicates.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" dry-run' -l 'dry-run' -d 'Only show.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" json' -l 'json' -d 'The pairs as a JSON array.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit dedupe" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" older-than' -l 'older-than' -d 'Files of activities older than this: 90d, 12w, 6m (months), 1y.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" before' -l 'before' -d 'Files of activities that started before this date (YYYY-MM-DD).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" format' -l 'format' -d 'tar.zst (the default where the system libarchive writes zstd, else tar.xz), tar.xz or zip.' -rfka 'tar.zst tar.xz zip'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" restore' -l 'restore' -d 'Bring archived files back as loose files.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" dry-run' -l 'dry-run' -d 'Only show what would be packed.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" json' -l 'json' -d 'The outcome as JSON.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit archive" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit reparse" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit reparse" validation' -l 'validation' -d 'How strictly damage is treated: strict (errors stop), lenient (report and go on), off.' -rfka 'strict lenient off'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit reparse" max-size' -l 'max-size' -d 'Refuse inputs larger than this many bytes (default 50000000).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit reparse" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit reparse" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" dry-run' -l 'dry-run' -d 'Only report.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" purge' -l 'purge' -d 'Forget merged activities and their FIT files for good.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" forget-missing' -l 'forget-missing' -d 'Forget the files found nowhere (their activities stay, without a file); deletes nothing else.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" json' -l 'json' -d 'The report as JSON.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit gc" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit du" json' -l 'json' -d 'As JSON (bytes).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit du" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit du" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit du" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit login" -eq 1' -fka 'igpsport strava intervals'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit login" -ge 2' -fka '(__fitkit_custom_completion ---completion login -- positional@1 (count (__fitkit_tokens -pc)) (__fitkit_tokens -tC))'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit login" verbose' -l 'verbose' -d 'Log each request (method, host, path, status, time) on standard error.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit login" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit login" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_positional "fitkit logout" -eq 1' -fka 'igpsport strava intervals'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit logout" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit logout" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" source' -l 'source' -d 'Which service to pull from: igpsport, strava, intervals, or all those logged in to (one after another).' -rfka 'igpsport strava intervals all'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" limit' -l 'limit' -d 'Fetch at most this many files in this run (the rest wait for the next).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" dry-run' -l 'dry-run' -d 'List each ride with what the run would do (fetch, merge, keep without a file, …), fetching a file only where the listing cannot tell; store and record nothing.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" retry-failed' -l 'retry-failed' -d 'Try again the items that failed three times.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" max-size' -l 'max-size' -d 'Refuse files larger than this many bytes (default 50000000): a download stops there.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" pace' -l 'pace' -d 'Seconds between list pages (politeness towards the service; default 0.6).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" verbose' -l 'verbose' -d 'Log each request (method, host, path, status, time) on standard error; never a token.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" no-wait' -l 'no-wait' -d 'When a service\'s rate limit is spent (Strava\'s), stop (exit 75, naming the time to resume) instead of waiting for the next window, as runs without a terminal do.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" status' -l 'status' -d 'Show what is known of each source instead of syncing.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" json' -l 'json' -d 'The summary (or status) as JSON.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" csv' -l 'csv' -d 'CSV: one row per record, a column per stream (or laps, sessions, messages).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" gpx' -l 'gpx' -d 'GPX 1.1 with Garmin\'s TrackPointExtension v2.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" geojson' -l 'geojson' -d 'GeoJSON (RFC 7946) FeatureCollection.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" tcx' -l 'tcx' -d 'Garmin Training Center XML v2.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" laps' -l 'laps' -d 'With --csv: one row per lap instead of per record.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" sessions' -l 'sessions' -d 'With --csv: one row per session.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" raw' -l 'raw' -d 'With --csv: one row per message, as Garmin\'s FitCSVTool writes them.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" waypoints' -l 'waypoints' -d 'With --gpx: a waypoint at the start of each lap.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" points' -l 'points' -d 'With --geojson: a Point feature for every record, with its values.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" o output' -l 'output' -s 'o' -d 'The folder the exports go to.' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" overwrite' -l 'overwrite' -d 'Replace existing outputs (by default they are skipped).'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" source' -l 'source' -d 'Which service to pull from: igpsport, strava, intervals, or all those logged in to (one after another).' -rfka 'igpsport strava intervals all'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" since' -l 'since' -d 'Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" until' -l 'until' -d 'Only activities starting before this time, or on or before this date.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" limit' -l 'limit' -d 'Fetch at most this many files in this run (the rest wait for the next).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" dry-run' -l 'dry-run' -d 'List each ride with what the run would do (fetch, merge, keep without a file, …), fetching a file only where the listing cannot tell; store and record nothing.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" retry-failed' -l 'retry-failed' -d 'Try again the items that failed three times.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" max-size' -l 'max-size' -d 'Refuse files larger than this many bytes (default 50000000): a download stops there.' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" pace' -l 'pace' -d 'Seconds between list pages (politeness towards the service; default 0.6).' -rfka ''
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" verbose' -l 'verbose' -d 'Log each request (method, host, path, status, time) on standard error; never a token.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" no-wait' -l 'no-wait' -d 'When a service\'s rate limit is spent (Strava\'s), stop (exit 75, naming the time to resume) instead of waiting for the next window, as runs without a terminal do.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" json' -l 'json' -d 'The sync\'s summary as JSON.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" library' -l 'library' -d 'The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).' -rfa '(__fitkit_complete_directories)'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit sync-and-export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'fitkit' -n '__fitkit_should_offer_completions_for_flags_or_options "fitkit help" version' -l 'version' -d 'Show the version.'
complete -c 'fitkit' -n '__fish_seen_subcommand_from help' -f -a 'inspect dump export analyze plot curve heatmap import list show edit rm dedupe archive reparse gc du login logout sync sync-and-export'
