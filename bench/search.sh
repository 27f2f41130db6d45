#!/usr/bin/env bash
# What the library search costs on a synthetic catalog of 1,000 benchmarks x 300 rules (bench/GenerateCatalog.java),
# against a build without it when one is given, and how fast a one-word search answers beside the listing:
#   [BASE_JAR=path/to/earlier/stig-service.jar] bench/search.sh [rounds=3] [seconds=10]
# Prints each build's "Catalog loaded" line and heap after a full GC (the ratio of the two when BASE_JAR is set), the
# service's "Search index" line, and, where wrk is installed, requests/s and p99 latency of the listing and of two
# one-word searches (a cached token verdict) at 32 connections, medians over the rounds: "150", in the title of one rule
# of each benchmark (1,000 hits), and "attacker", in the text of every rule (300,000 hits: the worst case). A search's
# answer is kept like a lookup's, so a query asked again is answered from kept bytes; the same two searches are then
# run on this build with nothing kept (stig.export.cache.max-bytes=0): what a query asked for the first time costs.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-10}
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jcmd=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
[ -f "$jar" ] || ./mvnw -q -DskipTests -Dfuzz.skip=true package
work=$(mktemp -d)
pid=
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
"$java" bench/GenerateCatalog.java "$work/synthetic" 1000 300 >/dev/null
port=18392

start() { # jar, log, [java options]: starts the service on the synthetic catalog and waits for it
  "$java" -Xmx512m -XX:+UseSerialGC ${3:-} -Dmicronaut.server.port=$port -Dmicronaut.server.host=127.0.0.1 -Dstig.auth.tokens=bench \
      -Dstig.catalog.directory="$work/synthetic" -jar "$1" >"$2" 2>&1 &
  pid=$!
  for _ in $(seq 1 1200); do grep -q "Startup completed" "$2" && return 0; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  echo "the service did not start:" >&2; tail -n 20 "$2" >&2; exit 1
}
heap_mb() { # MB used in all generations after a full GC
  "$jcmd" "$pid" GC.run >/dev/null
  "$jcmd" "$pid" GC.heap_info | grep -o 'total [0-9]*K, used [0-9]*K' | grep -o 'used [0-9]*K' | tr -dc '0-9\n' \
      | awk '{s += $1} END {printf "%d", s / 1024}'
}

echo "machine: $(nproc) cores, $("$java" -version 2>&1 | head -n 1)"
if [ -n "${BASE_JAR:-}" ]; then
  start "$BASE_JAR" "$work/base.log"
  echo "base ($BASE_JAR): $(grep -o 'Catalog loaded: .*' "$work/base.log")"
  base_heap=$(heap_mb); echo "base heap after full GC: $base_heap MB"
  kill "$pid"; wait "$pid" 2>/dev/null || true
fi
start "$jar" "$work/log"
echo "this build: $(grep -o 'Catalog loaded: .*' "$work/log")"
grep -o 'Search index: .*' "$work/log"
curl -sf -H 'Authorization: Bearer bench' "http://127.0.0.1:$port/api/v1/search?q=150&limit=1" | head -c 300; echo
heap=$(heap_mb); echo "heap after full GC: $heap MB"
[ -n "${BASE_JAR:-}" ] && echo "heap ratio to base: $(awk -v a="$heap" -v b="$base_heap" 'BEGIN {printf "%.2f", a/b}')"
if ! command -v wrk >/dev/null; then
  echo "wrk is not installed (Debian package wrk): no requests/s"
  exit 0
fi
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
searches() { # label: the two searches, once per round, into the arrays few, few99, all, all99
  out=$(wrk -t2 -c32 -d"${seconds}s" --latency -H 'Authorization: Bearer bench' "http://127.0.0.1:$port/api/v1/search?q=150")
  few+=("$(awk '/Requests\/sec/ {print $2}' <<<"$out")"); few99+=("$(awk '$1 == "99%" {print $2}' <<<"$out")")
  out=$(wrk -t2 -c32 -d"${seconds}s" --latency -H 'Authorization: Bearer bench' "http://127.0.0.1:$port/api/v1/search?q=attacker")
  all+=("$(awk '/Requests\/sec/ {print $2}' <<<"$out")"); all99+=("$(awk '$1 == "99%" {print $2}' <<<"$out")")
  echo "$1: q=150 ${few[-1]} req/s, p99 ${few99[-1]}; q=attacker ${all[-1]} req/s, p99 ${all99[-1]}"
}
report() { # label
  for name in few all; do
    declare -n rates=$name; declare -n tails=${name}99
    s=$(median "${rates[@]}")
    echo "median $1 $([ $name = few ] && echo 'q=150 (1,000 hits)' || echo 'q=attacker (300,000 hits)'): $s req/s, $(awk -v a="$s" -v b="$l" 'BEGIN {printf "%.2f", a/b}') x the listing's $l; p99 per round: ${tails[*]}"
  done
}
listing=() few=() few99=() all=() all99=()
for round in $(seq 1 "$rounds"); do
  listing+=("$(wrk -t2 -c32 -d"${seconds}s" "http://127.0.0.1:$port/api/v1/stigs" | awk '/Requests\/sec/ {print $2}')")
  searches "round $round: listing ${listing[-1]} req/s; searches"
done
l=$(median "${listing[@]}")
report "(kept)"
kill "$pid"; wait "$pid" 2>/dev/null || true
start "$jar" "$work/uncached.log" -Dstig.export.cache.max-bytes=0
few=() few99=() all=() all99=()
for round in $(seq 1 "$rounds"); do
  searches "round $round, nothing kept"
done
report "(nothing kept)"
