#!/usr/bin/env bash
# Installs fitkit like any other tool: the binary, its man page, and the bash, zsh and fish completions where
# each shell looks for them.
#   scripts/install.sh [PREFIX]      (default /usr/local; DESTDIR is honoured for packaging)
# Builds the release binary first when it is missing (scripts/setup.sh installs what the build needs);
# FITKIT_BIN names another binary to install.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
root=${DESTDIR:-}$prefix
bin=${FITKIT_BIN:-.build/release/fitkit}
[ -x "$bin" ] || scripts/setup.sh
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 755 "$bin" "$root/bin/fitkit"
install -m 644 man/fitkit.1 "$root/share/man/man1/fitkit.1"
install -m 644 completions/fitkit.bash "$root/share/bash-completion/completions/fitkit"
install -m 644 completions/fitkit.zsh "$root/share/zsh/site-functions/_fitkit"
install -m 644 completions/fitkit.fish "$root/share/fish/vendor_completions.d/fitkit.fish"
echo "installed fitkit in $root/bin, its man page and completions for bash, zsh and fish"
