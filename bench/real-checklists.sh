#!/usr/bin/env bash
# Upgrades real checklists (written by STIG Viewer, say) to a revision the service serves, and checks every answer
# against an independent reading of the upload and of DISA's XCCDF (bench/CheckUpgradedChecklist.java: the JDK's DOM for
# a CKL, Jackson's tree model for a CKLB, none of the service's code):
#   bench/real-checklists.sh <DISA XCCDF of the served revision> <checklist.ckl or .cklb>...
# The service serves that one XCCDF; each checklist is POSTed to its upgrade route. Prints the service's summary
# counts and the checker's, and, where MITRE's SAF CLI is installed, the control count ckl2hdf reads from the answer.
# Exits non-zero when any answer differs from what the checker expects. docs/guides/checklists.md names the files
# this was run on.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <target-xccdf.xml> <checklist.ckl or .cklb>..." >&2; exit 2; }
xccdf=$(realpath "$1"); shift
jar=bootstrap/target/stig-service.jar
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
[ -f "$jar" ] || ./mvnw -q -DskipTests -Dfuzz.skip=true package
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/catalog" && cp "$xccdf" "$work/catalog/"
port=18393
"$java" -Dmicronaut.server.port=$port -Dmicronaut.server.host=127.0.0.1 -Dstig.auth.tokens=real \
    -Dstig.catalog.directory="$work/catalog" -jar "$jar" >"$work/log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do grep -q "Startup completed" "$work/log" && break; sleep 0.1; done
listing=$(curl -sf "http://127.0.0.1:$port/api/v1/stigs")
slug=$(grep -o '"slug":"[^"]*"' <<<"$listing" | head -n 1 | cut -d'"' -f4)
benchmark=$(grep -o '"benchmarkId":"[^"]*"' <<<"$listing" | head -n 1 | cut -d'"' -f4)
echo "served: $slug ($benchmark) $(grep -o '"revision":"[^"]*"' <<<"$listing" | head -n 1 | cut -d'"' -f4)"
failed=0
for checklist in "$@"; do
    echo "== $checklist ($(head -c 200 "$checklist" | grep -o 'STIG Viewer :: [0-9.]*' || echo 'no writer comment'))"
    route="http://127.0.0.1:$port/api/v1/stigs/$slug/checklist/upgrade"
    curl -sf -H 'Authorization: Bearer real' -H 'Accept: application/json' --data-binary @"$checklist" "$route" \
        | grep -o '"from":[^,]*,"to":"[^"]*","counts":{[^}]*}' || { echo "refused"; failed=1; continue; }
    answer="$work/answer.${checklist##*.}" # the answer comes in the upload's format
    curl -sf -H 'Authorization: Bearer real' --data-binary @"$checklist" "$route" -o "$answer"
    "$java" -cp "$jar" bench/CheckUpgradedChecklist.java "$xccdf" "$checklist" "$answer" "$benchmark" || failed=1
    if [ "${checklist##*.}" = ckl ] && command -v saf >/dev/null; then
        rm -f "$work/answer.json"
        saf convert ckl2hdf -i "$answer" -o "$work/answer.json" >"$work/saf.log" 2>&1 || true
        if [ -f "$work/answer.json" ]; then
            echo "SAF ckl2hdf: $(grep -o '"id": *"V-[0-9]*"' "$work/answer.json" | sort -u | wc -l) controls"
        else
            echo "SAF ckl2hdf refused the answer: $(grep -v '^$' "$work/saf.log" | tail -n 2 | tr '\n\t' '  ')"
        fi
    fi
done
exit $failed
