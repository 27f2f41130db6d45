#!/usr/bin/env bash
# Another team's build on Java 17 depends on the rules library (docs/guides/architecture-rules-in-your-ci.md):
# the library's jar and pom go into an empty local repository, then java17-consumer is built with JDK 17 and
# Debian's Maven, which fetches ArchUnit, JUnit and its plugins from Maven Central into the same repository, and
# its JUnit test runs every rule. Then the command line jar runs on JDK 17 too. Run from the repository root after
# `./mvnw install` (or package) has built architecture-rules/target.
set -euo pipefail
jdk17="${JDK17_HOME:-$(ls -d /usr/lib/jvm/java-17-openjdk-* | head -n 1)}"
module=architecture-rules
jar="$module/target/architecture-rules-0.1.0-SNAPSHOT.jar"
[ -f "$jar" ] || { echo "$jar is missing: build architecture-rules first" >&2; exit 2; }
# Classes compiled before the module targeted Java 17 stay Java 25 bytecode until recompiled: say so, plainly.
"$jdk17/bin/javap" -v -cp "$jar" dev.stigservice.archrules.HexagonRules | grep -q "major version: 61" || {
  echo "$jar holds no Java 17 bytecode: rebuild it from clean (rm -rf $module/target)" >&2; exit 1; }
repository="$(mktemp -d)"
trap 'rm -rf "$repository"' EXIT
# The library as a team's repository would hold it: its jar and its own pom, nothing of this service's build.
mkdir -p "$repository/dev/stigservice/architecture-rules/0.1.0-SNAPSHOT"
cp "$jar" "$repository/dev/stigservice/architecture-rules/0.1.0-SNAPSHOT/architecture-rules-0.1.0-SNAPSHOT.jar"
cp "$module/pom.xml" "$repository/dev/stigservice/architecture-rules/0.1.0-SNAPSHOT/architecture-rules-0.1.0-SNAPSHOT.pom"
work="$(mktemp -d)"
cp -r "$module/src/it/java17-consumer" "$work/"
JAVA_HOME="$jdk17" mvn --batch-mode --no-transfer-progress -Dmaven.repo.local="$repository" \
  -f "$work/java17-consumer/pom.xml" test > "$work/build.log" 2>&1 || { tail -n 60 "$work/build.log"; exit 1; }
grep -E '^\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: 0$' "$work/build.log"
ls "$repository/dev/stigservice" | grep -qx architecture-rules
! ls "$repository/dev/stigservice" | grep -vqx architecture-rules || { echo "the consumer resolved more of this project than the rules" >&2; exit 1; }
! [ -d "$repository/io/micronaut" ] || { echo "the consumer resolved Micronaut" >&2; exit 1; }
"$jdk17/bin/java" -jar "$module/target/architecture-rules-cli.jar" --base-package com.example.library --inbound-adapters 'adapter.(cli)..' --composition-root '' \
  --report "$work/report.xml" "$work/java17-consumer/target/classes" | tail -n 1
rm -rf "$work"
echo "Rules library: a Java 17 build depends on it from a local repository and its rules hold; the jar runs on Java 17."
