// The typecheck and the typed lint over one TypeScript program per project (docs/testing.md "One
// program for the typecheck and the lint"). `tsc -p` and ESLint's project service each built every
// project's program and type-checked it, the lint lazily for its typed rules: the same work twice.
// Here each program is built once, its diagnostics reported as `tsc -p` reports them, then its files
// linted by ESLint with that program (typescript-eslint's `parserOptions.programs`), whose checker
// has every type already.
//
//   node scripts/check-code.mjs            every project, then the JavaScript files
//   node scripts/check-code.mjs 1/2        the first of two parts (CI runs the parts side by side,
//                                          the import check and Prettier after the first)
//
// A TypeScript file is linted with the program of its nearest tsconfig.json, as the project service
// would; one that its nearest program does not hold fails the check, as it would fail there.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')

// The projects in two parts of about equal CPU with the format check after the first (measured on
// 2026-11-30: about 50 CPU-s for the first, 96 for the second, 33 for the import check and Prettier).
// Every tsconfig.json of the repository is named once; the check fails on one that is not.
const PARTS = [
  ['apps/web', 'apps/games', 'packages/game-math', 'packages/testkit'],
  ['.', 'apps/server', 'packages/contract'],
]
const JS = /\.(js|mjs|cjs)$/
const TS = /\.(ts|tsx)$/

const [part, of] = (process.argv[2] ?? '').split('/').map(Number)
const projects = part && of === PARTS.length ? PARTS[part - 1] : PARTS.flat()
// The JavaScript files (no types) go with the first part, the lighter, or with a whole run.
const withJs = !part || part === 1

const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)))
const files = listed.filter((f) => TS.test(f) || JS.test(f))

const known = new Set(PARTS.flat())
const unnamed = listed.filter((f) => /(^|\/)tsconfig\.json$/.test(f) && !known.has(dirname(f))).map(dirname)

/** Each project's configuration: its options and the files it names (before imports). */
function parse(dir) {
  const path = join(root, dir, 'tsconfig.json')
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!parsed) throw new Error(`cannot read ${path}`)
  return parsed
}
const configs = new Map([...known].map((dir) => [dir, parse(dir)]))
const named = new Map(
  [...configs].map(([dir, c]) => [dir, new Set(c.fileNames.map((f) => relative(root, f)))]),
)

/** The project that lints a file: the nearest tsconfig.json that names it, as the project service finds it. */
function projectOf(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (named.get(dir)?.has(file)) return dir
    if (dir === '.' || dir === '/') return null
  }
}

const eslint = new ESLint({ cwd: root })
let failed = unnamed.length > 0
for (const dir of unnamed) console.error(`${dir}/tsconfig.json: not in a part of scripts/check-code.mjs`)

const host = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
}

async function lint(paths, overrideConfig) {
  const linter = overrideConfig ? new ESLint({ cwd: root, overrideConfig }) : eslint
  const kept = []
  for (const f of paths) if (!(await eslint.isPathIgnored(f))) kept.push(f)
  if (kept.length === 0) return
  const results = await linter.lintFiles(kept)
  const formatter = await linter.loadFormatter('stylish')
  const text = await formatter.format(results)
  if (text) console.log(text)
  if (results.some((r) => r.errorCount > 0)) failed = true
}

for (const dir of projects) {
  const started = process.hrtime.bigint()
  const parsed = configs.get(dir)
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  })
  // What `tsc -p` reports with noEmit: the config's, the options', syntax, global and semantic.
  const diagnostics = ts.getPreEmitDiagnostics(program)
  if (diagnostics.length > 0) {
    failed = true
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host))
  }
  const typed = process.hrtime.bigint()

  const mine = files.filter((f) => TS.test(f) && projectOf(f) === dir)
  await lint(mine, {
    languageOptions: { parserOptions: { projectService: false, project: null, programs: [program] } },
  })
  const done = process.hrtime.bigint()
  const s = (a, b) => (Number(b - a) / 1e9).toFixed(1)
  console.log(`${dir}: ${mine.length} files, types ${s(started, typed)} s, lint ${s(typed, done)} s`)
}

if (withJs) {
  await lint(files.filter((f) => JS.test(f)))
  // A TypeScript file no project names: the project service would fail it too.
  for (const f of files.filter((f) => TS.test(f) && !projectOf(f))) {
    if (await eslint.isPathIgnored(f)) continue
    failed = true
    console.error(`${f}: no tsconfig.json includes it`)
  }
}

process.exitCode = failed ? 1 : 0
