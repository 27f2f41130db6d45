// Reads checklists with STIG Manager's own parsers (npm @nuwcdivnpt/stig-manager-client-modules, installed
// globally by .ci/run) and prints what they found: one request per line of standard input, a JSON array
// ["ckl" or "cklb", "<file>"], answered by one line of JSON: the target, and per benchmark its id, revision and
// reviews; or {"error": "<what the parser threw>"}. One node process reads every checklist of a test run.
// Usage: node read-checklist.mjs <the package's folder>
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'

const [packageFolder] = process.argv.slice(2)
const parsers = await import(pathToFileURL(join(packageFolder, 'index.js')).href)

function read (format, file) {
  const options = {
    data: readFileSync(file, 'utf8'),
    // As STIG Manager's defaults, except that unreviewed rules are kept, so that every rule is counted.
    importOptions: { autoStatus: 'saved', unreviewed: 'always', unreviewedCommented: 'informational', emptyDetail: 'import', emptyComment: 'import', allowCustom: true },
    fieldSettings: { detail: { enabled: 'always', required: 'optional' }, comment: { enabled: 'always', required: 'optional' } },
    allowAccept: false,
    sourceRef: file
  }
  const parsed = format === 'ckl' ? parsers.reviewsFromCkl(options) : parsers.reviewsFromCklb(options)
  return {
    target: parsed.target,
    checklists: parsed.checklists.map(c => ({
      benchmarkId: c.benchmarkId,
      revisionStr: c.revisionStr,
      reviews: c.reviews.map(r => ({ ruleId: r.ruleId, result: r.result, detail: r.detail, comment: r.comment }))
    }))
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  const [format, file] = JSON.parse(line)
  let answer
  try {
    answer = read(format, file)
  } catch (error) {
    answer = { error: String(error?.stack ?? error) }
  }
  process.stdout.write(JSON.stringify(answer) + '\n')
}
