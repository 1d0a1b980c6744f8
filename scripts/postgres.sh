# Starts a throwaway PostgreSQL server for the store tests and exports TEST_DATABASE_URL.
# Installs Debian's postgresql when missing (as root on Debian or Ubuntu); elsewhere (no root,
# macOS) without one it says so in one line and the store tests run on the embedded database
# only. Sourced by scripts/test.sh.
# shellcheck shell=bash

# Where Debian keeps its PostgreSQL versions (scripts/shell-portability.test.ts points it at a
# folder of its own).
DEBIAN_POSTGRESQL=/usr/lib/postgresql

# The bin folder of the newest Debian PostgreSQL (/usr/lib/postgresql/<version>/bin), or nothing.
debian_postgres_bin() {
  local lib=$DEBIAN_POSTGRESQL dir version best='' best_version=-1
  for dir in "$lib"/*/bin; do
    [[ -x $dir/initdb ]] || continue
    version=${dir#"$lib"/} version=${version%%/*} version=${version%%.*}
    [[ $version =~ ^[0-9]+$ ]] || continue
    if ((version > best_version)); then best=$dir best_version=$version; fi
  done
  printf '%s' "$best"
}

start_test_postgres() {
  local port=${TEST_PG_PORT:-54329}
  local bin
  bin=$(debian_postgres_bin)
  if [[ -z $bin ]]; then
    if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
      echo "PostgreSQL is not installed; the store tests run on the embedded database only."
      return 0
    fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(debian_postgres_bin)
    [[ -n $bin ]] || {
      echo "Error: Debian's postgresql did not install (no $DEBIAN_POSTGRESQL/<version>/bin/initdb)." >&2
      return 1
    }
  fi
  local dir
  dir=$(mktemp -d -t dealer-pg-XXXXXX)
  local run_as=()
  if [[ $(id -u) -eq 0 ]]; then
    chown postgres "$dir"
    run_as=(runuser -u postgres --)
  fi
  # (${run_as[@]+...}: bash before 4.4 takes an empty array for an unset one under set -u)
  ${run_as[@]+"${run_as[@]}"} "$bin/initdb" -D "$dir/data" -U dealer --auth=trust >/dev/null
  ${run_as[@]+"${run_as[@]}"} "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" \
    -l "$dir/server.log" -w start >/dev/null
  ${run_as[@]+"${run_as[@]}"} "$bin/createdb" -h 127.0.0.1 -p "$port" -U dealer dealer_test
  # and one database per test worker, which scripts/vitest-worker-database.ts gives each
  local worker
  for worker in 1 2 3 4; do
    ${run_as[@]+"${run_as[@]}"} "$bin/createdb" -h 127.0.0.1 -p "$port" -U dealer "dealer_test_$worker"
  done
  # the reservation race test's two app processes share one database of their own
  ${run_as[@]+"${run_as[@]}"} "$bin/createdb" -h 127.0.0.1 -p "$port" -U dealer dealer_race
  export TEST_DATABASE_URL="postgres://dealer@127.0.0.1:$port/dealer_test"
  TEST_PG_STOP=(${run_as[@]+"${run_as[@]}"} "$bin/pg_ctl" -D "$dir/data" -m fast stop)
  TEST_PG_DIR=$dir
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
}

# Stops the server and removes its data (a run's is about 150 MB).
stop_test_postgres() {
  if [[ -n ${TEST_PG_STOP+x} ]]; then "${TEST_PG_STOP[@]}" >/dev/null 2>&1 || true; fi
  if [[ -n ${TEST_PG_DIR+x} ]]; then rm -rf "$TEST_PG_DIR"; fi
  unset TEST_PG_STOP TEST_PG_DIR
}
