#!/usr/bin/env bash
# Writes the bash, zsh and fish completion scripts from the CLI's own definition (into completions/ by default).
# swift-argument-parser completes nothing after `fitkit help`: its help command's argument has no completion
# of its own, so the subcommand names are added to each script's help function here.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-completions}
mkdir -p "$out"
bin=.build/release/fitkit
[ -x "$bin" ] || scripts/build-release.sh >/dev/null
for shell in bash zsh fish; do
  "$bin" --generate-completion-script "$shell" > "$out/fitkit.$shell"
done
python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
bash = open(f"{out}/fitkit.bash").read()
names = re.search(r"compgen -W '([a-z -]+ help)'", bash).group(1).replace(" help", "")
bash = bash.replace("""_fitkit_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options -1
""", """_fitkit_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __fitkit_offer_flags_options -1
    COMPREPLY+=($(compgen -W '%s' -- "${cur}"))
""" % names)
open(f"{out}/fitkit.bash", "w").write(bash)
zsh = open(f"{out}/fitkit.zsh").read().replace("""'*:subcommands:'""", """'*:subcommands:(%s)'""" % names)
open(f"{out}/fitkit.zsh", "w").write(zsh)
with open(f"{out}/fitkit.fish", "a") as fish:
    fish.write("complete -c 'fitkit' -n '__fish_seen_subcommand_from help' -f -a '%s'\n" % names)
PY
grep -q "compgen -W '$(grep -o "compgen -W '[a-z -]* help'" "$out/fitkit.bash" | head -1 | sed "s/compgen -W '//; s/ help'//")'" "$out/fitkit.bash" \
  || { echo "the help completion was not added (the generated bash script changed shape)" >&2; exit 1; }
echo "completions written to $out"
