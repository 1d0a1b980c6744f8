#!/usr/bin/env bash
# Typechecks the workspace with TypeScript 7 (the native compiler: the same checks as the
# packages' own `tsc`, in about half the time): every package's tsconfig and the root one (e2e,
# server tests, scripts, benches), or only the folders given.
# A Next.js app's route types come first from `next typegen` (.next/types and next-env.d.ts, as
# `next build` writes them, whose own type check the apps turn off), so a fresh clone checks each
# route file's exports too: a page's or layout's default export and props, generateMetadata, a
# route handler's GET or POST signature, params as a Promise.
#   bash scripts/typecheck.sh [folder...]
set -euo pipefail
cd "$(dirname "$0")/.."
usage() {
  echo 'Usage: bash scripts/typecheck.sh [folder...]'
  echo "Typechecks each folder's tsconfig.json (default: every workspace package and the root);"
  echo "a Next.js app's route types are generated first (next typegen)."
}
for arg in "$@"; do
  case $arg in
    -h | --help) usage && exit 0 ;;
    -*) echo "Error: Unknown option '$arg'." >&2 && usage >&2 && exit 2 ;;
    *) [[ -f $arg/tsconfig.json ]] || { echo "Error: $arg has no tsconfig.json" >&2 && exit 2; } ;;
  esac
done
if [[ $# -gt 0 ]]; then
  folders=()
  for arg in "$@"; do folders+=("${arg%/}"); done
else
  folders=(site-config profiles design-system platform)
  for app in templates/*/; do
    if [[ -f $app/tsconfig.json ]]; then folders+=("${app%/}"); fi
  done
  folders+=(.)
fi

is_next_app() {
  [[ -f $1/next.config.mjs || -f $1/next.config.js || -f $1/next.config.ts ]]
}

# Each app's route types are generated in the background while the packages before it are
# checked (a couple of seconds each); its own check waits for them. NEXT_DIST_DIR stays unset, as
# the app's tsconfig reads the types from .next.
typegen_pids=()
for folder in "${folders[@]}"; do
  if is_next_app "$folder"; then
    mkdir -p "$folder/.next"
    (cd "$folder" && NEXT_DIST_DIR='' NEXT_TELEMETRY_DISABLED=1 ./node_modules/.bin/next typegen) \
      >"$folder/.next/typegen.log" 2>&1 &
    typegen_pids+=($!)
  else
    typegen_pids+=('')
  fi
done

status=0
index=0
for folder in "${folders[@]}"; do
  printf '  %s\n' "$folder"
  project=$folder/tsconfig.json
  pid=${typegen_pids[$index]}
  index=$((index + 1))
  if [[ -n $pid ]]; then
    if ! wait "$pid"; then
      echo "Error: next typegen failed in $folder:" >&2
      cat "$folder/.next/typegen.log" >&2
      status=1
      continue
    fi
    # The app's tsconfig includes .next/types/**/*.ts but excludes .next, which leaves out the
    # generated validator.ts (the file that checks each route's exports): a config beside it
    # extends the app's and names it as a file, which no exclude removes.
    if [[ -f $folder/.next/types/validator.ts ]]; then
      project=$folder/.next/tsconfig.typecheck.json
      printf '%s\n' '{ "extends": "../tsconfig.json", "files": ["types/validator.ts"] }' >"$project"
    fi
  fi
  node_modules/typescript7/bin/tsc -p "$project" --noEmit || status=1
done
exit $status
