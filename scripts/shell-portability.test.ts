import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chosenChromium, testChromium } from '../chromium';

// The README's commands run on Debian (as root or not) and on macOS, whose /bin/bash is 3.2 and
// whose tools are BSD's. So the shell scripts use neither bash 4 nor GNU-only flags (a scan of
// every line, each finding with its portable form), their argument and environment handling is
// run in a bare environment (`env -i PATH=<minimal> bash --norc --noprofile`), and ShellCheck
// finds nothing in them when it is installed.

const root = path.resolve(import.meta.dirname, '..');
const realRoot = fs.realpathSync(root);

/** A word quoted for the shell. */
const sh = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** Every shell script: scripts/*.sh and the CI entry point. */
const scripts = [
  ...fs
    .readdirSync(path.join(root, 'scripts'))
    .filter((name) => name.endsWith('.sh'))
    .map((name) => `scripts/${name}`),
  '.ci/run',
].sort();

// ---------------------------------------------------------------------------------------------
// The scan

interface Rule {
  /** What is not portable. */
  what: string;
  pattern: RegExp;
  /** The portable replacement. */
  use: string;
  /** Lines it must find, and lines (the replacement) it must leave. */
  bad: string[];
  good: string[];
}

/** Options of one command: `cmd` then, before the next `|`, `;` or `&`, an option matching. */
const option = (command: string, flag: string) =>
  new RegExp(`(^|[\\s;&|(\`])${command}\\b[^|;&\\n]*\\s(${flag})`);
/** A command at the start of a command (not a word in a message or an option name). */
const command = (name: string) =>
  new RegExp(`(^\\s*|[;&|(\`]\\s*|\\b(?:then|do|else|exec)\\s+|\\$\\(\\s*)${name}(\\s|$)`);
const letters = (letter: string) => `-[a-zA-Z]*${letter}[a-zA-Z]*(?=[\\s=]|$)`;

const rules: Rule[] = [
  // bash 4 and later (macOS's /bin/bash is 3.2)
  {
    what: 'an associative array (declare -A, bash 4)',
    pattern: /\b(declare|local|typeset|readonly)\s+-[a-zA-Z]*A/,
    use: 'two indexed arrays and a lookup function (as app_port in scripts/apps.sh)',
    bad: ['declare -A APP_PORT=()', 'local -A seen'],
    good: ['APPS=() APP_PORTS=()', 'declare -a list'],
  },
  {
    what: 'mapfile/readarray (bash 4)',
    pattern: /(^|[\s;&|(])(mapfile|readarray)\b/,
    use: 'while IFS= read -r line; do lines+=("$line"); done',
    bad: ['mapfile -t lines < <(ls)', 'readarray -t x <file'],
    good: ['while IFS= read -r line; do lines+=("$line"); done <file'],
  },
  {
    what: 'case conversion in an expansion (${var,,} ${var^^}, bash 4)',
    pattern: /\$\{[#!]?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])(\[[^\]]*\])?(,,?|\^\^?|~~?)[^}]*\}/,
    use: `$(printf '%s' "$var" | tr '[:upper:]' '[:lower:]') (or '[:lower:]' '[:upper:]')`,
    bad: ['name=${1,,}', 'echo "${APP^^}"', 'x=${arr[@],}', 'echo "${@^}"'],
    good: [`name=$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')`, 'x=${a:-b,c}'],
  },
  {
    what: 'case attributes (declare -l/-u, bash 4)',
    pattern: /\b(declare|local|typeset)\s+-[a-zA-Z]*[lu]\b/,
    use: `tr '[:upper:]' '[:lower:]' on the value`,
    bad: ['declare -l name', 'local -u up'],
    good: ['local -r name', 'declare -x name'],
  },
  {
    what: 'a name reference (declare -n, bash 4.3)',
    pattern: /\b(declare|local|typeset)\s+-[a-zA-Z]*n/,
    use: '${!name} (indirect expansion), or printf -v "$name" to assign',
    bad: ['local -n out=$1', 'declare -n ref=x'],
    good: ['value=${!name}', `printf -v "$name" '%s' "$value"`],
  },
  {
    what: 'a global declaration (declare -g, bash 4.2)',
    pattern: /\b(declare|typeset|local)\s+-[a-zA-Z]*g/,
    use: 'a plain assignment (a function assigns globally unless the name is local)',
    bad: ['declare -g NAME=1'],
    good: ['NAME=1'],
  },
  {
    what: 'local - (bash 4.4)',
    pattern: /\blocal\s+-(\s|$)/,
    use: 'set the option back by hand (case $- in *f*) ...)',
    bad: ['local -', 'local - ; set -f'],
    good: ['local name'],
  },
  {
    what: 'coproc (bash 4)',
    pattern: /(^|[\s;&|(])coproc\b/,
    use: 'a background job writing to a file, or a named pipe (mkfifo)',
    bad: ['coproc worker { cat; }'],
    good: ['worker > "$dir/out" & pid=$!'],
  },
  {
    what: '&>> (bash 4)',
    pattern: /&>>/,
    use: '>>file 2>&1',
    bad: ['make &>>build.log'],
    good: ['make >>build.log 2>&1', 'make &>build.log'],
  },
  {
    what: '|& (bash 4)',
    pattern: /\|&/,
    use: '2>&1 |',
    bad: ['make |& tee log'],
    good: ['make 2>&1 | tee log', 'a || b'],
  },
  {
    what: 'a negative array index (bash 4.3)',
    pattern: /\b[A-Za-z_][A-Za-z0-9_]*\[\s*-[0-9]+\s*\]/,
    use: '${arr[${#arr[@]}-1]}',
    bad: ['last=${APPS[-1]}', "unset 'list[-1]'"],
    good: ['last=${APPS[${#APPS[@]}-1]}'],
  },
  {
    what: 'a negative substring length (${var:0:-1}, bash 4.2)',
    pattern: /\$\{[A-Za-z_][A-Za-z0-9_]*:[^}:]*:\s*-[0-9]/,
    use: '${var%?} (one character off the end), or ${var:0:${#var}-1}',
    bad: ['x=${name:0:-1}'],
    good: ['x=${name%?}', 'x=${name: -3}', 'x=${name:0:${#name}-1}'],
  },
  {
    what: 'shopt -s globstar (bash 4)',
    pattern: /\bglobstar\b/,
    use: 'find <folder> -name <pattern>',
    bad: ['shopt -s globstar'],
    good: ['find platform -name "*.ts"'],
  },
  {
    what: 'a bash 4 shell option',
    pattern:
      /\bshopt\s+-[su]\s+.*\b(lastpipe|inherit_errexit|autocd|checkjobs|dirspell|direxpand|globasciiranges|localvar_inherit|localvar_unset|assoc_expand_once)\b/,
    use: 'code that does without it (bash 3.2 has none of these options)',
    bad: ['shopt -s lastpipe', 'shopt -s inherit_errexit'],
    good: ['shopt -s nullglob extglob'],
  },
  {
    what: 'wait -n (bash 4.3)',
    pattern: /(^|[\s;&|(])wait\s+-[a-zA-Z]*n/,
    use: 'wait "$pid" for each job (or poll with kill -0 "$pid")',
    bad: ['wait -n', 'wait -n "$a" "$b"'],
    good: ['wait "$pid"', 'wait'],
  },
  {
    what: 'case fall-through (;& ;;&, bash 4)',
    pattern: /;;&|(^|[^;&])\s*;&(\s|$)/,
    use: 'the next pattern in the same case item (a | b), or the commands repeated',
    bad: ['  a) echo a ;&', '  b) echo b ;;&'],
    good: ['  a | b) echo ab ;;'],
  },
  {
    what: '[[ -v name ]] (bash 4.2)',
    pattern: /(\[\[\s+(!\s+)?|\btest\s+(!\s+)?)-v\s/,
    use: '[[ -n ${name+x} ]]',
    bad: ['[[ -v DATA_DIR ]]', 'if [[ ! -v x ]]; then :; fi'],
    good: ['[[ -n ${DATA_DIR+x} ]]'],
  },
  {
    what: 'a parameter transformation (${var@Q}, bash 4.4)',
    pattern: /\$\{[^}]*@[QEPAaKkULu]\}/,
    use: `printf '%q' "$var"`,
    bad: ['echo "${args[@]@Q}"', 'x=${name@U}'],
    good: [`printf '%q ' "\${args[@]}"`, 'x=${args[@]}'],
  },
  {
    what: 'a bash 4/5 variable (EPOCHSECONDS, EPOCHREALTIME, BASHPID, BASH_ARGV0, SRANDOM)',
    pattern: /\$\{?(EPOCHSECONDS|EPOCHREALTIME|BASHPID|BASH_ARGV0|SRANDOM)\b/,
    use: 'date +%s for the time, $$ for the shell, $RANDOM',
    bad: ['now=$EPOCHSECONDS', 'echo ${BASHPID}'],
    good: ['now=$(date +%s)', 'echo $$'],
  },
  {
    what: 'a stepped or zero-padded brace range ({1..9..2}, {01..10}, bash 4)',
    pattern: /\{-?[0-9]+\.\.-?[0-9]+\.\.-?[0-9]+\}|\{-?0[0-9]+\.\.-?[0-9]+\}/,
    use: 'seq (seq -w for zero padding), or a for (( )) loop',
    bad: ['for i in {1..9..2}; do :; done', 'for i in {01..10}; do :; done'],
    good: ['for i in {1..9}; do :; done', 'for ((i = 1; i < 10; i += 2)); do :; done'],
  },
  {
    what: 'a descriptor named by a variable ({fd}>file, bash 4.1)',
    pattern: /(^|\s)\{[A-Za-z_][A-Za-z0-9_]*\}[<>]/,
    use: 'a fixed descriptor number (exec 3>file)',
    bad: ['exec {log}>file'],
    good: ['exec 3>file'],
  },
  {
    what: 'printf %(...)T (bash 4.2)',
    pattern: /%\([^)]*\)T/,
    use: 'date +FORMAT',
    bad: [`printf '%(%s)T' -1`],
    good: ['date +%s'],
  },
  {
    what: "a \\u escape in $'...' (bash 4.2)",
    pattern: /\$'[^']*\\[uU][0-9a-fA-F]/,
    use: 'the character itself in the script (UTF-8)',
    bad: [`printf '%s' $'\\u00e9'`],
    good: [`printf '%s' 'é'`, `sep=$'\\t'`],
  },
  {
    what: 'read -N (bash 4.1)',
    pattern: option('read', letters('N')),
    use: 'read -n',
    bad: ['read -rN 1 key'],
    good: ['read -rn 1 key'],
  },
  // GNU-only tools and flags (macOS has BSD's)
  {
    what: 'realpath (macOS before 13 has none, and none has -m)',
    pattern: /(^|[\s;&|(`$])realpath\b/,
    use: 'absolute_path in scripts/apps.sh (or cd -P "$dir" && pwd -P)',
    bad: ['dir=$(realpath -m "$x")', 'realpath -e file'],
    good: ['dir=$(absolute_path "$x")'],
  },
  {
    what: 'readlink -f/-e/-m (GNU; macOS before 12.3 has none)',
    pattern: option('readlink', `${letters('[fem]')}|--canonicalize`),
    use: 'cd -P "$(dirname "$file")" && pwd -P',
    bad: ['here=$(readlink -f "$0")', 'readlink -e x'],
    good: ['here=$(cd -P "$(dirname "$0")" && pwd -P)', 'readlink link'],
  },
  {
    what: 'sed -i without a suffix (GNU sed takes none apart from -i, BSD sed needs one)',
    pattern: /(^|[\s;&|(`])sed\b[^|;&\n]*\s(-[a-zA-Z]*i(?=\s|$)|--in-place(?=\s|$)|-i\s+(''|""))/,
    use: `sed -i.bak 's/a/b/' file && rm file.bak (a suffix joined to -i, as both take it)`,
    bad: [
      `sed -i 's/a/b/' file`,
      `sed -Ei 's/a/b/' f`,
      `sed -i '' 's/a/b/' f`,
      'sed --in-place s/a/b/ f',
    ],
    good: [`sed -i.bak 's/a/b/' file && rm file.bak`, `sed -n 's/a/b/p' f`],
  },
  {
    what: 'sed -r (GNU)',
    pattern: option('sed', `${letters('r')}|--regexp-extended`),
    use: 'sed -E (GNU and BSD)',
    bad: [`sed -r 's/a+/b/' f`, `sed -nr 's/a/b/p' f`],
    good: [`sed -E 's/a+/b/' f`],
  },
  {
    what: 'date -d (GNU; BSD date reads dates with -j -f)',
    pattern: option('date', `${letters('d')}|--date`),
    use: 'date +%s and arithmetic, or node -e for a date to parse',
    bad: ['date -d yesterday +%s', 'date --date=@1 +%F', 'date -ud "1 day"'],
    good: ['date +%s', 'date -u +%Y-%m-%d'],
  },
  {
    what: 'stat -c (GNU; BSD stat has -f with other formats)',
    pattern: option('stat', `-[a-zA-Z]*c|--format|--printf`),
    use: 'wc -c <file for a size, find file -newer other for an age',
    bad: ['size=$(stat -c %s f)', 'stat --format=%Y f'],
    good: ['size=$(wc -c <f)'],
  },
  {
    what: 'find -printf (GNU)',
    pattern: /(^|[\s;&|(`])find\b[^|;&\n]*\s-printf\b/,
    use: "find ... -exec printf '%s\\n' {} + (or -print and the shell)",
    bad: [`find . -type f -printf '%p\\n'`],
    good: [`find . -type f -exec printf '%s\\n' {} +`, 'find . -type f -print -quit'],
  },
  {
    what: 'grep -P (GNU)',
    pattern: option('grep', `${letters('P')}|--perl-regexp`),
    use: 'grep -E',
    bad: [`grep -P '\\d+' f`, `grep -oP 'x' f`],
    good: [`grep -E '[0-9]+' f`, 'grep -q P f'],
  },
  {
    what: 'xargs -r/-d (GNU)',
    pattern: option('xargs', `${letters('[rd]')}|--no-run-if-empty|--delimiter`),
    use: "find ... -exec cmd {} + (runs nothing for nothing found), or tr '\\n' '\\0' | xargs -0",
    bad: ['ls | xargs -r rm', "xargs -d '\\n' rm"],
    good: ['find . -name x -exec rm {} +', 'xargs -0 rm'],
  },
  {
    what: 'timeout (GNU coreutils; macOS has none)',
    pattern: command('timeout'),
    use: 'a background job and kill: cmd & pid=$!; (sleep 60; kill "$pid") 2>/dev/null &',
    bad: ['timeout 60 npm test', 'x=$(timeout 5 curl -s x)', 'if true; then timeout 1 a; fi'],
    good: ['npx vitest --timeout 60', 'echo "the timeout is 60 s"'],
  },
  {
    what: 'cp --reflink (GNU)',
    pattern: /(^|[\s;&|(`])cp\b[^|;&\n]*--reflink/,
    use: 'cp (cp -c clones on macOS)',
    bad: ['cp --reflink=auto a b'],
    good: ['cp -R a b'],
  },
  {
    what: 'cp/mv -t (GNU)',
    pattern: option('(cp|mv)', `${letters('[tT]')}|--target-directory|--no-target-directory`),
    use: 'the target last: cp file... folder',
    bad: ['cp -t dir a b', 'mv -T a b'],
    good: ['cp a b dir', 'cp -Rp a b'],
  },
  {
    what: 'du -b (GNU)',
    pattern: option('du', `${letters('b')}|--bytes|--apparent-size`),
    use: 'wc -c <file for a file, du -k for a folder',
    bad: ['du -b f', 'du -sb dir'],
    good: ['du -sk dir', 'wc -c <f'],
  },
  {
    what: 'nproc (GNU)',
    pattern: /(^|[\s;&|(`$])nproc\b/,
    use: 'getconf _NPROCESSORS_ONLN',
    bad: ['jobs=$(nproc)'],
    good: ['jobs=$(getconf _NPROCESSORS_ONLN)'],
  },
  {
    what: 'sha256sum/md5sum (GNU; macOS has shasum)',
    pattern: /(^|[\s;&|(`$])(sha(1|224|256|384|512)sum|md5sum)\b/,
    use: 'shasum -a 256 (macOS and Debian)',
    bad: ['sha256sum f', 'x=$(md5sum <f)'],
    good: ['shasum -a 256 f'],
  },
  {
    what: 'sort -V (macOS before 13 has a sort without it)',
    pattern: option('sort', `${letters('V')}|--version-sort`),
    use: 'numeric keys: sort -t. -k1,1n -k2,2n (or compare the numbers in the shell)',
    bad: ['ls | sort -V', 'sort -rV f'],
    good: ['sort -t. -k1,1n -k2,2n f', 'sort -n f'],
  },
  {
    what: 'mktemp with a GNU option (--tmpdir, -p)',
    pattern: option('mktemp', `${letters('p')}|--[a-z]`),
    use: 'mktemp -d -t name-XXXXXX (GNU and BSD)',
    bad: ['mktemp --tmpdir x.XXXX', 'mktemp -dp /tmp'],
    good: ['mktemp -d -t dealer-pg-XXXXXX'],
  },
  {
    what: 'base64 -w (GNU)',
    pattern: option('base64', `-w|--wrap`),
    use: "base64 | tr -d '\\n'",
    bad: ['base64 -w0 f'],
    good: ["base64 <f | tr -d '\\n'"],
  },
  {
    what: 'ln -r (GNU)',
    pattern: option('ln', `${letters('r')}|--relative`),
    use: 'ln -s with a target relative to the link',
    bad: ['ln -sr a b'],
    good: ['ln -s ../a b'],
  },
  {
    what: 'head/tail with a negative count (GNU)',
    pattern: option('head', `-[nc]\\s*-[0-9]`),
    use: "sed '$d' (all but the last line), or awk",
    bad: ['head -n -1 f'],
    good: ['head -n 1 f'],
  },
  {
    what: 'sleep with a unit (GNU)',
    pattern: /(^|[\s;&|(`])sleep\s+[0-9.]+[smhd]\b/,
    use: 'sleep <seconds>',
    bad: ['sleep 1m'],
    good: ['sleep 60', 'sleep 0.5'],
  },
  {
    what: 'a GNU-only tool (tac, shuf, numfmt, truncate, getopt)',
    pattern:
      /(^\s*|[;&|(`]\s*|\b(?:then|do|else|exec)\s+|\$\(\s*)(tac|shuf|numfmt|truncate|getopt)(\s|$)/,
    use: "awk (tac: awk '{ l[NR] = $0 } END { for (i = NR; i; i--) print l[i] }'), : >file for truncate, the getopts builtin or a case loop",
    bad: ['tac f', 'x=$(shuf -n1 f)', 'truncate -s 0 f', 'getopt -o h -- "$@"'],
    good: ['while getopts h opt; do :; done', ': >f'],
  },
  {
    what: 'a gawk-only function (gensub, strftime, systime, asort, PROCINFO)',
    pattern: /\b(gensub|strftime|systime|asorti?)\s*\(|\bPROCINFO\b/,
    use: "POSIX awk (macOS's awk): sub/gsub, and date +%s for the time",
    bad: [`awk '{ print gensub(/a/, "b", "g") }'`, `awk 'BEGIN { print systime() }'`],
    good: [`awk '{ gsub(/a/, "b"); print }'`],
  },
];

/**
 * The code of each line, comments left out: a `#` that starts a word outside quotes begins one
 * (quotes may span lines, as USAGE's text does); a here-document's lines are kept whole.
 */
function codeLines(source: string): { line: number; code: string; comment: string }[] {
  const out: { line: number; code: string; comment: string }[] = [];
  let quote: '' | "'" | '"' | "$'" = '';
  let heredoc: { word: string; strip: boolean } | null = null;
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (heredoc) {
      const end = heredoc.strip ? text.replace(/^\t+/, '') : text;
      if (end === heredoc.word) heredoc = null;
      out.push({ line, code: text, comment: '' });
      return;
    }
    let code = '';
    let comment = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quote === "'") {
        code += c;
        if (c === "'") quote = '';
      } else if (quote === '"' || quote === "$'") {
        code += c;
        if (c === '\\') code += text[++i] ?? '';
        else if ((quote === '"' && c === '"') || (quote === "$'" && c === "'")) quote = '';
      } else if (c === '\\') {
        code += c + (text[++i] ?? '');
      } else if (c === "'") {
        code += c;
        quote = code.endsWith("$'") ? "$'" : "'";
      } else if (c === '"') {
        code += c;
        quote = '"';
      } else if (c === '#' && (i === 0 || /[\s;&|()]/.test(text[i - 1]!))) {
        comment = text.slice(i);
        break;
      } else {
        code += c;
      }
    }
    const start = quote
      ? null
      : /<<(-?)\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\2/.exec(code.replace(/<<</g, ''));
    if (start) heredoc = { word: start[3]!, strip: start[1] === '-' };
    out.push({ line, code, comment });
  });
  return out;
}

/** What the scan finds in one script: `file:line: what; use: replacement`. */
function portabilityFindings(file: string, source: string): string[] {
  const findings: string[] = [];
  for (const { line, code, comment } of codeLines(source)) {
    // a line may say why a use is fine (e.g. a branch only Debian runs): `# portable: <why>`
    if (/#\s*portable:/.test(comment)) continue;
    for (const rule of rules) {
      if (rule.pattern.test(code)) findings.push(`${file}:${line}: ${rule.what}; use: ${rule.use}`);
    }
  }
  return findings;
}

describe('the portability scan', () => {
  it.each(rules.map((rule) => [rule.what, rule] as const))('finds %s', (_what, rule) => {
    for (const line of rule.bad) expect(rule.pattern.test(line), line).toBe(true);
    for (const line of rule.good) expect(portabilityFindings('x.sh', line), line).toEqual([]);
  });

  it('reads code only: comments and a line marked portable are left out, strings kept', () => {
    const source = [
      '# realpath -m is GNU only',
      'x=1 # readlink -f would do',
      'USAGE="Usage: a #1 # not a comment',
      "it's in the string: mapfile',",
      '"',
      'echo ${#APPS[@]} $# # done',
      'runuser -u postgres -- nproc # portable: root on Debian only',
      "cat <<'EOF'",
      "don't",
      'EOF',
      'y=$(nproc)',
    ].join('\n');
    expect(portabilityFindings('x.sh', source)).toEqual([
      'x.sh:4: mapfile/readarray (bash 4); use: while IFS= read -r line; do lines+=("$line"); done',
      'x.sh:11: nproc (GNU); use: getconf _NPROCESSORS_ONLN',
    ]);
  });

  it.each(scripts)('%s has neither bash 4 features nor GNU-only flags', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    expect(portabilityFindings(file, source)).toEqual([]);
  });

  it.each(scripts)(
    '%s names its shell (a #! line, or "# shellcheck shell=" when sourced)',
    (file) => {
      expect(shellOf(file), file).not.toBeNull();
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The scripts run in a bare environment

/** bash or sh, from the script's #! line or its `# shellcheck shell=` line. */
function shellOf(file: string): 'bash' | 'sh' | null {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const shebang = /^#!\s*(?:\/usr\/bin\/env\s+)?\S*?\b(bash|sh|dash)\b/.exec(source);
  const directive = /^# shellcheck shell=(bash|sh|dash)\b/m.exec(source);
  const shell = shebang?.[1] ?? directive?.[1];
  return shell === 'bash' ? 'bash' : shell ? 'sh' : null;
}

/** The tests that start a shell (with npx or node behind it) on a busy machine. */
const slow = 120_000;

/** A minimal PATH: Node's folder (the scripts run npx and node) and the system's tools. */
const minimalPath = [...new Set([path.dirname(process.execPath), '/usr/bin', '/bin'])].join(':');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

interface BareOptions {
  /** the environment besides PATH */
  env?: Record<string, string>;
  cwd?: string;
  /** bash, sh or dash, found on the PATH given */
  shell?: string;
  path?: string;
}

/**
 * `env -i PATH=<path> <NAME=value...> bash --norc --noprofile <args>` (sh and dash take no
 * --norc); the environment holds only what is given.
 */
function bare(args: string[], options: BareOptions = {}): Promise<Run> {
  const { env = {}, cwd = root, shell = 'bash', path: searchPath = minimalPath } = options;
  const flags = /bash$/.test(shell) ? ['--norc', '--noprofile'] : [];
  const assignments = Object.entries({ PATH: searchPath, ...env }).map(([k, v]) => `${k}=${v}`);
  return new Promise((resolve) => {
    execFile(
      '/usr/bin/env',
      ['-i', ...assignments, shell, ...flags, ...args],
      { cwd, encoding: 'utf8', timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : null) : 0, stdout, stderr });
      },
    );
  });
}

/** Runs shell code after sourcing scripts (paths from the root) in a bare bash. */
function sourced(files: string[], code: string, options: BareOptions = {}) {
  const sources = files.map((file) => `source ${sh(path.join(root, file))}`);
  return bare(['-c', ['set -euo pipefail', ...sources, code].join('\n')], options);
}

/** The commands: the scripts with a #! line (.ci/run runs the whole test command: not here). */
const commands = scripts.filter(
  (file) => file !== '.ci/run' && fs.readFileSync(path.join(root, file), 'utf8').startsWith('#!'),
);
const shellsOf = (file: string) => {
  if (shellOf(file) === 'bash') return ['bash'];
  const shells = ['sh'];
  try {
    execFileSync('sh', ['-c', 'command -v dash'], { stdio: 'ignore' });
    shells.push('dash');
  } catch {
    // no dash: sh alone
  }
  return shells;
};
const runs = commands.flatMap((file) => shellsOf(file).map((shell) => [file, shell] as const));

describe.concurrent('each command, in a bare environment', { timeout: slow }, () => {
  it('finds the commands', () => {
    expect(commands).toEqual(
      expect.arrayContaining([
        'scripts/start.sh',
        'scripts/test.sh',
        'scripts/dev.sh',
        'scripts/bench.sh',
        'scripts/new-template.sh',
        'scripts/serve-app.sh',
      ]),
    );
  });

  describe.each(runs)('%s (%s)', (file, shell) => {
    it('prints its usage for --help and exits 0', async () => {
      const result = await bare([file, '--help'], { shell });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: /m);
    });

    it('refuses an unknown option with Error: and the usage, exit 2', async () => {
      const result = await bare([file, '--no-such-option'], { shell });
      expect(result.status, result.stdout + result.stderr).toBe(2);
      expect(result.stderr).toMatch(/^Error: Unknown option '--no-such-option'\.$/m);
      expect(result.stderr).toMatch(/^Usage: /m);
    });
  });

  it('dev.sh: an unknown template prints the template apps, exit 1', async () => {
    const result = await bare(['scripts/dev.sh', 'nope']);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/^Error: there is no template app "nope"\. The template apps:$/m);
    for (const app of ['generic', 'toyota', 'caravan']) {
      expect(result.stderr).toMatch(new RegExp(`^  ${app} \\(port [0-9]+\\)$`, 'm'));
    }
  });

  it('bench.sh: an unknown benchmark or a second one, exit 2', async () => {
    const unknown = await bare(['scripts/bench.sh', 'nope']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^Error: There is no benchmark "nope"\.$/m);
    const two = await bare(['scripts/bench.sh', 'search', 'import']);
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/^Error: Unexpected argument 'import'\.$/m);
  });

  it('serve-app.sh: three arguments, the port a number, else exit 2', async () => {
    const few = await bare(['scripts/serve-app.sh', 'generic', '3100']);
    expect(few.status).toBe(2);
    expect(few.stderr).toMatch(/^Error: Name the app, the port and the data folder/m);
    const port = await bare(['scripts/serve-app.sh', 'generic', 'x', '/tmp/d']);
    expect(port.status).toBe(2);
    expect(port.stderr).toMatch(/^Error: The port is a number, not 'x'\.$/m);
  });
});

// ---------------------------------------------------------------------------------------------
// scripts/apps.sh

const temporary: string[] = [];
function tempDir(name: string) {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `dealer-${name}-`)));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder of fake commands: name -> shell script body. */
function fakeCommands(commands: Record<string, string>) {
  const dir = tempDir('bin');
  for (const [name, body] of Object.entries(commands)) {
    fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  }
  return dir;
}

/** A folder with links to bash and the few system tools given (no apt-get, no chromium). */
function systemTools(...names: string[]) {
  const dir = tempDir('tools');
  for (const name of ['bash', ...names]) {
    const tool = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    fs.symlinkSync(tool, path.join(dir, name));
  }
  return dir;
}

const gnuRealpath = (() => {
  try {
    execFileSync('realpath', ['-m', '/x/../y'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.concurrent('scripts/apps.sh', { timeout: slow }, () => {
  it('load_apps and app_port: the three apps on their ports, PORT_<APP> moving one', async () => {
    const code = `load_apps; for a in "\${APPS[@]}"; do echo "$a $(app_port "$a")"; done
        if app_port nope; then echo found; else echo "nope: $?"; fi`;
    const plain = await sourced(['scripts/apps.sh'], `cd ${sh(root)}; ${code}`);
    expect(plain.stderr).toBe('');
    expect(plain.stdout).toBe('generic 3000\ntoyota 3001\ncaravan 3002\nnope: 1\n');
    const moved = await sourced(['scripts/apps.sh'], `cd ${sh(root)}; ${code}`, {
      env: { PORT_TOYOTA: '4001' },
    });
    expect(moved.stdout).toBe('generic 3000\ntoyota 4001\ncaravan 3002\nnope: 1\n');
  });

  it('app_data_dir: templates/<app>/.data/pglite, or <app> under DATA_DIR, absolute', async () => {
    const dir = tempDir('data');
    fs.mkdirSync(path.join(dir, 'real'));
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'link'));
    const cases: [string | undefined, string, string][] = [
      [undefined, 'generic', `${realRoot}/templates/generic/.data/pglite`],
      [`${dir}/a/../b/`, 'toyota', `${dir}/b/toyota`],
      [`${dir}//./c`, 'caravan', `${dir}/c/caravan`],
      [`${dir}/link/x`, 'generic', `${dir}/real/x/generic`],
      ['rel/./d', 'caravan', `${realRoot}/rel/d/caravan`],
      ['/', 'caravan', '/caravan'],
    ];
    for (const [dataDir, app, expected] of cases) {
      const result = await sourced(['scripts/apps.sh'], `cd ${sh(root)}; app_data_dir ${app}`, {
        env: dataDir === undefined ? {} : { DATA_DIR: dataDir },
      });
      expect(result.stdout, `DATA_DIR=${dataDir}`).toBe(`${expected}\n`);
      if (gnuRealpath) {
        // the same as the GNU realpath -m the script used before
        const target =
          dataDir === undefined ? `templates/${app}/.data/pglite` : `${dataDir}/${app}`;
        const gnu = execFileSync('realpath', ['-m', target], { cwd: root, encoding: 'utf8' });
        expect(result.stdout, `realpath -m ${target}`).toBe(gnu);
      }
    }
  });

  it('load_env_file: NAME=value lines (quotes taken off), the environment keeping its own', async () => {
    const dir = tempDir('env');
    fs.writeFileSync(
      path.join(dir, '.env'),
      [
        'A=1',
        'export B="two words"',
        "C='single'",
        '# a comment',
        'D=file',
        'not a setting',
        '  E=x=y',
        'F=last',
      ].join('\n'),
    );
    const result = await sourced(
      ['scripts/apps.sh'],
      `cd ${sh(dir)}; load_env_file; for v in A B C D E F; do echo "$v=[\${!v}]"; done`,
      { env: { D: 'environment' } },
    );
    expect(result.stdout).toBe(
      "Settings read from .env (the environment's own values kept)\nA=[1]\nB=[two words]\nC=[single]\nD=[environment]\nE=[x=y]\nF=[last]\n",
    );
    const none = await sourced(['scripts/apps.sh'], `cd ${sh(tempDir('noenv'))}; load_env_file`);
    expect(none).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('build_app_if_stale: up to date, or built (with a fake next build), or the failure and its log', async () => {
    const dir = tempDir('build');
    for (const folder of [
      'design-system',
      'site-config',
      'profiles',
      'platform',
      'templates/x/.next',
      '.data/logs',
    ]) {
      fs.mkdirSync(path.join(dir, folder), { recursive: true });
    }
    fs.writeFileSync(path.join(dir, 'templates/next-config.mjs'), '');
    fs.writeFileSync(path.join(dir, 'platform/a.ts'), '');
    fs.writeFileSync(path.join(dir, 'templates/x/.next/BUILD_ID'), '1');
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(dir, 'platform/a.ts'), old, old);
    fs.utimesSync(path.join(dir, 'templates/next-config.mjs'), old, old);
    const fakes = fakeCommands({ npx: 'echo "built with: $*"; [ -z "$FAIL" ] || exit 1' });
    const build = (env: Record<string, string> = {}) =>
      sourced(['scripts/apps.sh'], `cd ${sh(dir)}; build_app_if_stale x`, {
        env,
        path: `${fakes}:${minimalPath}`,
      });
    expect((await build()).stdout).toBe('  x: build is up to date\n');
    // the compiled app server is made from the sources, after the build: not a change of them
    fs.mkdirSync(path.join(dir, 'platform/dist'));
    fs.writeFileSync(path.join(dir, 'platform/dist/serve-cli.mjs'), '');
    expect((await build()).stdout).toBe('  x: build is up to date\n');
    fs.writeFileSync(path.join(dir, 'platform/b.ts'), '');
    fs.utimesSync(path.join(dir, 'templates/x/.next/BUILD_ID'), old, old);
    const built = await build();
    expect(built.status).toBe(0);
    expect(built.stdout).toBe('  x: building\n');
    expect(fs.readFileSync(path.join(dir, '.data/logs/build-x.log'), 'utf8')).toBe(
      'built with: next build\n',
    );
    const failed = await build({ FAIL: '1' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toBe(
      'Error: the x app failed to build; see .data/logs/build-x.log\nbuilt with: next build\n',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// scripts/browser.sh: the Chromium rule, with fake commands (nothing is installed or downloaded)

describe.concurrent('scripts/browser.sh', { timeout: slow }, () => {
  /**
   * A machine: fake id (root or not), apt-get and apt-cache (Debian, Ubuntu, none), npx (the
   * Playwright download, working or not) and node (Playwright's path); each fake writes what it
   * was asked to calls.log. Debian's Chromium is looked for at <dir>/debian/chromium, its
   * headless shell at <dir>/debian/chromium-headless-shell.
   */
  function machine({
    root: isRoot = false,
    apt = 'none' as 'debian' | 'ubuntu' | 'none',
    aptInstalls = true,
    download = true,
    playwrightPresent = false,
    debianPresent = false,
    shellPresent = false,
  } = {}) {
    const dir = tempDir('machine');
    const log = path.join(dir, 'calls.log');
    const debian = path.join(dir, 'debian/chromium');
    const shell = path.join(dir, 'debian/chromium-headless-shell');
    const playwright = path.join(dir, 'ms-playwright/chrome');
    const chromium = `#!/bin/sh\necho "Fake Chromium 1.0 ($0)"\n`;
    fs.mkdirSync(path.dirname(debian));
    fs.mkdirSync(path.dirname(playwright));
    fs.mkdirSync(path.join(dir, 'node_modules/playwright'), { recursive: true });
    if (debianPresent) fs.writeFileSync(debian, chromium, { mode: 0o755 });
    if (shellPresent) fs.writeFileSync(shell, chromium, { mode: 0o755 });
    if (playwrightPresent) fs.writeFileSync(playwright, chromium, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'chromium.sh'), chromium, { mode: 0o755 });
    const logCall = (name: string) => `echo "${name} $*" >>${sh(log)}`;
    const install = (target: string) => `cp ${sh(path.join(dir, 'chromium.sh'))} ${sh(target)}`;
    const fakes: Record<string, string> = {
      id: `[ "$1" = -u ] && echo ${isRoot ? 0 : 1000}`,
      node: `${logCall('node')}; echo ${sh(playwright)}`,
      npx: `${logCall('npx')}; ${download ? install(playwright) : 'exit 1'}`,
    };
    if (apt !== 'none') {
      fakes['apt-get'] =
        `${logCall('apt-get')}; case "$*" in *install*chromium-headless-shell*) ${aptInstalls ? install(shell) : 'exit 100'} ;; *install*chromium*) ${aptInstalls ? install(debian) : 'exit 100'} ;; esac`;
      fakes['apt-cache'] =
        `${logCall('apt-cache')}; echo "$2:"; echo '  Installed: (none)'; echo '  Candidate: ${apt === 'debian' ? '120.0.6099.224-1~deb12u1' : '(none)'}'`;
    }
    const searchPath = `${fakeCommands(fakes)}:${systemTools('awk', 'sh', 'cp')}`;
    const places = `DEBIAN_CHROMIUM=${sh(debian)}; DEBIAN_HEADLESS_SHELL=${sh(shell)}`;
    /** use_chromium (the page benchmarks'), or use_test_chromium (the test runners'). */
    const run = (env: Record<string, string> = {}, which = 'use_chromium') =>
      sourced(
        ['scripts/apps.sh', 'scripts/browser.sh'],
        `cd ${sh(dir)}; ${places}; ${which}; echo "CHROME_PATH=$CHROME_PATH"; sh -c 'echo "exported: $CHROME_PATH"'`,
        { env, path: searchPath },
      );
    const runTests = (env: Record<string, string> = {}) => run(env, 'use_test_chromium');
    const choice = (env: Record<string, string> = {}) =>
      sourced(['scripts/browser.sh'], `${places}; chromium_choice`, {
        env,
        path: searchPath,
      });
    const calls = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
    return {
      dir,
      debian,
      shell,
      playwright,
      run,
      runTests,
      choice,
      calls,
      fake: path.join(dir, 'chromium.sh'),
    };
  }

  const chosen = (file: string) =>
    `Fake Chromium 1.0 (${file})\nCHROME_PATH=${file}\nexported: ${file}\n`;

  it('CHROME_PATH set to an executable: that one, whatever else there is', async () => {
    const m = machine({ root: true, apt: 'debian', debianPresent: true });
    const result = await m.run({ CHROME_PATH: m.fake });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(chosen(m.fake));
    expect(m.calls()).toBe('');
  });

  it('CHROME_PATH set to a missing file or one that cannot run: a one-line error, exit 1', async () => {
    const m = machine({ debianPresent: true });
    const plain = path.join(m.dir, 'plain');
    fs.writeFileSync(plain, '');
    for (const file of [path.join(m.dir, 'missing'), plain, m.dir]) {
      const result = await m.run({ CHROME_PATH: file });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `Error: CHROME_PATH=${file} is not an executable file; point it at a Chromium or Chrome, or unset it.\n`,
      );
    }
    expect(m.calls()).toBe('');
  });

  it("Debian's Chromium where it is installed", async () => {
    const m = machine({ apt: 'debian', debianPresent: true, playwrightPresent: true });
    expect((await m.run()).stdout).toBe(chosen(m.debian));
    expect(m.calls()).toBe('');
  });

  it("root on Debian without it: installs Debian's chromium with apt-get", async () => {
    const m = machine({ root: true, apt: 'debian' });
    const result = await m.run();
    expect(result.stdout).toBe(`Installing Debian's chromium\n${chosen(m.debian)}`);
    expect(m.calls()).toBe('apt-get update -qq\napt-get install -y -qq chromium\n');
  });

  it('a user without root on Debian: the one package to install, exit 1', async () => {
    const m = machine({ apt: 'debian' });
    const result = await m.run();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "Error: Chromium is missing; install Debian's with 'sudo apt-get install chromium' (or set CHROME_PATH to a Chromium or Chrome).\n",
    );
    expect(m.calls()).toBe('apt-cache policy chromium\n');
  });

  it("a user without root where apt has no chromium (Ubuntu): Playwright's, downloaded", async () => {
    const m = machine({ apt: 'ubuntu' });
    const result = await m.run();
    expect(result.stdout).toBe(chosen(m.playwright));
    expect(result.stderr).toContain('npx playwright install chromium');
    expect(m.calls()).toMatch(
      /^apt-cache policy chromium\nnode -p .*\nnpx playwright install chromium\n$/,
    );
  });

  it("root where apt-get cannot install chromium: Playwright's, with its libraries", async () => {
    const m = machine({ root: true, apt: 'ubuntu', aptInstalls: false });
    const result = await m.run();
    expect(result.stdout).toBe(
      `Installing Debian's chromium\nDebian's chromium could not be installed; Playwright's Chromium instead\n${chosen(m.playwright)}`,
    );
    expect(m.calls()).toMatch(/\nnpx playwright install --with-deps chromium\n$/);
  });

  it("no apt (macOS): Playwright's, downloaded when missing, else the one found", async () => {
    const missing = machine();
    expect((await missing.run()).stdout).toBe(chosen(missing.playwright));
    expect(missing.calls()).toMatch(/^node -p .*\nnpx playwright install chromium\n$/);
    const present = machine({ playwrightPresent: true });
    expect((await present.run()).stdout).toBe(chosen(present.playwright));
    expect(present.calls()).not.toMatch(/npx/);
  });

  it('no Chromium and no download: a one-line error naming what to install, exit 1', async () => {
    const m = machine({ download: false });
    const result = await m.run();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Error: there is no Chromium here and Playwright could not download its own; install Chromium or Google Chrome and set CHROME_PATH to it\.$/m,
    );
  });

  it("the test runners: Debian's headless shell where it is installed, before Debian's Chromium", async () => {
    const m = machine({ apt: 'debian', debianPresent: true, shellPresent: true });
    expect((await m.runTests()).stdout).toBe(chosen(m.shell));
    // the page benchmarks keep the full browser
    expect((await m.run()).stdout).toBe(chosen(m.debian));
    expect(m.calls()).toBe('');
  });

  it('the test runners: CHROME_PATH over the headless shell', async () => {
    const m = machine({ root: true, apt: 'debian', shellPresent: true });
    expect((await m.runTests({ CHROME_PATH: m.fake })).stdout).toBe(chosen(m.fake));
    expect(m.calls()).toBe('');
  });

  it('the test runners as root on Debian without the shell: chromium-headless-shell installed with apt-get', async () => {
    const m = machine({ root: true, apt: 'debian', debianPresent: true });
    const result = await m.runTests();
    expect(result.stdout).toBe(`Installing Debian's chromium-headless-shell\n${chosen(m.shell)}`);
    expect(m.calls()).toBe(
      'apt-cache policy chromium-headless-shell\napt-get update -qq\napt-get install -y -qq chromium-headless-shell\n',
    );
  });

  it("the test runners without the shell and without root: Debian's Chromium, else the same error", async () => {
    const present = machine({ apt: 'debian', debianPresent: true });
    expect((await present.runTests()).stdout).toBe(chosen(present.debian));
    const missing = machine({ apt: 'debian' });
    const result = await missing.runTests();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "Error: Chromium is missing; install Debian's with 'sudo apt-get install chromium' (or set CHROME_PATH to a Chromium or Chrome).\n",
    );
  });

  it('chromium.ts picks the same test browser as the shell', async () => {
    const cases = [
      { machine: machine({ debianPresent: true, shellPresent: true }), env: {} },
      { machine: machine({ shellPresent: true }), env: { CHROME_PATH: 'fake' } },
      { machine: machine({ debianPresent: true }), env: {} },
    ];
    for (const { machine: m, env } of cases) {
      const named: Record<string, string> = {};
      for (const key of Object.keys(env)) named[key] = path.join(m.dir, 'chromium.sh');
      const shell = await m.runTests(named);
      const ts = testChromium(named, m.shell, m.debian);
      expect(shell.stdout).toBe(chosen(ts!));
    }
    // neither: Playwright's own (chromium.ts leaves it to Playwright)
    expect(testChromium({}, path.join(tempDir('none'), 'shell'), '/no/such/chromium')).toBe(
      undefined,
    );
  });

  it('chromium.ts picks the same Chromium as the shell', async () => {
    const cases = [
      { machine: machine({ debianPresent: true }), env: {} },
      { machine: machine({ apt: 'debian', debianPresent: true }), env: { CHROME_PATH: 'fake' } },
      { machine: machine(), env: {} },
      { machine: machine(), env: { CHROME_PATH: 'missing' } },
    ];
    for (const { machine: m, env } of cases) {
      const named: Record<string, string> = {};
      for (const [key, value] of Object.entries(env))
        named[key] = path.join(m.dir, value === 'fake' ? 'chromium.sh' : value);
      const shell = await m.choice(named);
      let ts: string | undefined | Error;
      try {
        ts = chosenChromium(named, m.debian);
      } catch (error) {
        ts = error as Error;
      }
      if (ts instanceof Error) {
        expect(shell.status).toBe(1);
        expect(shell.stderr).toBe(`Error: ${ts.message}\n`);
      } else if (ts === undefined) {
        // neither: Playwright's own
        expect(shell.stdout).toBe('playwright\n');
      } else {
        expect(shell.stdout).toBe(`use ${ts}\n`);
      }
    }
  });

  it('missing_debian_packages: as root with apt-get, those of chromium, shellcheck and postgresql not there', async () => {
    const debian = path.join(tempDir('debian'), 'chromium');
    const shell = `${debian}-headless-shell`;
    const lib = tempDir('postgresql');
    const run = (fakes: Record<string, string>, env: Record<string, string> = {}) =>
      sourced(
        ['scripts/postgres.sh', 'scripts/browser.sh'],
        `DEBIAN_CHROMIUM=${sh(debian)}; DEBIAN_HEADLESS_SHELL=${sh(shell)}; DEBIAN_POSTGRESQL=${sh(lib)}; missing_debian_packages`,
        { env, path: `${fakeCommands(fakes)}:${systemTools('awk')}` },
      );
    const root = { id: 'echo 0', 'apt-get': 'exit 0' };
    expect(await run(root)).toEqual({
      status: 0,
      stdout: 'chromium shellcheck postgresql\n',
      stderr: '',
    });
    // a user without root, or a machine without apt-get: none (each step says what to install)
    expect((await run({ id: 'echo 1000', 'apt-get': 'exit 0' })).stdout).toBe('');
    expect((await run({ id: 'echo 0' })).stdout).toBe('');
    // CHROME_PATH names the browser: no chromium
    expect((await run(root, { CHROME_PATH: '/opt/chrome' })).stdout).toBe(
      'shellcheck postgresql\n',
    );
    // where apt has the headless shell, the shell rather than chromium
    const debianApt = { ...root, 'apt-cache': `echo "$2:"; echo '  Candidate: 156.0-1'` };
    expect((await run(debianApt)).stdout).toBe('chromium-headless-shell shellcheck postgresql\n');
    fs.writeFileSync(debian, '', { mode: 0o755 });
    // Debian's Chromium there: the shell still, where apt has it; else no browser
    expect((await run(debianApt)).stdout).toBe('chromium-headless-shell shellcheck postgresql\n');
    expect((await run(root)).stdout).toBe('shellcheck postgresql\n');
    fs.writeFileSync(shell, '', { mode: 0o755 });
    expect((await run(debianApt)).stdout).toBe('shellcheck postgresql\n');
    fs.mkdirSync(path.join(lib, '15/bin'), { recursive: true });
    fs.writeFileSync(path.join(lib, '15/bin/initdb'), '', { mode: 0o755 });
    expect((await run({ ...root, shellcheck: 'exit 0' })).stdout).toBe('');
    expect((await run(root)).stdout).toBe('shellcheck\n');
  });

  it('install_packages_in_background: apt-get beside the next steps, waited for once', async () => {
    const dir = tempDir('background');
    const log = path.join(dir, 'calls.log');
    const result = await sourced(
      ['scripts/postgres.sh', 'scripts/browser.sh'],
      [
        `cd ${sh(dir)}; DEBIAN_CHROMIUM=${sh(path.join(dir, 'none'))}; DEBIAN_HEADLESS_SHELL=${sh(path.join(dir, 'none'))}; DEBIAN_POSTGRESQL=${sh(dir)}`,
        'install_packages_in_background',
        'echo "beside apt-get"',
        'wait_for_packages; wait_for_packages',
      ].join('\n'),
      {
        path: `${fakeCommands({
          id: 'echo 0',
          shellcheck: 'exit 0',
          'apt-get': `echo "apt-get $*" >>${sh(log)}; case "$*" in *install*) exit 100 ;; esac`,
        })}:${systemTools('mkdir')}`,
      },
    );
    expect(result).toEqual({
      status: 0,
      stdout: [
        "Installing Debian's chromium postgresql beside the next steps (.data/logs/apt.log)",
        'beside apt-get',
        "Debian's packages did not all install (.data/logs/apt.log); each is tried again as it is needed.",
        '',
      ].join('\n'),
      stderr: '',
    });
    expect(fs.readFileSync(log, 'utf8')).toBe(
      'apt-get update -qq\napt-get install -y -qq chromium postgresql\n',
    );
  });

  it('shellcheck_for_tests: nothing when it is installed, else one line (as root, after trying apt-get)', async () => {
    const run = (fakes: Record<string, string>) =>
      sourced(['scripts/browser.sh'], 'shellcheck_for_tests', {
        path: `${fakeCommands(fakes)}:${systemTools()}`,
      });
    expect(await run({ id: 'echo 1000', shellcheck: 'exit 0' })).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    expect((await run({ id: 'echo 1000' })).stdout).toBe(
      "ShellCheck is not installed; the scripts' shellcheck test is skipped.\n",
    );
    expect((await run({ id: 'echo 0', 'apt-get': 'exit 100' })).stdout).toBe(
      "ShellCheck could not be installed; the scripts' shellcheck test is skipped.\n",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// scripts/postgres.sh: when there is no server, one line and the embedded store only

describe.concurrent('scripts/postgres.sh', { timeout: slow }, () => {
  it('finds the newest Debian PostgreSQL by its version number', async () => {
    const lib = tempDir('postgresql');
    for (const version of ['9.6', '15', '16', 'client-only']) {
      fs.mkdirSync(path.join(lib, version, 'bin'), { recursive: true });
      if (version !== 'client-only') {
        fs.writeFileSync(path.join(lib, version, 'bin/initdb'), '', { mode: 0o755 });
      }
    }
    const result = await sourced(
      ['scripts/postgres.sh'],
      `DEBIAN_POSTGRESQL=${sh(lib)}; debian_postgres_bin`,
    );
    expect(result.stdout).toBe(`${lib}/16/bin`);
    const none = await sourced(
      ['scripts/postgres.sh'],
      `DEBIAN_POSTGRESQL=${sh(tempDir('empty'))}; debian_postgres_bin`,
    );
    expect(none).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it.each([
    ['a user without root', { id: 'echo 1000', 'apt-get': 'echo "apt-get $*" >&2' }],
    ['root without apt-get (macOS)', { id: 'echo 0' }],
  ])('%s without PostgreSQL: one line, and the run goes on', async (_who, fakes) => {
    const result = await sourced(
      ['scripts/postgres.sh'],
      `DEBIAN_POSTGRESQL=${sh(tempDir('nopg'))}; start_test_postgres; echo "TEST_DATABASE_URL=\${TEST_DATABASE_URL:-none}"`,
      { path: `${fakeCommands(fakes)}:${systemTools()}` },
    );
    expect(result).toEqual({
      status: 0,
      stdout:
        'PostgreSQL is not installed; the store tests run on the embedded database only.\nTEST_DATABASE_URL=none\n',
      stderr: '',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// ShellCheck

const shellcheck = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v shellcheck'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('ShellCheck', () => {
  it(`finds nothing in the scripts${shellcheck ? '' : ' (skipped: shellcheck is not installed; apt-get install shellcheck, or brew install shellcheck)'}`, ({
    skip,
  }) => {
    if (!shellcheck) {
      skip('shellcheck is not installed (apt-get install shellcheck, or brew install shellcheck)');
    }
    let output = '';
    try {
      execFileSync(
        'shellcheck',
        ['--external-sources', '--source-path=.', '--format=gcc', ...scripts],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
