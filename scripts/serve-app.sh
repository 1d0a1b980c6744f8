#!/usr/bin/env bash
# Serves one built template app on a port with its own data directory (used by the e2e tests).
# Usage: scripts/serve-app.sh <app> <port> <data-dir>
set -euo pipefail
cd "$(dirname "$0")/.."
app=$1 port=$2 data_dir=$3
npx tsx scripts/seed-cached.ts --template "$app" --data-dir "$data_dir"
DEALER_DEV_HOSTS=1 DATA_DIR=$data_dir exec node --import tsx platform/src/runtime/serve-cli.ts --app "templates/$app" --port "$port"
