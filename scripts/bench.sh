#!/usr/bin/env bash
# Runs the benchmarks in bench/ and prints their figures.
set -euo pipefail
cd "$(dirname "$0")/.."
node --expose-gc --import tsx bench/search.bench.ts
