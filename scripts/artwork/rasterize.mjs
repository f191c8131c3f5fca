#!/usr/bin/env node
// Renders the carousel slides (apps/web/public/media/slides/*.svg, written by generate.mjs) to WebP
// beside them, at the SVG's size (`welcome-lg.webp`) and at twice it (`welcome-lg@2x.webp`, for
// screens of 2 and more device pixels per CSS pixel, where the 1x text looked soft). The SVGs stay
// the source; the WebPs are what the home page shows, because painting the SVGs' blur, glow and
// shadow filters over a 1920×480 hero took ~0.4 s in software rendering and held back the largest
// paint of / (docs/content-ui.md, "LCP").
//
//   node scripts/artwork/generate.mjs && node scripts/artwork/rasterize.mjs
//
// The renderer is the Chromium the browser tests use (CHROMIUM_PATH, /usr/bin/chromium by default)
// driven by the project's playwright-core, so the raster is exactly what Chromium painted from the
// SVG, and its canvas encodes the WebP (quality 0.8): no image library is needed. The output is
// committed, so a fresh clone needs neither. Text in the SVGs names Inter, Segoe UI, Roboto and
// Arial; the raster keeps whichever of those the rendering machine has (Arial's metric twin,
// Liberation Sans, on the Debian machines the WebPs were made on).

/* global Image, document -- used inside page.evaluate, which runs in the browser */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SLIDES = join(ROOT, 'apps/web/public/media/slides')
const QUALITY = 0.8

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Software rendering on every machine, so the output does not depend on a GPU.
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--force-color-profile=srgb'],
})
try {
  const page = await browser.newPage()
  let total = 0
  for (const name of readdirSync(SLIDES)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(SLIDES, name), 'utf8')
    for (const [scale, suffix] of [
      [1, ''],
      [2, '@2x'],
    ]) {
      const base64 = await page.evaluate(
        async ({ svg, scale, quality }) => {
          const img = new Image()
          img.src = 'data:image/svg+xml;base64,' + btoa(String.fromCharCode(...new TextEncoder().encode(svg)))
          await img.decode()
          const canvas = document.createElement('canvas')
          canvas.width = img.naturalWidth * scale
          canvas.height = img.naturalHeight * scale
          // An SVG drawn larger is rendered at the larger size, not scaled up from a bitmap.
          canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height)
          const url = canvas.toDataURL('image/webp', quality)
          if (!url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP')
          return url.slice(url.indexOf(',') + 1)
        },
        { svg, scale, quality: QUALITY },
      )
      const out = join(SLIDES, name.replace(/\.svg$/, `${suffix}.webp`))
      const bytes = Buffer.from(base64, 'base64')
      writeFileSync(out, bytes)
      total += bytes.length
      console.log(`${relative(ROOT, out)} ${(bytes.length / 1024).toFixed(1)} KiB`)
    }
  }
  console.log(`total ${(total / 1024).toFixed(1)} KiB`)
} finally {
  await browser.close()
}
