#!/usr/bin/env bash
# Runs the product: installs, builds the three template apps, loads the demo data into each
# app's embedded store and serves every demo site. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
USAGE="Usage: npm start
Installs the workspace, builds the template apps, loads each app's demo data into its store and
serves every demo site (the addresses are printed). Ctrl-C stops everything. Settings: the
environment variables of the README (PORT_<APP>, DATA_DIR, DATABASE_URL, DEMO_DATA, ...).
  -h, --help   this text"
no_arguments "$@"
load_env_file
started=$(date +%s)
mkdir -p .data/logs

echo "Installing dependencies"
"${PNPM[@]}" install --frozen-lockfile --reporter=silent
load_apps

echo "Building the template apps"
for app in "${APPS[@]}"; do build_app_if_stale "$app"; done

if [[ -n ${DATABASE_URL:-} && ${DEMO_DATA:-} != 1 ]]; then
  echo "DATABASE_URL is set: serving its stock as it is (DEMO_DATA=1 loads demo stock into it)"
else
  echo "Preparing the stores (migrations and demo data)"
  for app in "${APPS[@]}"; do
    run_ts platform/src/store/seed-cli.ts --template "$app" --data-dir "$(app_data_dir "$app")"
  done
fi

pids=()
# (${pids[@]+...}: bash before 4.4 takes an empty array for an unset one under set -u)
cleanup() { for pid in ${pids[@]+"${pids[@]}"}; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

# the app server compiled to plain JavaScript (again only when a source changed)
run_ts scripts/build-server.ts
for app in "${APPS[@]}"; do
  port=$(app_port "$app")
  (DEALER_DEV_HOSTS=${DEALER_DEV_HOSTS:-demo} DATA_DIR=$(app_data_dir "$app") exec node platform/dist/serve-cli.mjs \
    --app "templates/$app" --port "$port") \
    >".data/logs/$app.log" 2>&1 &
  pids+=($!)
done

for app in "${APPS[@]}"; do
  port=$(app_port "$app")
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break
    sleep 0.5
  done
done

echo
echo "Ready in $(( $(date +%s) - started )) s. Demo sites:"
run_ts scripts/list-sites.ts
echo
echo "Logs: .data/logs/<app>.log. Press Ctrl-C to stop."
wait
