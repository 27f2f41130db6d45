#!/usr/bin/env bash
# How close any Micronaut route can come to NGINX here: the 4-rule download from NGINX (a static file), from the least
# Micronaut application that answers it (bench/floor: one controller, the body kept in a byte array, the token compared
# with one string, nothing of this service's) and from the service, in alternation, same run, loopback only.
#   bench/floor.sh [rounds=3] [seconds=10] [samples=../shared/stig-samples]
# Prints each one's median requests/s and CPU time per request, and the ratios to NGINX, for clients that send no
# Accept-Encoding and for clients that send gzip (NGINX and the floor then send the same bytes gzipped once).
# FIELDS=1 also measures the floor sending the header fields the service adds to every protected answer (its request
# id, Cache-Control, Vary: Authorization, the security headers): what they cost, apart from the rest of the gap.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-10}
samples=$(cd "${3:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require nginx:nginx-light wrk:wrk python3:python3 curl:curl
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
"$java" -version 2>&1 | grep -q 'version "25' || { echo "needs a JDK 25: export JAVA_HOME=..." >&2; exit 1; }
[ -f bootstrap/target/stig-service.jar ] || ./mvnw -q -DskipTests package
./mvnw -q -f bench/floor/pom.xml package dependency:build-classpath -Dmdep.outputFile=target/classpath
work=$(mktemp -d)
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"' EXIT
token=bench-token
path=/api/v1/stigs/microsoft-skype-for-business-2016/download
service_port=$(free_port); floor_port=$(free_port); nginx_port=$(free_port); fields_port=$(free_port)

"$java" -Xmx512m -XX:+UseSerialGC -Dstig.auth.tokens=$token -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port="$service_port" \
    -Dstig.catalog.directory="$samples" -jar bootstrap/target/stig-service.jar >"$work/service.log" 2>&1 &
pids+=($!); service_pid=$!
await_listing "$service_pid" "$service_port" "$work/service.log"
mkdir -p "$work/www"; chmod 755 "$work" "$work/www"
curl -sf -H "Authorization: Bearer $token" "http://127.0.0.1:$service_port$path" -o "$work/www/body.json"
gzip -9 -k "$work/www/body.json"

start_floor() { # port options...
  local port=$1; shift
  "$java" -Xmx512m -XX:+UseSerialGC "$@" -Dfloor.body="$work/www/body.json" -Dfloor.token=$token -Dmicronaut.server.host=127.0.0.1 \
      -Dmicronaut.server.port="$port" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "bench/floor/target/classes:$(cat bench/floor/target/classpath)" floor.FloorApplication \
      >"$work/floor-$port.log" 2>&1 &
  pids+=($!)
  until curl -sf -o /dev/null -H "Authorization: Bearer $token" "http://127.0.0.1:$port$path"; do
    kill -0 "$!" 2>/dev/null || { echo "the floor application did not start:" >&2; tail -n 20 "$work/floor-$port.log" >&2; exit 1; }
    sleep 0.1
  done
}
start_floor "$floor_port"; floor_pid=${pids[-1]}
sides=("service $service_port $service_pid" "floor $floor_port $floor_pid")
if [ -n "${FIELDS:-}" ]; then
  start_floor "$fields_port" -Dfloor.fields=service; sides+=("floor+fields $fields_port ${pids[-1]}")
fi
start_nginx "$work" "  default_type application/json;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  server { listen 127.0.0.1:$nginx_port; location = $path { alias $work/www/body.json; } }"
until curl -sf -o /dev/null "http://127.0.0.1:$nginx_port$path"; do sleep 0.1; done
for port in $floor_port $nginx_port; do
  cmp -s "$work/www/body.json" <(curl -s -H "Authorization: Bearer $token" "http://127.0.0.1:$port$path") \
    || { echo "port $port answers other bytes" >&2; exit 1; }
done
measure() { # label port coding processes...
  local label=$1 port=$2 coding=$3; shift 3
  local before; before=$(cpu_ticks "$@")
  wrk -t2 -c32 -d"${seconds}s" -H "Authorization: Bearer $token" -H "Accept-Encoding: $coding" "http://127.0.0.1:$port$path" >"$work/wrk.out"
  local ticks=$(( $(cpu_ticks "$@") - before ))
  local requests; requests=$(grep -o '[0-9]* requests in' "$work/wrk.out" | cut -d' ' -f1)
  echo "$label/$coding $(grep -o 'Requests/sec: *[0-9.]*' "$work/wrk.out" | tr -s ' ' | cut -d' ' -f2) $(( ticks * 1000000 / $(getconf CLK_TCK) / requests ))" >>"$work/results"
}
for side in "${sides[@]}" "nginx $nginx_port"; do  # warm-up
  set -- $side; wrk -t2 -c32 -d5s -H "Authorization: Bearer $token" "http://127.0.0.1:$2$path" >/dev/null
done
for _ in $(seq 1 "$rounds"); do
  for coding in identity gzip; do
    for side in "${sides[@]}"; do
      set -- $side; measure "$1" "$2" "$coding" "${@:3}"
    done
    measure nginx "$nginx_port" $coding $(nginx_pids "$work")
  done
done
python3 - "$work/results" <<'PY'
import statistics, sys, collections
rows = collections.defaultdict(list)
for line in open(sys.argv[1]):
    label, rps, cpu = line.split()
    rows[label].append((float(rps), float(cpu)))
med = {k: (statistics.median(r for r, _ in v), statistics.median(c for _, c in v)) for k, v in rows.items()}
print("| 4-rule download, 32 connections | coding | req/s | x NGINX | CPU us/request |")
print("|---|---|---|---|---|")
for coding in ["identity", "gzip"]:
    for k in [k for k in ["nginx", "floor", "floor+fields", "service"] if f"{k}/{coding}" in med]:
        m, n = med[f"{k}/{coding}"], med[f"nginx/{coding}"]
        print(f"| {k} | {coding} | {m[0]:.0f} | {m[0] / n[0]:.2f} | {m[1]:.1f} |")
    for k in [k for k in ["floor", "floor+fields"] if f"{k}/{coding}" in med]:
        print(f"| service / {k} | {coding} | | {med[f'service/{coding}'][0] / med[f'{k}/{coding}'][0]:.2f} | |")
PY
