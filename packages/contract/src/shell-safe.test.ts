import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The modules the web shell imports on every page must not reach zod, or the bundle every visitor
 * downloads first grows by ~27 KB gzip (docs/web.md; bench/web measures it). Their imports, followed
 * through the package, stay among zod-free modules.
 */
const SHELL_MODULES = [
  'constants.ts',
  'enums.ts',
  'time.ts',
  'locale.ts',
  'format.ts',
  // The home page's sports section needs only the sportsbook's constants (docs/content-ui.md "LCP").
  'sports-constants.ts',
  'odds-format.ts',
]

function importsOf(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8')
  return [...source.matchAll(/^import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
}

describe('zod-free modules for the web shell', () => {
  it.each(SHELL_MODULES)('%s imports neither zod nor a module that does', (file) => {
    const seen = new Set<string>()
    const walk = (f: string) => {
      if (seen.has(f)) return
      seen.add(f)
      for (const spec of importsOf(f)) {
        expect(spec, `${f} imports ${spec}`).not.toMatch(/^zod/)
        if (spec.startsWith('./')) walk(spec.replace(/^\.\//, '').replace(/\.js$/, '.ts'))
      }
    }
    walk(file)
  })
})
