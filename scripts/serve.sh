#!/usr/bin/env bash
# Starts one template app from the production build (npm run build) with NODE_ENV=production:
# plain Node, no TypeScript compiled as it loads and no development dependency. On the embedded
# store serving the demo sites, a new store is loaded with them first (by the compiled seed
# command; an existing one is left as it is).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
USAGE="Usage: npm run serve -- --app <app> --port <port> [--hostname <address>]
Starts one template app (generic, toyota, caravan, ...) from the build of \`npm run build\` on
the port given, with NODE_ENV=production. Settings: the environment variables of the README
(DATABASE_URL, DATA_DIR, SITES_FILE, TRUSTED_PROXY_HOPS, ...); a wrong one stops it, named.
/healthz answers 200 once the store and search are ready; SIGTERM lets the requests in flight
and the lead deliveries under way finish, then stops.
  --app <app>            the template app
  --port <port>          the port to listen on
  --hostname <address>   the address to listen on (default 0.0.0.0)
  -h, --help             this text"
app='' port='' hostname=0.0.0.0
while [[ $# -gt 0 ]]; do
  case $1 in
    -h | --help) show_usage ;;
    --app | --port | --hostname)
      [[ $# -ge 2 ]] || usage_error "$1 needs a value."
      case $1 in
        --app) app=$2 ;;
        --port) port=$2 ;;
        --hostname) hostname=$2 ;;
      esac
      shift 2
      ;;
    -*) usage_error "Unknown option '$1'." ;;
    *) usage_error "Unexpected argument '$1'." ;;
  esac
done
[[ -n $app && -n $port ]] || usage_error "Name the app and the port."
[[ $port =~ ^[0-9]+$ ]] || usage_error "The port is a number, not '$port'."
[[ $app =~ ^[a-z0-9-]+$ && -d templates/$app ]] || usage_error "There is no template app '$app' (templates/<app>)."
if [[ ! -f templates/$app/.next/BUILD_ID || ! -f platform/dist/serve-cli.mjs || ! -f platform/dist/seed-cli.mjs ]]; then
  echo "Error: the $app app has no production build; run \`npm run build\` first." >&2
  exit 1
fi
load_env_file
export NODE_ENV=production
data_dir=${DATA_DIR:-templates/$app/.data/pglite}
if [[ -z ${SITES_FILE:-} && (-z ${DATABASE_URL:-} || ${DEMO_DATA:-} == 1) ]]; then
  node platform/dist/seed-cli.mjs --template "$app" --data-dir "$data_dir"
fi
DEALER_DEV_HOSTS=${DEALER_DEV_HOSTS:-demo} DATA_DIR=$data_dir exec node platform/dist/serve-cli.mjs \
  --app "templates/$app" --port "$port" --hostname "$hostname"
