#!/usr/bin/env bash
# Measures how long the files backend takes to load a catalog folder, as the service itself reports it
# in its "Catalog loaded" line: a cold JVM each run, the same jar users run.
#   bench/catalog-load.sh [folder] [runs]      (defaults: ../shared/stig-samples, 5)
set -euo pipefail
folder=$(cd "${1:-../shared/stig-samples}" && pwd)
runs=${2:-5}
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
[ -f "$jar" ] || ./mvnw -q -DskipTests package
echo "folder: $folder"
echo "machine: $(nproc) cores, $("$java" -version 2>&1 | head -n 1)"
for run in $(seq 1 "$runs"); do
  log=$(mktemp)
  "$java" -Dmicronaut.server.port=-1 -Dmicronaut.server.host=127.0.0.1 -Dstig.auth.tokens=bench \
      -Dstig.catalog.directory="$folder" -jar "$jar" >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do grep -q "Startup completed" "$log" && break; sleep 0.1; done
  kill "$pid"; wait "$pid" 2>/dev/null || true
  echo "run $run: $(grep -o 'Catalog loaded: .*' "$log")"
  rm -f "$log"
done
