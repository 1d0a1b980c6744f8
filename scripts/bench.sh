#!/usr/bin/env bash
# Runs the benchmarks in bench/ and prints their figures: `npm run bench` runs them all,
# `npm run bench -- search|search-update|import|leads|vehicle|search-page|pages|page-kinds|images|scale|navigation` one of them. The lead and vehicle page benchmarks
# build the apps they need when their build is missing or stale; the page benchmarks start the
# Chromium of scripts/browser.sh (CHROME_PATH, else Debian's, else Playwright's).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
source scripts/browser.sh
USAGE="Usage: npm run bench [-- search|search-update|import|leads|vehicle|search-page|pages|page-kinds|images|scale|navigation]
Runs the benchmarks in bench/ and prints their figures (all of them, or the one named).
  -h, --help   this text"
[[ ${1:-} == -- ]] && shift # `npm run bench -- vehicle` passes the separator on
which=${1:-all}
case $which in
  -h | --help) show_usage ;;
  all | search | search-update | import | leads | vehicle | search-page | pages | page-kinds | images | scale | navigation) ;;
  -*) usage_error "Unknown option '$which'." ;;
  *) usage_error "There is no benchmark \"$which\"." ;;
esac
[[ $# -le 1 ]] || usage_error "Unexpected argument '$2'."
load_apps
mkdir -p .data/logs
if [[ $which == all || $which == search ]]; then
  node --expose-gc --import tsx bench/search.bench.ts
fi
if [[ $which == all || $which == search-update ]]; then
  node --import tsx bench/search-update.bench.ts
fi
if [[ $which == all || $which == import ]]; then
  build_app_if_stale generic
  node --import tsx bench/import.bench.ts
fi
if [[ $which == all || $which == leads ]]; then
  build_app_if_stale toyota
  node --import tsx bench/leads.bench.ts
fi
if [[ $which == all || $which == vehicle ]]; then
  for app in "${APPS[@]}"; do build_app_if_stale "$app"; done
  use_chromium
  node --import tsx bench/vehicle-page.bench.ts
fi
if [[ $which == all || $which == search-page ]]; then
  for app in "${APPS[@]}"; do build_app_if_stale "$app"; done
  use_chromium
  node --import tsx bench/search-page.bench.ts
fi
if [[ $which == all || $which == pages ]]; then
  for app in "${APPS[@]}"; do build_app_if_stale "$app"; done
  node --import tsx bench/pages.bench.ts
fi
if [[ $which == all || $which == page-kinds ]]; then
  for app in "${APPS[@]}"; do build_app_if_stale "$app"; done
  use_chromium
  node --import tsx bench/page-kinds.bench.ts
fi
if [[ $which == all || $which == navigation ]]; then
  build_app_if_stale generic
  use_chromium
  node --import tsx bench/navigation.bench.ts
fi
if [[ $which == all || $which == images ]]; then
  build_app_if_stale generic
  use_chromium
  node --import tsx bench/images.bench.ts
fi
if [[ $which == all || $which == scale ]]; then
  build_app_if_stale generic
  # a throwaway PostgreSQL for the several processes' part (none where it cannot be started)
  source scripts/postgres.sh
  if [[ -z ${TEST_DATABASE_URL:-} && -z ${DATABASE_URL:-} ]]; then
    start_test_postgres
    trap stop_test_postgres EXIT
  fi
  node --import tsx bench/scale.bench.ts
fi
