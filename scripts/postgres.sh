# Starts a throwaway PostgreSQL server for the store tests and exports TEST_DATABASE_URL.
# Installs Debian's postgresql when missing (as root). Sourced by scripts/test.sh.
# shellcheck shell=bash
start_test_postgres() {
  local port=${TEST_PG_PORT:-54329}
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [[ -z $bin ]]; then
    if [[ $(id -u) -ne 0 ]]; then
      echo "PostgreSQL is not installed; the store tests run on the embedded database only."
      return 0
    fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  fi
  local dir
  dir=$(mktemp -d -t dealer-pg-XXXXXX)
  local run_as=()
  if [[ $(id -u) -eq 0 ]]; then
    chown postgres "$dir"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$bin/initdb" -D "$dir/data" -U dealer --auth=trust >/dev/null
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" \
    -l "$dir/server.log" -w start >/dev/null
  "${run_as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U dealer dealer_test
  export TEST_DATABASE_URL="postgres://dealer@127.0.0.1:$port/dealer_test"
  TEST_PG_STOP=("${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop)
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
}

stop_test_postgres() {
  if [[ -n ${TEST_PG_STOP+x} ]]; then "${TEST_PG_STOP[@]}" >/dev/null 2>&1 || true; fi
}
