#!/usr/bin/env bash
# Typechecks the Swift example of the README the way a user of the library sees it: from outside the package,
# against the modules of the release build, so that only public declarations are visible (the package's
# internals, `package` access, are not). Run by the test command after the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build/release
example=$(mktemp --suffix=.swift); trap 'rm -f "$example"' EXIT
sed -n '/^Using the library from Swift/,/^Messages, fields and values/p' README.md | sed -n '/^```swift$/,/^```$/p' \
  | sed '1d;$d' >"$example"
[ -s "$example" ] || { echo "no Swift example found in the README"; exit 1; }
maps=()
for map in "$build"/C*.build/module.modulemap; do maps+=(-Xcc "-fmodule-map-file=$map"); done
swiftc -typecheck -I "$build/Modules" "${maps[@]}" "$example" \
  || { echo "The README's Swift example does not compile against the public API"; exit 1; }
