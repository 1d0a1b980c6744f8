#!/usr/bin/env bash
# Scaffolds a new template app: npm run new-template -- <name> [--colour #rrggbb] [--font NAME]
# [--radius none|small|medium|large] [--vehicle car|caravan] [--port N]. See scripts/new-template.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
[[ ${1:-} == -- ]] && shift
[[ -d node_modules/.pnpm ]] || "${PNPM[@]}" install --frozen-lockfile --reporter=silent
run_ts scripts/new-template.ts "$@"
