#!/usr/bin/env bash
# The rules jar on this project's classes, as a CI without Maven runs it: the roles this layout does not take by default
# (no use case's package among them: in-ports are found by convention), the delivery's vocabulary the core must not
# speak, the naming rules and the diagram. Run from the repository root once the classes are compiled and the jar packaged.
set -euo pipefail
"$JAVA_HOME/bin/java" -jar architecture-rules/target/architecture-rules-cli.jar --base-package dev.stigservice \
  --inbound-adapters 'adapter.(http)..,adapter.(cli)..' --shared 'xccdf..,settings..' \
  --delivery-names '.*(EntityTag|ETag|NotModified|ContentCoding|Gzip|RenderedBod|Representation|WouldWait|EventLoop).*' \
  --delivery-packages 'io.netty..,io.micronaut.http..' --naming --diagram docs/architecture.puml \
  --report architecture-rules/target/rules-on-this-project.xml \
  domain/target/classes application/target/classes xccdf/target/classes settings/target/classes adapter-*/target/classes \
  bootstrap/target/classes
