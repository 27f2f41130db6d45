#!/usr/bin/env bash
# Two builds or two sets of JVM options of the service side by side, on the same samples, loopback only: wrk drives
# them in alternation and the script prints, per path, the median requests/s and the service's CPU time per request
# (user + system, read from /proc). CPU per request is the steadier figure on a shared 2-core machine; still compare
# only the two columns of one run.
#   A_JAR=old.jar B_JAR=bootstrap/target/stig-service.jar A_OPTS= B_OPTS=-Dsome.option=x bench/compare.sh [rounds=3] [seconds=6] [samples=../shared/stig-samples]
# Default paths: the listing, the 4-rule and the 84-rule download (PATHS="..." for others); HEADER='Accept-Encoding: gzip'
# adds a request header, as a browser's.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-6}
samples=$(cd "${3:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require wrk:wrk python3:python3 curl:curl
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
a_jar=${A_JAR:-bootstrap/target/stig-service.jar}
b_jar=${B_JAR:-bootstrap/target/stig-service.jar}
paths=${PATHS:-/api/v1/stigs /api/v1/stigs/microsoft-skype-for-business-2016/download /api/v1/stigs/microsoft-outlook-2010/download}
work=$(mktemp -d)
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"' EXIT
declare -A port_of pid_of
for side in A B; do
  jar=$a_jar; opts=${A_OPTS:-}
  [ $side = B ] && { jar=$b_jar; opts=${B_OPTS:-}; }
  port_of[$side]=$(free_port)
  # shellcheck disable=SC2086 # options are words
  "$java" -Xmx512m -XX:+UseSerialGC $opts -Dstig.auth.tokens=compare-token -Dmicronaut.server.host=127.0.0.1 \
      -Dmicronaut.server.port="${port_of[$side]}" -Dstig.catalog.directory="$samples" -jar "$jar" >"$work/$side.log" 2>&1 &
  pid_of[$side]=$!; pids+=($!)
done
for side in A B; do
  await_listing "${pid_of[$side]}" "${port_of[$side]}" "$work/$side.log"
done
extra_header=(); [ -n "${HEADER:-}" ] && extra_header=(-H "$HEADER")
load() { wrk -t2 -c32 -d"$1" -H 'Authorization: Bearer compare-token' "${extra_header[@]}" "http://127.0.0.1:$2$3"; }
for side in A B; do for path in $paths; do load 3s "${port_of[$side]}" "$path" >/dev/null; done; done   # warm-up
for round in $(seq 1 "$rounds"); do
  for path in $paths; do
    # Which side goes first alternates by round: on a 2-core machine the order moved a small answer by up to 15 %.
    order="A B"; [ $((round % 2)) -eq 0 ] && order="B A"
    for side in $order; do
      before=$(cpu_ticks "${pid_of[$side]}")
      load "${seconds}s" "${port_of[$side]}" "$path" >"$work/wrk.out"
      after=$(cpu_ticks "${pid_of[$side]}")
      echo "$side $path $(awk '/Requests\/sec/ {print $2}' "$work/wrk.out") $(awk '/requests in/ {print $1}' "$work/wrk.out") $((after - before))"
    done
  done
done >"$work/results"
python3 - "$work/results" "$(getconf CLK_TCK)" <<'PY'
import collections, statistics, sys
ticks_per_second = int(sys.argv[2])
rps, cpu = collections.defaultdict(list), collections.defaultdict(list)
for line in open(sys.argv[1]):
    side, path, rate, requests, ticks = line.split()
    rps[side, path].append(float(rate))
    cpu[side, path].append(int(ticks) / ticks_per_second * 1e6 / int(requests))
print("| path | A req/s | B req/s | B/A | A CPU us/request | B CPU us/request | B/A |")
print("|---|---|---|---|---|---|---|")
for path in dict.fromkeys(p for _, p in rps):
    a, b = statistics.median(rps["A", path]), statistics.median(rps["B", path])
    ca, cb = statistics.median(cpu["A", path]), statistics.median(cpu["B", path])
    print(f"| {path} | {a:.0f} | {b:.0f} | {b/a:.2f} | {ca:.1f} | {cb:.1f} | {cb/ca:.2f} |")
PY
