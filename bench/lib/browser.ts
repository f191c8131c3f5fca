import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium (scripts/ensure-chromium.mjs), headless, with its background chatter off so it
 * does not add requests or CPU to what a bench measures. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
}
