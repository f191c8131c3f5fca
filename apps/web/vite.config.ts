import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { backofficeEntry } from './tooling/backoffice-entry'
import { earlyScript } from './tooling/early-script'
import { keepPreviousAssets } from './tooling/keep-previous-assets'
import { precompress } from './tooling/precompress'

// In development the API and the hub run on the server (npm run dev starts both).
const api = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  // Open tabs of earlier builds keep their chunks (docs/web.md "Releases").
  // The bootstrap call starts from a first, small script, and the server sends brotli twins of the
  // text files written here (docs/content-ui.md "LCP").
  // The back-office console is a page of its own, bo.html (docs/backoffice.md "The console (/bo)").
  plugins: [react(), keepPreviousAssets(), earlyScript(), backofficeEntry(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/hub': { target: api, ws: true },
      '/originals': api,
      '/pay': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Two pages share React, the router and Query (bo.html, docs/backoffice.md "The console
        // (/bo)"). A module both pages' graphs reach cannot stay in the player's entry chunk, and
        // left to itself the bundler split such modules into a dozen small chunks the home page
        // then fetched one by one; the libraries both load at start go into one chunk instead.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // …and Vite's own helpers for lazy chunks, which both pages call.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]|vite[\\/](preload-helper|modulepreload-polyfill)/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              // The contract's constants both pages start with (the locale list, the enums).
              name: 'contract',
              test: /packages[\\/]contract[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
          ],
        },
      },
    },
  },
})
