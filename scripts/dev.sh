#!/usr/bin/env bash
# Runs one template app in development, with hot reload (next dev), on the embedded store with
# its demo data loaded first, as `npm start` loads it: npm run dev -- <template>
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
USAGE="Usage: npm run dev -- <template>
Runs one template app with hot reload (next dev) on its port (PORT_<APP> moves it), after
loading its demo data into its store as npm start does (DATA_DIR, DATABASE_URL and DEMO_DATA
as for npm start). Prints the app's demo sites. Ctrl-C stops it.
  -h, --help   this text"
[[ ${1:-} == -- ]] && shift
app=''
for arg in "$@"; do
  case $arg in
    -h | --help) show_usage ;;
    -*) usage_error "Unknown option '$arg'." ;;
    *) if [[ -z $app ]]; then app=$arg; else usage_error "Unexpected argument '$arg'."; fi ;;
  esac
done
load_env_file
[[ -d node_modules/.pnpm ]] || "${PNPM[@]}" install --frozen-lockfile --reporter=silent
load_apps
[[ -n $app ]] || usage_error "Name the template app: npm run dev -- <template> ($(IFS='|' && echo "${APPS[*]}"))."
if ! port=$(app_port "$app"); then
  echo "Error: there is no template app \"$app\". The template apps:" >&2
  for name in "${APPS[@]}"; do echo "  $name (port $(app_port "$name"))" >&2; done
  exit 1
fi
data_dir=$(app_data_dir "$app")

if [[ -n ${DATABASE_URL:-} && ${DEMO_DATA:-} != 1 ]]; then
  echo "DATABASE_URL is set: serving its stock as it is (DEMO_DATA=1 loads demo stock into it)"
else
  run_ts platform/src/store/seed-cli.ts --template "$app" --data-dir "$data_dir"
fi
echo "Demo sites (hot reload; the first request to a page compiles it):"
run_ts scripts/list-sites.ts --template "$app"
cd "templates/$app"
DATA_DIR=$data_dir exec npx next dev --port "$port"
