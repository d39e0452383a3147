#!/usr/bin/env bash
# Writes `fitkit --help` and every subcommand's --help into Tests/Snapshots/help (or the folder given), one file
# each, as a user sees them in a pipe (80 columns). The help tests compare the command with these files: run
# this after changing a command's help, and read the diff before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Tests/Snapshots/help}
bin=.build/release/fitkit
[ -x "$bin" ] || scripts/build-release.sh >/dev/null
rm -rf "$out"; mkdir -p "$out"
"$bin" --help > "$out/fitkit.txt"
for command in $("$bin" --help | sed -n '/^SUBCOMMANDS:/,$p' | grep -E '^  [a-z]' | awk '{print $1}'); do
  "$bin" "$command" --help > "$out/$command.txt"
done
