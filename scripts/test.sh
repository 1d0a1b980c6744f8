#!/usr/bin/env bash
# Runs every test: install, lint, typecheck, unit + component + story tests, builds, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/apps.sh
source scripts/postgres.sh
source scripts/browser.sh
USAGE="Usage: npm test
Runs every test: install, lint and format, typecheck, unit, component, story and screenshot
tests, the Storybook and app builds, server tests, the new-template check and the end-to-end
tests, then one summary line. Installs Debian's chromium (and postgresql) when missing, as root.
  -h, --help   this text"
no_arguments "$@"
started=$(date +%s)
mkdir -p .data/logs test-results

# Each step's heading, and how long the step before it took, in wall time and in the processor
# time of the processes it ran (two cores' worth is twice the wall time; the summary lists them).
# Where Linux tells it (/proc/stat), also the whole machine's busy processor time: that counts
# the browsers' processes too, which the processor time misses (no process this script waits for
# waits for them), and anything else the machine ran meanwhile.
timings=()
step_name='' step_started=$started step_cpu=0 step_busy=''
clock_ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
# The machine's busy processor seconds since it started, or nothing where /proc/stat is not.
machine_busy() {
  local user nice system irq softirq steal
  [[ -r /proc/stat ]] || return 0
  # the line's fields: cpu user nice system idle iowait irq softirq steal ...
  read -r _ user nice system _ _ irq softirq steal _ </proc/stat
  echo $(((user + nice + system + irq + softirq + steal) / clock_ticks))
}
# The processor seconds, user and system, of the finished processes the script started so far:
# the second line of bash's `times` (the children's), which `times` must write from this shell
# itself (a command substitution's subshell has no children of its own).
step_done() {
  local cpu busy machine=''
  times >.data/logs/times.txt
  cpu=$(awk 'NR == 2 { split($1 " " $2, t, /[ms ]+/); printf "%d\n", t[1] * 60 + t[2] + t[3] * 60 + t[4] }' \
    .data/logs/times.txt)
  busy=$(machine_busy)
  if [[ -n $step_name ]]; then
    [[ -n $busy && -n $step_busy ]] && machine="$((busy - step_busy)) s"
    timings+=("$(printf '%5d s %6d s CPU %9s  %s' $(($(date +%s) - step_started)) $((cpu - step_cpu)) "$machine" "$step_name")")
  fi
  step_name=$1 step_started=$(date +%s) step_cpu=$cpu step_busy=$busy
}
step() {
  step_done "$*"
  printf '\n==> %s\n' "$*"
}

# Debian's chromium, shellcheck and postgresql, where missing, install beside the first steps.
install_packages_in_background
# On CI (a clean clone, built once) the apps' builds write no cache for a next build: writing it
# costs each build about a fifth of its time. A developer's machine keeps it (a rebuild after a
# change then takes about half as long).
if [[ -n ${CI:-} ]]; then export NEXT_BUILD_CACHE=0; fi

step "Install"
"${PNPM[@]}" install --frozen-lockfile --reporter=silent
load_apps

# The new-template check (npm run new-template in a throwaway copy of the repository with its own
# install, ports and store: generate, check, build, serve) starts now, at a lower priority, so it
# takes whatever processor time the steps below leave; the server tests' step waits for it, and
# counts its processor time.
nice -n 10 npx vitest run --project new-template --reporter=default --reporter=json \
  --outputFile.json=test-results/new-template.json >.data/logs/new-template.log 2>&1 &
new_template=$!
finish() {
  [[ -n ${new_template:-} ]] && kill_tree "$new_template"
  [[ -n ${stories:-} ]] && kill_tree "$stories"
  stop_test_postgres
}
trap finish EXIT

step "Lint and format"
npm run -s lint

step "Typecheck"
bash scripts/typecheck.sh

step "Chromium for browser tests"
wait_for_packages
use_test_chromium; shellcheck_for_tests

step "A throwaway PostgreSQL for the store tests"
start_test_postgres

step "Unit, component and story tests, and the Storybook static build"
# The stories and the screenshots run in Chromium beside the unit and component tests, then the
# Storybook build: their Vite server transforms one module at a time (about one core's work), so
# the two runs keep both cores busy. Their output follows the node tests'.
{
  status=0
  npx vitest run --project storybook --project visual --reporter=default --reporter=json \
    --outputFile.json=test-results/stories.json || status=1
  npx storybook build -o storybook-static --quiet >.data/logs/storybook-build.log 2>&1 || {
    tail -40 .data/logs/storybook-build.log
    echo 'Error: the Storybook static build failed (.data/logs/storybook-build.log).'
    status=1
  }
  exit $status
} >.data/logs/stories.log 2>&1 &
stories=$!
node_status=0
npx vitest run --project unit --project component --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json || node_status=$?
stories_status=0
wait "$stories" || stories_status=$?
stories=''
printf '\n--- the stories, the screenshots and the Storybook build (.data/logs/stories.log) ---\n'
cat .data/logs/stories.log
[[ $node_status -eq 0 && $stories_status -eq 0 ]] || exit 1

step "Build the template apps"
for app in "${APPS[@]}"; do build_app_if_stale "$app"; done

step "Server tests against the built apps, and the new-template check's end"
server_status=0
npx vitest run --project server --reporter=default --reporter=json \
  --outputFile.json=test-results/server.json || server_status=$?
new_template_status=0
wait "$new_template" || new_template_status=$?
new_template=''
printf '\n--- npm run new-template in a throwaway copy (.data/logs/new-template.log) ---\n'
cat .data/logs/new-template.log
[[ $server_status -eq 0 && $new_template_status -eq 0 ]] || exit 1

step "End-to-end tests"
rm -rf .data/e2e
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json

step "Summary"
node scripts/test-summary.mjs test-results/vitest.json test-results/stories.json test-results/server.json \
  test-results/new-template.json test-results/e2e.json
step_done ''
printf ' wall    processor    machine  step\n'
printf '%s\n' "${timings[@]}"
echo "Wall time: $(( $(date +%s) - started )) s"
