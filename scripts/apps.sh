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
