// Runs MITRE SAF CLI commands in this one node process, one per line of standard input (a JSON array of the
// command's arguments, as after `saf`), through SAF's own oclif entry point as its bin/run does: the same command
// code, without node's and oclif's start-up (seconds) per command. For each line it prints one line:
// {"exit": <0 or the command's exit code>, "output": "<what the command printed>"}.
// Usage: node saf-commands.mjs <SAF's package folder>
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { join } from 'node:path'

const safRoot = process.argv[2]
const require = createRequire(join(safRoot, 'package.json'))
const oclif = require('@oclif/core')
const write = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) }
const exit = process.exit

for await (const line of createInterface({ input: process.stdin })) {
  let output = ''
  const capture = (chunk, encoding, callback) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  process.stdout.write = capture
  process.stderr.write = capture
  // A command that ends the process would end every later one with it: it ends only itself.
  process.exit = code => { throw Object.assign(new Error(`exit ${code}`), { oclif: { exit: code ?? 0 } }) }
  let code = 0
  try {
    await oclif.run(JSON.parse(line), safRoot)
    await oclif.flush()
  } catch (error) {
    code = error?.oclif?.exit ?? 1
    if (code !== 0) output += `\n${error?.stack ?? error}`
  } finally {
    // Some commands write files with callbacks they do not wait for (inspec.yml, README.md): the CLI's process ends
    // only once they are written, so the command ends here only once no file operation is pending.
    while (process.getActiveResourcesInfo().some(resource => resource.startsWith('FSReq') || resource === 'FileHandle')) {
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    code = code || process.exitCode || 0
    process.exitCode = undefined
    process.stdout.write = write.out
    process.stderr.write = write.err
    process.exit = exit
  }
  write.out(JSON.stringify({ exit: code, output }) + '\n')
}
