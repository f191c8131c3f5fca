/**
 * Browser and operating system from a User-Agent header, enough for the session history ("Chrome ·
 * Windows"). Hand-written on purpose: the page needs a label a player recognises, not a device
 * database. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", and every
 * iOS browser says "Mac OS X" ("like Mac OS X").
 */
export interface Device {
  browser: string | null
  os: string | null
  /** `Browser · OS`, either part left out when unknown; empty when both are. */
  label: string
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

function first(ua: string, table: [RegExp, string][]): string | null {
  for (const [re, name] of table) if (re.test(ua)) return name
  return null
}

export function parseUserAgent(ua: string | null | undefined): Device {
  const value = (ua ?? '').slice(0, 512)
  const browser = value ? first(value, BROWSERS) : null
  const os = value ? first(value, SYSTEMS) : null
  return { browser, os, label: [browser, os].filter(Boolean).join(' · ') }
}
