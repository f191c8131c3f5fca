import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { keepPreviousAssets } from './tooling/keep-previous-assets'

// In development the API and the hub run on the server (npm run dev starts both).
const api = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  // Open tabs of earlier builds keep their chunks (docs/web.md "Releases").
  plugins: [react(), keepPreviousAssets()],
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
