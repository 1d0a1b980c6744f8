#!/usr/bin/env bash
# Typechecks the workspace with TypeScript 7 (the native compiler: the same checks as the
# packages' own `tsc`, in about half the time): every package's tsconfig and the root one (e2e,
# server tests, scripts, benches), or only the folders given.
#   bash scripts/typecheck.sh [folder...]
set -euo pipefail
cd "$(dirname "$0")/.."
usage() {
  echo 'Usage: bash scripts/typecheck.sh [folder...]'
  echo "Typechecks each folder's tsconfig.json (default: every workspace package and the root)."
}
for arg in "$@"; do
  case $arg in
    -h | --help) usage && exit 0 ;;
    -*) echo "Error: Unknown option '$arg'." >&2 && usage >&2 && exit 2 ;;
    *) [[ -f $arg/tsconfig.json ]] || { echo "Error: $arg has no tsconfig.json" >&2 && exit 2; } ;;
  esac
done
if [[ $# -gt 0 ]]; then
  folders=("$@")
else
  folders=(site-config profiles design-system platform)
  for app in templates/*/; do
    if [[ -f $app/tsconfig.json ]]; then folders+=("${app%/}"); fi
  done
  folders+=(.)
fi
status=0
for folder in "${folders[@]}"; do
  printf '  %s\n' "$folder"
  node_modules/typescript7/bin/tsc -p "$folder/tsconfig.json" --noEmit || status=1
done
exit $status
