#!/usr/bin/env bash
# Writes the bash, zsh and fish completion scripts from the CLI's own definition (into completions/ by default).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-completions}
mkdir -p "$out"
bin=.build/release/fitkit
[ -x "$bin" ] || swift build -c release --static-swift-stdlib >/dev/null
for shell in bash zsh fish; do
  "$bin" --generate-completion-script "$shell" > "$out/fitkit.$shell"
done
echo "completions written to $out"
