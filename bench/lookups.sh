#!/usr/bin/env bash
# What the lookups' index costs on a synthetic catalog of 1,000 benchmarks x 300 rules (bench/GenerateCatalog.java),
# and how fast a rule lookup answers beside the listing in the same run:
#   bench/lookups.sh [rounds=3] [seconds=10]
# Prints the service's own "Rule index" line (ids, build time, bytes of its arrays), the heap after a full GC, and,
# where wrk is installed, requests/s of the listing and of one rule lookup (a cached token verdict) at 32 connections.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-10}
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
[ -f "$jar" ] || ./mvnw -q -DskipTests -Dfuzz.skip=true package
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
"$java" bench/GenerateCatalog.java "$work/synthetic" 1000 300 >/dev/null
port=18391
"$java" -Xmx512m -XX:+UseSerialGC -Dmicronaut.server.port=$port -Dmicronaut.server.host=127.0.0.1 -Dstig.auth.tokens=bench \
    -Dstig.catalog.directory="$work/synthetic" -jar "$jar" >"$work/log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do grep -q "Startup completed" "$work/log" && break; sleep 0.1; done
echo "machine: $(nproc) cores, $("$java" -version 2>&1 | head -n 1)"
grep -o 'Catalog loaded: .*' "$work/log"
grep -o 'Rule index: .*' "$work/log"
lookup=/api/v1/rules/SYN-500-150
curl -sf -H 'Authorization: Bearer bench' "http://127.0.0.1:$port$lookup" >/dev/null
"${JAVA_HOME:+$JAVA_HOME/bin/}jcmd" "$pid" GC.run >/dev/null
used=$("${JAVA_HOME:+$JAVA_HOME/bin/}jcmd" "$pid" GC.heap_info | grep -o 'total [0-9]*K, used [0-9]*K' | grep -o 'used [0-9]*K' \
    | tr -dc '0-9\n' | awk '{s += $1} END {print s}')
echo "heap after full GC: $((used / 1024)) MB"
if ! command -v wrk >/dev/null; then
  echo "wrk is not installed (Debian package wrk): no requests/s"
  exit 0
fi
listing=() lookups=()
for round in $(seq 1 "$rounds"); do
  listing+=("$(wrk -t2 -c32 -d"${seconds}s" "http://127.0.0.1:$port/api/v1/stigs" | awk '/Requests\/sec/ {print $2}')")
  lookups+=("$(wrk -t2 -c32 -d"${seconds}s" -H 'Authorization: Bearer bench' "http://127.0.0.1:$port$lookup" | awk '/Requests\/sec/ {print $2}')")
  echo "round $round: listing ${listing[-1]} req/s, lookup $lookup ${lookups[-1]} req/s"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
l=$(median "${listing[@]}"); r=$(median "${lookups[@]}")
echo "medians: listing $l req/s, lookup $r req/s, ratio $(awk -v a="$r" -v b="$l" 'BEGIN {printf "%.2f", a/b}')"
