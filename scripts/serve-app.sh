#!/usr/bin/env bash
# Serves one built template app on a port with its own data directory (used by the e2e tests).
# Usage: scripts/serve-app.sh <app> <port> <data-dir>
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
USAGE="Usage: bash scripts/serve-app.sh <app> <port> <data-dir>
Serves one built template app on the port given, with its store in the data folder given (a
copy of the app's seeded demo store when the folder is new). The end-to-end tests start it.
  -h, --help   this text"
for arg in "$@"; do
  case $arg in
    -h | --help) show_usage ;;
    -*) usage_error "Unknown option '$arg'." ;;
  esac
done
[[ $# -eq 3 ]] || usage_error "Name the app, the port and the data folder ($# arguments given)."
app=$1 port=$2 data_dir=$3
[[ $port =~ ^[0-9]+$ ]] || usage_error "The port is a number, not '$port'."
run_ts scripts/seed-cached.ts --template "$app" --data-dir "$data_dir"
run_ts scripts/build-server.ts >/dev/null
DEALER_DEV_HOSTS=1 DATA_DIR=$data_dir exec node platform/dist/serve-cli.mjs --app "templates/$app" --port "$port"
