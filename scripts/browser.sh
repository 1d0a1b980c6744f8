# The Chromium that the browser tests and the page benchmarks start, by one rule (chromium.ts
# keeps the same one for the tools started without these scripts):
#   1. CHROME_PATH when it is set (it must be an executable file);
#   2. else Debian's Chromium, /usr/bin/chromium, where it is installed;
#   3. else, as root on Debian or Ubuntu, Debian's `chromium` installed with apt-get;
#   4. else (a user without root, where Debian has no chromium package; macOS) Playwright's own
#      Chromium, downloaded by `npx playwright install chromium` when missing;
#   5. else an error naming what to install.
# use_chromium exports the choice as CHROME_PATH for everything started after it. Sourced by
# scripts/test.sh and scripts/bench.sh, after scripts/apps.sh.
# The test runners (Playwright, Vitest's browser mode) drive Debian's headless shell instead where
# it is to be had (use_test_chromium): the same Chromium without the desktop browser's parts,
# which opens a page in about a third of the time. The page benchmarks keep the full browser, as
# Lighthouse asks.
# shellcheck shell=bash

# Where Debian's Chromium and its headless shell are (scripts/shell-portability.test.ts points
# them at a folder of its own).
DEBIAN_CHROMIUM=/usr/bin/chromium
DEBIAN_HEADLESS_SHELL=/usr/bin/chromium-headless-shell

# What the rule decides, without side effects: prints `use <file>` (CHROME_PATH, or Debian's
# Chromium present), `apt-get` (root with apt-get: install Debian's chromium), `sudo` (no root,
# and Debian's chromium package is to be had: ask for it) or `playwright`; fails with the error
# for a CHROME_PATH that is not an executable file.
chromium_choice() {
  local debian=$DEBIAN_CHROMIUM
  if [[ -n ${CHROME_PATH:-} ]]; then
    if [[ -f $CHROME_PATH && -x $CHROME_PATH ]]; then
      echo "use $CHROME_PATH"
      return 0
    fi
    echo "Error: CHROME_PATH=$CHROME_PATH is not an executable file; point it at a Chromium or Chrome, or unset it." >&2
    return 1
  fi
  if [[ -f $debian && -x $debian ]]; then
    echo "use $debian"
  elif can_apt_install; then
    echo apt-get
  elif debian_package chromium; then
    echo sudo
  else
    echo playwright
  fi
}

# Whether apt knows the Debian package named (Debian has chromium and chromium-headless-shell;
# Ubuntu neither, only a snap's stand-in).
debian_package() {
  command -v apt-cache >/dev/null 2>&1 || return 1
  local candidate
  candidate=$(apt-cache policy "$1" 2>/dev/null | awk '$1 == "Candidate:" { print $2 }')
  [[ -n $candidate && $candidate != '(none)' ]]
}

# Whether this is root with apt-get (who may install Debian's packages).
can_apt_install() {
  command -v apt-get >/dev/null 2>&1 && [[ $(id -u) -eq 0 ]]
}

# Playwright's own Chromium, downloaded when missing (as root with apt-get, with the libraries
# it needs); prints its path. The download's progress goes to stderr.
playwright_chromium() {
  local path with_deps=()
  if [[ ! -d node_modules/playwright ]]; then
    echo "Installing the workspace for Playwright" >&2
    "${PNPM[@]}" install --frozen-lockfile --reporter=silent >&2 || return 1
  fi
  path=$(node -p "require('playwright').chromium.executablePath()") || return 1
  if [[ ! -x $path ]]; then
    if can_apt_install; then with_deps=(--with-deps); fi
    echo "Downloading Playwright's Chromium (npx playwright install chromium)" >&2
    if ! npx playwright install ${with_deps[@]+"${with_deps[@]}"} chromium >&2 || [[ ! -x $path ]]; then
      echo "Error: there is no Chromium here and Playwright could not download its own; install Chromium or Google Chrome and set CHROME_PATH to it." >&2
      return 1
    fi
  fi
  printf '%s\n' "$path"
}

# apt-get install as root, quietly, the package lists updated once a run.
apt_install() {
  if [[ -z ${apt_lists_updated:-} ]]; then
    apt-get update -qq || return 1
    apt_lists_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# The Debian packages the test command needs and this machine lacks, as root with apt-get: the
# browser (unless CHROME_PATH names one: chromium-headless-shell where apt has it, else chromium
# where neither is there), shellcheck and postgresql (debian_postgres_bin, from
# scripts/postgres.sh); their names on one line, or nothing (not root, no apt-get, none missing).
missing_debian_packages() {
  can_apt_install || return 0
  local packages=()
  if [[ -z ${CHROME_PATH:-} && ! -x $DEBIAN_HEADLESS_SHELL ]]; then
    if debian_package chromium-headless-shell; then
      packages+=(chromium-headless-shell)
    elif [[ ! -x $DEBIAN_CHROMIUM ]]; then
      packages+=(chromium)
    fi
  fi
  command -v shellcheck >/dev/null 2>&1 || packages+=(shellcheck)
  [[ -n $(debian_postgres_bin) ]] || packages+=(postgresql)
  if [[ ${#packages[@]} -gt 0 ]]; then echo "${packages[*]}"; fi
}

# Installs the missing Debian packages in the background, so that the workspace's install, the
# lint and the typecheck run beside apt-get (its output in .data/logs/apt.log); wait_for_packages
# waits for it. Should it fail, use_chromium, shellcheck_for_tests and start_test_postgres each
# try their own package again and say what is missing.
install_packages_in_background() {
  local packages
  packages=$(missing_debian_packages)
  packages_pid=''
  [[ -n $packages ]] || return 0
  echo "Installing Debian's $packages beside the next steps (.data/logs/apt.log)"
  mkdir -p .data/logs
  # shellcheck disable=SC2086 # the names are words
  apt_install $packages >.data/logs/apt.log 2>&1 &
  packages_pid=$!
}
wait_for_packages() {
  [[ -n ${packages_pid:-} ]] || return 0
  wait "$packages_pid" ||
    echo "Debian's packages did not all install (.data/logs/apt.log); each is tried again as it is needed."
  packages_pid=''
}

# Chooses the Chromium by the rule above, installing it where the rule says so, exports it as
# CHROME_PATH and prints its version.
use_chromium() {
  local debian=$DEBIAN_CHROMIUM choice
  choice=$(chromium_choice) || return 1
  case $choice in
    use\ *) CHROME_PATH=${choice#use } ;;
    sudo)
      echo "Error: Chromium is missing; install Debian's with 'sudo apt-get install chromium' (or set CHROME_PATH to a Chromium or Chrome)." >&2
      return 1
      ;;
    apt-get)
      echo "Installing Debian's chromium"
      if apt_install chromium && [[ -x $debian ]]; then
        CHROME_PATH=$debian
      else
        echo "Debian's chromium could not be installed; Playwright's Chromium instead"
        CHROME_PATH=$(playwright_chromium) || return 1
      fi
      ;;
    playwright) CHROME_PATH=$(playwright_chromium) || return 1 ;;
  esac
  export CHROME_PATH
  "$CHROME_PATH" --version || {
    echo "Error: $CHROME_PATH does not start (its --version failed)." >&2
    return 1
  }
}

# The Chromium the test runners drive, exported as CHROME_PATH: CHROME_PATH when set, else
# Debian's headless shell where it is installed (as root on Debian, installed with apt-get when
# missing), else the Chromium of use_chromium.
use_test_chromium() {
  local shell=$DEBIAN_HEADLESS_SHELL
  if [[ -z ${CHROME_PATH:-} ]]; then
    if [[ ! -x $shell ]] && can_apt_install && debian_package chromium-headless-shell; then
      echo "Installing Debian's chromium-headless-shell"
      apt_install chromium-headless-shell || echo "Debian's chromium-headless-shell could not be installed"
    fi
    if [[ -f $shell && -x $shell ]]; then
      export CHROME_PATH=$shell
      "$CHROME_PATH" --version || {
        echo "Error: $CHROME_PATH does not start (its --version failed)." >&2
        return 1
      }
      return 0
    fi
  fi
  use_chromium
}

# ShellCheck for the scripts' check in scripts/shell-portability.test.ts: installed as root on
# Debian or Ubuntu when missing (elsewhere, or when the install fails, that check is skipped).
shellcheck_for_tests() {
  command -v shellcheck >/dev/null 2>&1 && return 0
  if can_apt_install; then
    apt_install shellcheck ||
      echo "ShellCheck could not be installed; the scripts' shellcheck test is skipped."
  else
    echo "ShellCheck is not installed; the scripts' shellcheck test is skipped."
  fi
  return 0
}
