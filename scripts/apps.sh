# The template apps and their ports, shared by the start, test and bench scripts. Written for
# bash 3.2 (macOS's /bin/bash) and BSD tools as well as GNU ones: scripts/shell-portability.test.ts
# checks every script for what they lack.
# shellcheck shell=bash
# APPS, APP_PORTS and PNPM are used by the scripts that source this file.
# shellcheck disable=SC2034
APPS=()
APP_PORTS=()

# Runs a TypeScript file with Node and tsx's loader (node --import tsx: a second or so less
# processor time a run than npx tsx, which starts npm first and then a second Node process).
run_ts() {
  node --import tsx "$@"
}

# Reads the registered template profiles (after the install): the app names in APPS and their
# ports in APP_PORTS, in the same order (bash 3.2 has no associative arrays: see app_port).
load_apps() {
  local list name port
  list=$(run_ts scripts/list-apps.ts) || return 1
  APPS=() APP_PORTS=()
  while read -r name port; do
    [[ -n $name ]] || continue
    APPS+=("$name")
    APP_PORTS+=("$port")
  done <<<"$list"
}

# Prints the port of the app named (after load_apps); fails, printing nothing, for no such app.
app_port() {
  local i
  for ((i = 0; i < ${#APPS[@]}; i++)); do
    if [[ ${APPS[i]} == "$1" ]]; then
      printf '%s\n' "${APP_PORTS[i]}"
      return 0
    fi
  done
  return 1
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

# The absolute form of a path, as GNU `realpath -m` gives it (macOS has no -m): relative to the
# current folder, without `.`, `..` or doubled slashes, the folders of it that exist with their
# symbolic links resolved; the path need not exist.
absolute_path() {
  local path=$1 rest part out='' dir tail=''
  [[ $path == /* ]] || path=$(pwd -P)/$path
  rest=$path/
  while [[ -n $rest ]]; do
    part=${rest%%/*} rest=${rest#*/}
    case $part in
      '' | .) ;;
      ..) out=${out%/*} ;;
      *) out=$out/$part ;;
    esac
  done
  # the longest part that is a folder, through `cd -P`, and the rest as it is
  dir=$out
  while [[ -n $dir && ! -d $dir ]]; do
    tail=/${dir##*/}$tail dir=${dir%/*}
  done
  dir=$(cd -P "${dir:-/}" && pwd -P) || return 1
  out=${dir%/}$tail
  printf '%s\n' "${out:-/}"
}

# One data directory per app: templates/<app>/.data/pglite, or <app>/ under DATA_DIR when set
# (an absolute path, as the apps may run in their own folder).
app_data_dir() {
  if [[ -n ${DATA_DIR:-} ]]; then absolute_path "$DATA_DIR/$1"; else absolute_path "templates/$1/.data/pglite"; fi
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

# Stops a process and every process it started, children first (pgrep -P, on Linux and macOS).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Builds an app unless its last build is newer than every source file it uses (the compiled app
# server, platform/dist, is made from those sources, not one of them).
build_app_if_stale() {
  local app=$1 build_id="templates/$1/.next/BUILD_ID"
  if [[ -f $build_id ]] && [[ -z $(find design-system site-config profiles platform "templates/$app" templates/next-config.mjs \
    -path '*/node_modules' -prune -o -path '*/.next' -prune -o -path '*/.data' -prune -o \
    -path platform/dist -prune -o -type f -newer "$build_id" -print -quit) ]]; then
    echo "  $app: build is up to date"
    return
  fi
  echo "  $app: building"
  (cd "templates/$app" && npx next build >"../../.data/logs/build-$app.log" 2>&1) || {
    echo "Error: the $app app failed to build; see .data/logs/build-$app.log" >&2
    tail -n 40 ".data/logs/build-$app.log" >&2
    return 1
  }
}
