#!/usr/bin/env bash
# What brotli would gain over the gzip the service keeps: the packaged jar on the samples (loopback) gives the listing and
# the largest download in JSON and XML; the script prints, for each, the identity bytes, the service's own gzip body,
# and what the brotli command-line tool (Google's library, which Java bindings such as brotli4j wrap) makes of the
# identity bytes at quality 5 and 11, with the CPU seconds each compression took.
#   bench/codings.sh [samples=../shared/stig-samples]
set -euo pipefail
samples=$(cd "${1:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require brotli:brotli python3:python3 curl:curl /usr/bin/time:time
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
[ -f bootstrap/target/stig-service.jar ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
port=$(free_port)
"$java" -Xmx512m -Dstig.auth.tokens=codings-token -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port="$port" \
    -Dstig.catalog.directory="$samples" -jar bootstrap/target/stig-service.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
await_listing "$pid" "$port" "$work/service.log"
cpu_seconds() { /usr/bin/time -f %U+%S -o "$work/time" "$@"; python3 -c "print(round($(cat "$work/time"), 2))"; }
echo "| answer | identity bytes | service gzip bytes | brotli -q 5 bytes (CPU s) | brotli -q 11 bytes (CPU s) | q 11 / gzip |"
echo "|---|---|---|---|---|---|"
for path in /api/v1/stigs "/api/v1/stigs/rhel-9-stig/download?format=json" "/api/v1/stigs/rhel-9-stig/download?format=xml"; do
  curl -s -H 'Authorization: Bearer codings-token' "http://127.0.0.1:$port$path" -o "$work/identity"
  curl -s -H 'Authorization: Bearer codings-token' -H 'Accept-Encoding: gzip' "http://127.0.0.1:$port$path" -o "$work/gzip"
  cmp -s <(gzip -dc "$work/gzip") "$work/identity" || { echo "the gzip body of $path is not its identity bytes" >&2; exit 1; }
  q5=$(cpu_seconds brotli -q 5 -f -o "$work/q5" "$work/identity")
  q11=$(cpu_seconds brotli -q 11 -f -o "$work/q11" "$work/identity")
  size() { stat -c %s "$1"; }
  echo "| $path | $(size "$work/identity") | $(size "$work/gzip") | $(size "$work/q5") ($q5) | $(size "$work/q11") ($q11) |" \
       "$(python3 -c "print(round($(size "$work/q11") / $(size "$work/gzip"), 2))") |"
done
