#!/usr/bin/env bash
# The 1,000 x 300 synthetic catalog on the files backend and on PostgreSQL, same machine, same run, loopback only:
# the service's own "Catalog loaded" line, startup to first answer and heap after a full GC, each in -Xmx512m.
#   bench/database-load.sh [benchmarks=1000] [rules=300]
# Needs a JDK 25 in JAVA_HOME, curl, python3 and the PostgreSQL of .ci/run (127.0.0.1:5432, trust auth, database test);
# imports into a schema of its own, dropped at the end.
set -euo pipefail
benchmarks=${1:-1000}
rules=${2:-300}
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jcmd=${JAVA_HOME:+$JAVA_HOME/bin/}jcmd
"$java" -version 2>&1 | grep -q 'version "25' || { echo "needs a JDK 25: export JAVA_HOME=..." >&2; exit 1; }
[ -f bootstrap/target/stig-service.jar ] || ./mvnw -q -DskipTests package
work=$(mktemp -d)
schema=stig_bench_$$
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  psql -q -h 127.0.0.1 -U postgres -d test -c "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
database=(-Dstig.storage.backend=postgres "-Ddatasources.default.url=jdbc:postgresql://127.0.0.1:5432/test?currentSchema=$schema"
          -Ddatasources.default.username=postgres)

heap() { # KB used in all generations after a full GC
  "$jcmd" "$1" GC.run >/dev/null
  "$jcmd" "$1" GC.heap_info | grep -o 'total [0-9]*K, used [0-9]*K' | grep -o 'used [0-9]*K' | tr -dc '0-9\n' | awk '{s+=$1} END {print s}'
}
measure() { # name, then the service's settings
  local name=$1; shift
  local t0; t0=$(date +%s%N)
  "$java" -Xmx512m -XX:+UseSerialGC -Dmicronaut.server.host=127.0.0.1 -Dmicronaut.server.port="$port" -Dstig.auth.tokens=t \
      "$@" -jar bootstrap/target/stig-service.jar >"$work/$name.log" 2>&1 &
  local pid=$!; pids+=($pid)
  until curl -sf -o /dev/null "http://127.0.0.1:$port/health/readiness"; do
    kill -0 "$pid" 2>/dev/null || { echo "$name: the service ended:" >&2; tail -n 20 "$work/$name.log" >&2; exit 1; }
    sleep 0.02
  done
  local ready=$(( ($(date +%s%N) - t0) / 1000000 ))
  echo "$name: $(grep -o 'Catalog loaded: .*' "$work/$name.log" | head -n1); ready after ${ready} ms; heap after full GC $(( $(heap "$pid") / 1024 )) MB"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

"$java" bench/GenerateCatalog.java "$work/synthetic" "$benchmarks" "$rules" >/dev/null
psql -q -h 127.0.0.1 -U postgres -d test -c "CREATE SCHEMA $schema" >/dev/null
t0=$(date +%s%N)
"$java" "${database[@]}" -jar bootstrap/target/stig-service.jar import "$work/synthetic" >"$work/import.log" 2>&1
echo "import into PostgreSQL: $(grep -o "Import finished: .*" "$work/import.log") in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
measure files "-Dstig.catalog.directory=$work/synthetic"
measure postgres "${database[@]}"
