#!/usr/bin/env bash
# The lint and the format check side by side (each keeps about one core busy): ESLint with no
# warning allowed, and Prettier's check of every file; fails when either finds something, once
# both have said what.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
source scripts/apps.sh
USAGE="Usage: npm run lint
Runs ESLint (no warning allowed) and Prettier's check of every file side by side; exits 1 when
either finds something.
  -h, --help   this text"
no_arguments "$@"
npx eslint . --max-warnings=0 &
eslint=$!
prettier_status=0
npx prettier --check . --log-level warn || prettier_status=$?
eslint_status=0
wait "$eslint" || eslint_status=$?
[[ $eslint_status -eq 0 && $prettier_status -eq 0 ]] || exit 1
