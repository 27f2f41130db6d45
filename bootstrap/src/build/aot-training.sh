#!/usr/bin/env bash
# Build step of the runtime distribution (bootstrap/pom.xml): one training run of the service on its own
# runtime, which writes lib/stig-service.aot, JDK 25's ahead-of-time cache of loaded and linked classes.
# bin/stig-service starts with it, which more than halves the time to the first answer (docs/performance.md).
#   aot-training.sh <distribution folder>
set -euo pipefail
dist=$1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The class path and main class are bin/stig-service's, with lib/ext/ empty: a start with extra jars there appends to
# the trained class path, which the cache allows.
mkdir -p "$dist/lib/ext"
"$dist/runtime/bin/java" -XX:AOTCacheOutput="$dist/lib/stig-service.aot" -Dmicronaut.server.host=127.0.0.1 \
    -Dmicronaut.server.port=-1 -Dstig.auth.tokens=aot-training --enable-native-access=ALL-UNNAMED \
    -cp "$dist/lib/stig-service.jar:$dist/lib/ext/*" dev.stigservice.bootstrap.StigServiceApplication >"$log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  grep -q 'Server Running' "$log" && break
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.1
done
port=$(grep -o 'Server Running: http://[^ ]*' "$log" | grep -oE '[0-9]+$')
# A listing and a download put the classes of an answer into the cache too.
for request in "GET /api/v1/stigs" "GET /api/v1/stigs/demo-web-server-stig/download?format=csv"; do
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf '%s HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer aot-training\r\nConnection: close\r\n\r\n' "$request" >&3
  cat <&3 >/dev/null
  exec 3<&-
done
kill -TERM "$pid"
wait "$pid" || true
[ -s "$dist/lib/stig-service.aot" ] || { echo "no AOT cache written" >&2; cat "$log" >&2; exit 1; }
