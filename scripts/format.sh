#!/usr/bin/env bash
# Lays out every Swift file as .swift-format says (the toolchain's swift format); scripts/test.sh lints the same.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive --parallel Sources Tests Fuzz Package.swift
