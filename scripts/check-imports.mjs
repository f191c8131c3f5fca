// Architecture written into lint (STYLE.md): import boundaries between the workspace parts and the
// web app's layers, and no import cycles. It parses with the TypeScript compiler we already pin,
// so it needs no native resolver package (those ship per-platform binaries the registry here lacks,
// which broke `npm ci`). Type-only imports are ignored for cycles: they vanish at runtime.
import ts from 'typescript'
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const SOURCE_DIRS = [
  'packages/contract/src',
  'packages/game-math/src',
  'apps/games/src',
  'packages/testkit/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/e2e',
]
const PACKAGES = {
  '@galata/contract': 'packages/contract',
  // Subpath exports (`@galata/game-math/mines`) name files under src/.
  '@galata/game-math': 'packages/game-math/src',
  '@galata/games': 'apps/games',
  '@galata/testkit': 'packages/testkit',
  '@galata/server': 'apps/server',
  '@galata/web': 'apps/web',
}

const webFeatures = existsSync(join(root, 'apps/web/src/features'))
  ? readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

/** Each zone: files under `target` may not import files under any of `from` (unless under `except`). */
const zones = [
  { target: 'apps/web', from: ['apps/server'], message: 'The web app talks to the server over HTTP only.' },
  { target: 'apps/server', from: ['apps/web'], message: 'The server never imports the web app.' },
  { target: 'packages/contract', from: ['apps'], message: 'The contract depends on nothing of ours.' },
  {
    target: 'packages/game-math',
    from: ['apps', 'packages/contract'],
    message:
      'The game maths is pure and depends on nothing of ours (the server and the game clients import it).',
  },
  {
    target: 'apps/games',
    from: ['apps/server', 'apps/web'],
    message: 'Game clients talk to the server over HTTP only; shared maths lives in packages/game-math.',
  },
  {
    target: 'apps/server',
    from: ['apps/games'],
    message: 'The server serves the built game clients, never imports them.',
  },
  {
    target: 'apps/web',
    from: ['apps/games', 'packages/game-math'],
    // The slip's preview uses the engine's pure bet maths (docs/sportsbook.md "System stake").
    except: ['packages/game-math/src/sports/bet-math.ts'],
    message: 'The web app does not run games; of the game maths it takes only the bet maths.',
  },
  {
    target: 'packages/testkit',
    from: ['apps', 'packages/contract'],
    message: 'The test fixtures depend on nothing of ours (docs/testing.md).',
  },
  {
    target: 'apps/web/src',
    from: ['packages/testkit'],
    message: 'Test fixtures are for the suites and journeys, never the web app.',
  },
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'shared → features → app, never backwards.',
  },
  {
    target: 'apps/web/src/features',
    from: ['apps/web/src/app'],
    message: 'Features do not import the app layer.',
  },
  {
    target: 'apps/server/src/modules/originals',
    from: [
      'apps/server/src/modules/rounds',
      'apps/server/src/modules/bingo',
      'apps/server/src/modules/aviator',
    ],
    message: 'The single-player studio does not depend on the shared rounds (docs/rounds.md).',
  },
  {
    target: 'apps/server/src/modules/rounds',
    from: ['apps/server/src/modules/bingo', 'apps/server/src/modules/aviator'],
    message: 'The round engine does not know the products built on it (docs/rounds.md).',
  },
  {
    target: 'apps/server/src/modules/aviator',
    from: ['apps/server/src/modules/bingo'],
    message: 'The products on the round engine do not import each other (docs/rounds.md).',
  },
  {
    target: 'apps/server/src/modules/bingo',
    from: ['apps/server/src/modules/aviator'],
    message: 'The products on the round engine do not import each other (docs/rounds.md).',
  },
  // docs/backoffice.md "The console (/bo)": a page of its own; a player's pages load nothing of it.
  {
    target: 'apps/web/src/bo',
    from: ['apps/web/src/app', 'apps/web/src/features'],
    message: "The back-office console does not use the player site's router, shell or features.",
  },
  {
    target: 'apps/web/src/app',
    from: ['apps/web/src/bo'],
    message: 'The player site imports nothing of the back-office console.',
  },
  {
    target: 'apps/web/src/features',
    from: ['apps/web/src/bo'],
    message: 'The player site imports nothing of the back-office console.',
  },
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/bo'],
    message: 'The player site imports nothing of the back-office console.',
  },
  ...webFeatures.map((name) => ({
    target: `apps/web/src/features/${name}`,
    from: ['apps/web/src/features'],
    except: [`apps/web/src/features/${name}`],
    message: 'Features do not import each other; move what both need to shared/ or compose them in app/.',
  })),
]

const within = (file, dir) => file === dir || file.startsWith(dir + '/')

// The server's front doors (docs/server-modules.md): a module under apps/server/src/modules/<name>/
// is reached from outside itself only through its index.ts, and providers/ only through
// providers/index.ts. A module's own files (its tests too) import each other freely.
const SERVER_MODULES = 'apps/server/src/modules'
const SERVER_PROVIDERS = 'apps/server/src/providers'
/** The module a server file belongs to (`wallet` for apps/server/src/modules/wallet/…), else null. */
function serverModuleOf(file) {
  if (!within(file, SERVER_MODULES)) return null
  const name = file.slice(SERVER_MODULES.length + 1).split('/')[0]
  return name.includes('.') ? null : name
}
function frontDoorProblem(file, target) {
  const targetModule = serverModuleOf(target)
  if (targetModule && serverModuleOf(file) !== targetModule) {
    const door = `${SERVER_MODULES}/${targetModule}/index.ts`
    if (target !== door) return `Import the ${targetModule} module through its front door, ${door}.`
  }
  if (within(target, SERVER_PROVIDERS) && !within(file, SERVER_PROVIDERS)) {
    const door = `${SERVER_PROVIDERS}/index.ts`
    if (target !== door) return `Import the providers through their front door, ${door}.`
  }
  return null
}

function listFiles(dir) {
  const out = []
  if (!existsSync(dir)) return out
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...listFiles(path))
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** Resolves a specifier to a repository-relative path (a file when one exists, else the bare target). */
function resolveSpecifier(fromFile, specifier) {
  let base
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier)
  else {
    const pkg = Object.keys(PACKAGES).find((name) => specifier === name || specifier.startsWith(name + '/'))
    if (!pkg) return null
    const rest = specifier.slice(pkg.length)
    base = join(root, PACKAGES[pkg], rest ? rest : '')
  }
  const stripped = base.replace(/\.js$/, '')
  const candidates = [
    base,
    `${stripped}.ts`,
    `${stripped}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile())
  return relative(root, hit ?? base)
    .split(sep)
    .join('/')
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found = []
  const visit = (node) => {
    let specifier
    let typeOnly = false
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      specifier = node.moduleSpecifier.text
      const clause = node.importClause
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)))
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifier = node.moduleSpecifier.text
      typeOnly = node.isTypeOnly
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // Dynamic imports load lazily, so they cannot form an evaluation cycle; boundaries still apply.
      specifier = node.arguments[0].text
      typeOnly = true
    }
    if (specifier) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push({ specifier, typeOnly, line })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const problems = []
const graph = new Map()
const files = SOURCE_DIRS.flatMap((dir) => listFiles(join(root, dir)))
for (const absolute of files) {
  const file = relative(root, absolute).split(sep).join('/')
  const edges = []
  for (const { specifier, typeOnly, line } of importsOf(absolute)) {
    const target = resolveSpecifier(absolute, specifier)
    if (!target) continue
    for (const zone of zones) {
      if (!within(file, zone.target)) continue
      const blocked =
        zone.from.some((from) => within(target, from)) &&
        !(zone.except ?? []).some((ex) => within(target, ex))
      if (blocked) problems.push(`${file}:${line}  imports '${specifier}': ${zone.message}`)
    }
    const door = frontDoorProblem(file, target)
    if (door) problems.push(`${file}:${line}  imports '${specifier}': ${door}`)
    if (!typeOnly && specifier.startsWith('.') && /\.tsx?$/.test(target)) edges.push(target)
  }
  graph.set(file, edges)
}

// Tarjan's strongly connected components: any component of more than one node is a cycle.
function cyclesOf(graph) {
  let index = 0
  const indices = new Map()
  const lowlink = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  function strongConnect(node) {
    indices.set(node, index)
    lowlink.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!indices.has(next)) {
        strongConnect(next)
        lowlink.set(node, Math.min(lowlink.get(node), lowlink.get(next)))
      } else if (onStack.has(next)) lowlink.set(node, Math.min(lowlink.get(node), indices.get(next)))
    }
    if (lowlink.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node)
  return cycles
}
for (const cycle of cyclesOf(graph)) problems.push(`import cycle between:\n    ${cycle.join('\n    ')}`)

// Module-level cycles on the server: module A's files → module B's files → … → module A, even when
// no single file cycle exists. Runtime imports only, as above.
const moduleGraph = new Map()
for (const [file, edges] of graph) {
  const from = serverModuleOf(file)
  if (!from) continue
  if (!moduleGraph.has(from)) moduleGraph.set(from, [])
  for (const target of edges) {
    const to = serverModuleOf(target)
    if (to && to !== from && !moduleGraph.get(from).includes(to)) moduleGraph.get(from).push(to)
  }
}
for (const cycle of cyclesOf(moduleGraph)) {
  const why = cycle.flatMap((from) =>
    [...graph]
      .filter(([file]) => serverModuleOf(file) === from)
      .flatMap(([file, edges]) =>
        edges
          .filter((t) => cycle.includes(serverModuleOf(t)) && serverModuleOf(t) !== from)
          .map((t) => `${file} → ${t}`),
      ),
  )
  problems.push(`server module cycle between ${cycle.join(', ')}:\n    ${why.join('\n    ')}`)
}

if (problems.length > 0) {
  console.error(`check-imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`check-imports: ${files.length} files, boundaries kept, no import cycles`)
