#!/usr/bin/env bash
# Two instances on one PostgreSQL catalog behind NGINX, on loopback, under load, while each is restarted
# gracefully in turn and a new benchmark is imported:
#   bench/multi-instance.sh [seconds=60] [samples=../shared/stig-samples]
# Needs nginx, wrk, psql, curl, python3, bc (installed with apt-get when missing and run as root) and a JDK 25
# in JAVA_HOME; PostgreSQL on 127.0.0.1:5432 (database test, user postgres, trust auth), as the tests use. Works in
# a schema of its own, dropped at the end. Prints the failed requests (non-2xx/3xx answers plus socket errors).
# INSTANCE_OPTS adds JVM options to both instances, e.g. -Dmicronaut.lifecycle.graceful-shutdown.enabled=false.
set -euo pipefail
seconds=${1:-60}
samples=$(cd "${2:-../shared/stig-samples}" && pwd)
source "$(dirname "$0")/require.sh"
require nginx:nginx-light wrk:wrk psql:postgresql-client curl:curl python3:python3 bc:bc
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
"$java" -version 2>&1 | grep -q 'version "25' || { echo "needs a JDK 25: export JAVA_HOME=..." >&2; exit 1; }
[ -f bootstrap/target/stig-service.jar ] || ./mvnw -q -DskipTests package
(( seconds >= 40 )) || { echo "give it at least 40 seconds: two restarts and an import happen during the load" >&2; exit 1; }

work=$(mktemp -d); chmod 755 "$work"
schema="stig_multi_$(date +%s)_$$"
db=(psql -q -h 127.0.0.1 -U postgres -d test -v ON_ERROR_STOP=1)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  "${db[@]}" -c "DROP SCHEMA IF EXISTS $schema CASCADE" || true
  rm -rf "$work"
}
trap cleanup EXIT
"${db[@]}" -c "CREATE SCHEMA $schema"
datasource=(-Ddatasources.default.url="jdbc:postgresql://127.0.0.1:5432/test?currentSchema=$schema" -Ddatasources.default.username=postgres)
token=multi-instance-token

import() { # paths; prints the import's summary line (exit status 1 only says that some files were skipped)
  "$java" "${datasource[@]}" -jar bootstrap/target/stig-service.jar import "$@" | grep 'Import finished' || true
}
import "$samples"

declare -A port_of pid_of
start() { # instance name
  "$java" -Xmx256m -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port="${port_of[$1]}" -Dstig.storage.backend=postgres \
      "${datasource[@]}" -Dstig.auth.tokens=$token -Dstig.catalog.refresh-interval=1s ${INSTANCE_OPTS:-} \
      -jar bootstrap/target/stig-service.jar >>"$work/$1.log" 2>&1 &
  pid_of[$1]=$!; pids+=("$!")
  until curl -sf -o /dev/null "http://127.0.0.1:${port_of[$1]}/health/readiness"; do sleep 0.1; done
}
restart() { # instance name: SIGTERM, wait for the graceful end, start again
  local t0; t0=$(date +%s%N)
  kill -TERM "${pid_of[$1]}"; wait "${pid_of[$1]}" 2>/dev/null || true
  start "$1"
  echo "instance $1 restarted (graceful stop and start) in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
}
port_of[a]=$(free_port); port_of[b]=$(free_port); proxy_port=$(free_port)
start a; start b

start_nginx "$work" "  upstream stig { server 127.0.0.1:${port_of[a]}; server 127.0.0.1:${port_of[b]}; keepalive 32; }
  server {
    listen 127.0.0.1:$proxy_port;
    location / {
      proxy_pass http://stig;
      proxy_http_version 1.1;
      proxy_set_header Connection \"\";
      # A refused or closed connection to the instance being restarted is retried on the other one (GET only).
      proxy_next_upstream error timeout http_502;
    }
  }"
until curl -sf -o /dev/null "http://127.0.0.1:$proxy_port/api/v1/stigs"; do sleep 0.05; done

cat >"$work/mixed.lua" <<LUA
-- alternates the public listing and a protected download
local n = 0
request = function()
  n = n + 1
  if n % 2 == 0 then return wrk.format("GET", "/api/v1/stigs") end
  return wrk.format("GET", "/api/v1/stigs/microsoft-outlook-2010/download", { ["Authorization"] = "Bearer $token" })
end
LUA
wrk -t2 -c16 -d"${seconds}s" -s "$work/mixed.lua" "http://127.0.0.1:$proxy_port" >"$work/wrk.out" &
load=$!

sleep $(( seconds / 6 )); restart a
sleep $(( seconds / 6 )); restart b
sleep $(( seconds / 10 ))
# An import while both run: each must list the new benchmark without a restart.
"$java" bench/GenerateCatalog.java "$work/new" 1 20 >/dev/null
import "$work/new"
t0=$(date +%s%N)
for name in a b; do
  until curl -sf "http://127.0.0.1:${port_of[$name]}/api/v1/stigs?q=synthetic-product-0" | grep -q '"total":1'; do sleep 0.1; done
  echo "instance $name lists the imported benchmark $(( ($(date +%s%N) - t0) / 1000000 )) ms after the import ended"
done
wait "$load"

requests=$(grep -oE '[0-9]+ requests in' "$work/wrk.out" | grep -oE '^[0-9]+')
non2xx=$(grep -oE 'Non-2xx or 3xx responses: [0-9]+' "$work/wrk.out" | grep -oE '[0-9]+$' || echo 0)
socket=$(grep -oE 'Socket errors: .*' "$work/wrk.out" | grep -oE '[0-9]+' | paste -sd+ | bc || echo 0)
grep -E 'Requests/sec|Latency' "$work/wrk.out"
echo "failed requests: $(( non2xx + ${socket:-0} )) of $requests (non-2xx/3xx: $non2xx, socket errors: ${socket:-0}) over ${seconds}s with two graceful restarts and one import"
