# The template apps and their ports, shared by the start, test and bench scripts.
# shellcheck shell=bash
APPS=()
declare -A APP_PORT=()

# Reads the registered template profiles (after the install): APPS and APP_PORT.
load_apps() {
  APPS=()
  local name port
  while read -r name port; do
    APPS+=("$name")
    APP_PORT[$name]=$port
  done < <(npx tsx scripts/list-apps.ts)
}
PNPM=(npx -y pnpm@10)

# The scripts' command line convention (as platform/src/command-line/command-line.ts): -h or --help
# prints the script's USAGE and exits 0; a wrong argument prints the error and USAGE, exit 2.
show_usage() {
  printf '%s\n' "$USAGE"
  exit 0
}
usage_error() {
  printf 'Error: %s\n%s\n' "$1" "$USAGE" >&2
  exit 2
}
# For a script that takes no arguments: --help, or the error for anything else.
no_arguments() {
  case ${1:-} in
    '') ;;
    -h | --help) show_usage ;;
    -*) usage_error "Unknown option '$1'." ;;
    *) usage_error "Unexpected argument '$1'." ;;
  esac
}

# One data directory per app: templates/<app>/.data/pglite, or <app>/ under DATA_DIR when set
# (an absolute path, as the apps may run in their own folder).
app_data_dir() {
  if [[ -n ${DATA_DIR:-} ]]; then realpath -m "$DATA_DIR/$1"; else realpath -m "templates/$1/.data/pglite"; fi
}

# Reads the settings of a .env file at the root (NAME=value lines, see .env.example) into the
# environment; a variable the environment already has keeps its value.
load_env_file() {
  [[ -f .env ]] || return 0
  local line name value
  while IFS= read -r line || [[ -n $line ]]; do
    [[ $line =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    name=${BASH_REMATCH[2]} value=${BASH_REMATCH[3]}
    if [[ $value =~ ^\"(.*)\"$ || $value =~ ^\'(.*)\'$ ]]; then value=${BASH_REMATCH[1]}; fi
    [[ -n ${!name+x} ]] || export "$name=$value"
  done <.env
  echo "Settings read from .env (the environment's own values kept)"
}
export NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Builds an app unless its last build is newer than every source file it uses.
build_app_if_stale() {
  local app=$1 build_id="templates/$1/.next/BUILD_ID"
  if [[ -f $build_id ]] && [[ -z $(find design-system site-config profiles platform "templates/$app" templates/next-config.mjs \
      -path '*/node_modules' -prune -o -path '*/.next' -prune -o -path '*/.data' -prune -o \
      -type f -newer "$build_id" -print -quit) ]]; then
    echo "  $app: build is up to date"
    return
  fi
  echo "  $app: building"
  (cd "templates/$app" && npx next build >"../../.data/logs/build-$app.log" 2>&1) || {
    echo "Error: the $app app failed to build; see .data/logs/build-$app.log" >&2
    tail -40 ".data/logs/build-$app.log" >&2
    return 1
  }
}
