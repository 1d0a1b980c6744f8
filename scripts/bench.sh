#!/usr/bin/env bash
# Runs the benchmarks in bench/ and prints their figures. The lead benchmark needs the built
# toyota app (npm start or npm test builds it).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
node --expose-gc --import tsx bench/search.bench.ts
build_app_if_stale toyota
node --import tsx bench/leads.bench.ts
