#!/usr/bin/env bash
# The proof that a tool nobody here wrote reads stylesync's TBX (issue #22):
# `stylesync export --format tbx` (the built CLI, bin/stylesync.js → dist/)
# on test/fixtures/tbx/translate-toolkit-check, read back with
# translate-toolkit's translate.storage.tbx and compared with the terms
# stylesync read from the files (scripts/glossary-terms.ts).
#
#   scripts/check-tbx-translate-toolkit.sh [CHECKOUT]   (default: this checkout; run `npm run bundle` first)
#
# translate-toolkit is a Debian package: installed here when it is missing,
# apt-get exists and we are root (as on CI); otherwise the script stops
# saying what to install. npm test needs none of this.
set -euo pipefail

repo="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
project="$repo/test/fixtures/tbx/translate-toolkit-check"
work="$(mktemp -d "${TMPDIR:-/tmp}/stylesync-tbx-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The python that imports translate-toolkit: a pyenv or venv python3 first on PATH may not see Debian's packages.
find_python() {
  local py
  for py in python3 /usr/bin/python3; do
    if command -v "$py" > /dev/null 2>&1 && "$py" -c 'import translate.storage.tbx' 2> /dev/null; then
      echo "$py"
      return 0
    fi
  done
  return 1
}

if ! py="$(find_python)"; then
  if command -v apt-get > /dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "translate-toolkit is missing: installing the Debian package translate-toolkit"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq translate-toolkit > "$work/apt.log" 2>&1 ||
      { apt-get update -qq >> "$work/apt.log" 2>&1 && apt-get install -y -qq translate-toolkit >> "$work/apt.log" 2>&1; } ||
      { cat "$work/apt.log" >&2; echo "::error::apt-get could not install translate-toolkit (its log is above)" >&2; exit 1; }
  fi
  py="$(find_python)" || {
    echo "::error::translate-toolkit (translate.storage.tbx) is not installed. Install the Debian package: sudo apt-get install translate-toolkit (or: pip install translate-toolkit), then run this check again." >&2
    exit 1
  }
fi
echo "translate-toolkit $("$py" -c 'from translate.__version__ import sver; print(sver)') with $py"

[ -f "$repo/dist/stylesync.js" ] || { echo "::error::$repo/dist/stylesync.js is missing: run npm run bundle first" >&2; exit 1; }
(cd "$project" && node "$repo/bin/stylesync.js" export --format tbx > "$work/exported.tbx")
(cd "$repo" && node --import tsx scripts/glossary-terms.ts "$project" > "$work/expected.json")
"$py" "$repo/scripts/check-tbx-translate-toolkit.py" "$work/exported.tbx" "$work/expected.json"
