import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LOCALES, uiStrings } from '@galata/contract'
import { createTestDatabase } from '../../../test/helper.js'
import type { Db } from '../../../db/client.js'
import { seedCms } from './seed.js'
import { FORMER_UI_STRING_DEFAULTS } from './string-defaults.data.js'

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
async function stored(db: Db, locale: string, key: string): Promise<string | undefined> {
  const result = await db.execute(
    sql`select value from translations where locale = ${locale} and key = ${key}`,
  )
  return (result as unknown as { rows: { value: string }[] }).rows[0]?.value
}

async function store(db: Db, locale: string, key: string, value: string): Promise<void> {
  await db.execute(sql`update translations set value = ${value} where locale = ${locale} and key = ${key}`)
}

describe('former UI string defaults (docs/content.md)', () => {
  it('name live keys, and never today’s default', () => {
    for (const [key, byLocale] of Object.entries(FORMER_UI_STRING_DEFAULTS)) {
      const current = (uiStrings as Record<string, Record<string, string>>)[key]
      expect(current, key).toBeDefined()
      for (const locale of LOCALES)
        for (const old of byLocale[locale] ?? []) expect(old, key).not.toBe(current![locale])
    }
  })

  it('reach a database seeded before; an operator’s wording stays', async () => {
    const { database, drop } = await createTestDatabase('empty')
    try {
      const db = database.db
      await seedCms(db, 'none')
      // The database as an earlier release left it: two keys at their old defaults, one edited.
      await store(db, 'en', 'nav.liveSports', 'Live Bettings')
      await store(db, 'tr', 'nav.deposit', 'Yatırım')
      await store(db, 'en', 'auth.login.recovery', 'Lost your password?')
      const report = await seedCms(db, 'none')
      expect(report.translationsUpdated).toBe(2)
      expect(await stored(db, 'en', 'nav.liveSports')).toBe('Live Betting')
      expect(await stored(db, 'tr', 'nav.deposit')).toBe('Para Yatır')
      expect(await stored(db, 'en', 'auth.login.recovery')).toBe('Lost your password?')
      // Every listed former default is replaced, in both languages.
      for (const [key, byLocale] of Object.entries(FORMER_UI_STRING_DEFAULTS))
        for (const locale of LOCALES) {
          const old = byLocale[locale]?.[0]
          if (old !== undefined) await store(db, locale, key, old)
        }
      await seedCms(db, 'none')
      for (const [key, byLocale] of Object.entries(FORMER_UI_STRING_DEFAULTS))
        for (const locale of LOCALES)
          if (byLocale[locale]?.length)
            expect(await stored(db, locale, key), `${locale} ${key}`).toBe(
              (uiStrings as Record<string, Record<string, string>>)[key]![locale],
            )
      // A second boot changes nothing.
      expect((await seedCms(db, 'none')).translationsUpdated).toBe(0)
    } finally {
      await drop()
    }
  })
})
