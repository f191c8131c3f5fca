import type { Plugin } from 'vite'

/*
 * The back-office console is a second page of the build (docs/backoffice.md "The console (/bo)"):
 * bo.html and its own entry, so a player's pages load nothing of it. In the build it is one more
 * input beside index.html; in development every /bo path is answered bo.html, as the server does.
 */
export const BACKOFFICE_HTML = 'bo.html'

export function backofficeEntry(): Plugin {
  return {
    name: 'galata:backoffice-entry',
    config: (_config, env) =>
      env.command === 'build' ? { build: { rollupOptions: { input: { bo: BACKOFFICE_HTML } } } } : {},
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        if (path === '/bo' || path.startsWith('/bo/')) req.url = `/${BACKOFFICE_HTML}`
        next()
      })
    },
  }
}
