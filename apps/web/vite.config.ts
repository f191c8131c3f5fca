import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { earlyScript } from './tooling/early-script'
import { keepPreviousAssets } from './tooling/keep-previous-assets'
import { precompress } from './tooling/precompress'

// In development the API and the hub run on the server (npm run dev starts both).
const api = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  // Open tabs of earlier builds keep their chunks (docs/web.md "Releases").
  // The bootstrap call starts from a first, small script, and the server sends brotli twins of the
  // text files written here (docs/content-ui.md "LCP").
  plugins: [react(), keepPreviousAssets(), earlyScript(), precompress()],
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
  },
})
