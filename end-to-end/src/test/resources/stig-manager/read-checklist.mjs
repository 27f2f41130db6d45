// Reads a checklist with STIG Manager's own parsers (npm @nuwcdivnpt/stig-manager-client-modules, installed
// globally by .ci/run) and prints what they found as JSON: the target, and per benchmark its id, revision and reviews.
// Usage: node read-checklist.mjs <modules folder> <ckl|cklb> <file>
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const [modules, format, file] = process.argv.slice(2)
const parsers = await import(pathToFileURL(join(modules, '@nuwcdivnpt', 'stig-manager-client-modules', 'index.js')).href)
const options = {
  data: readFileSync(file, 'utf8'),
  // As STIG Manager's defaults, except that unreviewed rules are kept, so that every rule is counted.
  importOptions: { autoStatus: 'saved', unreviewed: 'always', unreviewedCommented: 'informational', emptyDetail: 'import', emptyComment: 'import', allowCustom: true },
  fieldSettings: { detail: { enabled: 'always', required: 'optional' }, comment: { enabled: 'always', required: 'optional' } },
  allowAccept: false,
  sourceRef: file
}
const parsed = format === 'ckl' ? parsers.reviewsFromCkl(options) : parsers.reviewsFromCklb(options)
console.log(JSON.stringify({
  target: parsed.target,
  checklists: parsed.checklists.map(c => ({
    benchmarkId: c.benchmarkId,
    revisionStr: c.revisionStr,
    reviews: c.reviews.map(r => ({ ruleId: r.ruleId, result: r.result, detail: r.detail, comment: r.comment }))
  }))
}))
