import type { Plugin } from 'vite'

/*
 * The page's first script (src/early.ts starts the bootstrap call, docs/content-ui.md "LCP"). Vite
 * folds every module script of index.html into one entry, which would run the call only after the
 * whole app had downloaded and been evaluated; so the script is an entry of its own and this plugin
 * puts it first in <head>. Its imports land in chunks the app's entry shares, so the module that
 * holds the call is one instance for both.
 */
export const EARLY_ENTRY = 'early'

export function earlyScript(source = '/src/early.ts'): Plugin {
  let isBuild = false
  return {
    name: 'galata:early-script',
    config: (_config, env) => {
      isBuild = env.command === 'build'
      return isBuild
        ? { build: { rollupOptions: { input: { index: 'index.html', [EARLY_ENTRY]: source.slice(1) } } } }
        : {}
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The player's page only: the back office's bo.html has its own entry (tooling/backoffice-entry.ts).
        if (!/(^|\/)index\.html$/.test(ctx.filename)) return
        let src = source
        if (isBuild) {
          const chunk = Object.values(ctx.bundle ?? {}).find(
            (c) => c.type === 'chunk' && c.isEntry && c.name === EARLY_ENTRY,
          )
          if (!chunk) throw new Error(`the ${EARLY_ENTRY} entry is missing from the build`)
          src = `/${chunk.fileName}`
        }
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
        ]
      },
    },
  }
}
