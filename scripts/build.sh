#!/usr/bin/env bash
# Builds what production runs: every template app (next build) and the app server and seed
# command compiled to plain JavaScript (platform/dist). `npm run serve` starts one app from it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
USAGE="Usage: npm run build
Installs the workspace, builds every template app (templates/<app>/.next) and compiles the app
server and the seed command (platform/dist). Then \`npm run serve -- --app <app> --port <port>\`
starts one app from the build, with no development dependency (after \`pnpm install --prod\`).
  -h, --help   this text"
no_arguments "$@"
mkdir -p .data/logs
"${PNPM[@]}" install --frozen-lockfile --reporter=silent
load_apps
echo "Building the template apps"
for app in "${APPS[@]}"; do build_app_if_stale "$app"; done
run_ts scripts/build-server.ts
