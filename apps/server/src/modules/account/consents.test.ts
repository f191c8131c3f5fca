import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  TERMS_VERSION,
  consentsSchema,
  envelopeSchema,
  errorCatalog,
  validationMessage,
} from '@galata/contract'
import { ACCOUNT_TABLES, api, countRows, registration, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'

/*
 * docs/content.md: the sign-up declarations (18+, general terms and privacy notice) and the separate,
 * unticked marketing consent. Recorded with the time and the terms version; every change of the
 * marketing consent is kept (time, old → new, source). The broadcast side is in notifications.test.ts.
 */

const t = useTestApp()
const a = () => api(t.app)

const consents = async (token: string) => {
  const res = await a().get('customer/consents', { token })
  expect(res.statusCode).toBe(200)
  return envelopeSchema(consentsSchema.strict()).parse(res.json()).data
}

const changes = (username: string) =>
  rows<{ old_value: boolean | null; new_value: boolean; source: string; ip: string | null }>(
    t.app,
    sql`select c.old_value, c.new_value, c.source, c.ip from marketing_consent_changes c
          join players p on p.id = c.player_id where p.username = ${username} order by c.id`,
  )

describe('sign-up declarations', () => {
  it('refuses a sign-up without the 18+ declaration or the terms, in the player’s language, writing nothing', async () => {
    const before = await countRows(t.app, ACCOUNT_TABLES)
    const { ageConfirmed: _a, termsAccepted: _t, ...bare } = registration('nodecl')
    const tr = await a().post('auth/register', bare)
    expect(tr.statusCode).toBe(400)
    expect(tr.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { ageConfirmed: 'age_not_confirmed', termsAccepted: 'terms_not_accepted' },
    })
    const en = await a().post(
      'auth/register',
      { ...registration('nodecl'), termsAccepted: false },
      { headers: { 'x-locale': 'en' } },
    )
    expect(en.statusCode).toBe(400)
    expect(en.json()).toMatchObject({ errors: { termsAccepted: 'terms_not_accepted' } })
    // The envelope's message is the catalogue's, in the request's language; each field's code has
    // its own sentence (validationMessage), which the form shows under the box.
    expect(en.json().message).toBe(errorCatalog.VALIDATION_FAILED.message.en)
    expect(validationMessage(en.json().errors.termsAccepted, 'en')).toMatch(
      /accept the General Terms and Conditions and the Privacy Policy/,
    )
    const trAge = await a().post('auth/register', { ...registration('nodecl'), ageConfirmed: false })
    expect(trAge.json().message).toBe(errorCatalog.VALIDATION_FAILED.message.tr)
    expect(validationMessage(trAge.json().errors.ageConfirmed, 'tr')).toMatch(
      /18 yaşından büyük olduğunuzu onaylayın/,
    )
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
  })

  it('records the declarations with the time and the terms version; marketing is off unless ticked', async () => {
    const from = t.clock.now()
    const off = await a().register('decl1')
    const got = await consents(off.token)
    expect(got).toMatchObject({ termsVersion: TERMS_VERSION, marketingConsent: false })
    // One instant for all three, the sign-up's, read from the app clock.
    expect(got.termsAcceptedAt).toBe(got.ageConfirmedAt)
    expect(got.marketingConsentAt).toBe(got.ageConfirmedAt)
    expect(Date.parse(got.ageConfirmedAt!)).toBeGreaterThanOrEqual(from)
    expect(Date.parse(got.ageConfirmedAt!)).toBeLessThanOrEqual(t.clock.now())
    expect(await changes('aysedecl1')).toEqual([
      { old_value: null, new_value: false, source: 'signup', ip: '127.0.0.1' },
    ])
    const on = await a().register('decl2', { marketingConsent: true })
    expect((await consents(on.token)).marketingConsent).toBe(true)
    expect(await changes('aysedecl2')).toEqual([
      { old_value: null, new_value: true, source: 'signup', ip: '127.0.0.1' },
    ])
    const [audit] = await rows<{ detail: Record<string, unknown> }>(
      t.app,
      sql`select a.detail from audit_log a join players p on a.actor_id = p.id::text
           where a.action = 'register' and p.username = 'aysedecl2'`,
    )
    expect(audit!.detail).toMatchObject({ termsVersion: TERMS_VERSION, marketingConsent: true })
  })
})

describe('customer/consents', () => {
  it('lets the player change the marketing consent, keeping every change with its time and source', async () => {
    const p = await a().register('mc1')
    const signedUp = (await consents(p.token)).marketingConsentAt!
    t.clock.advance(60_000)
    const on = await a().post('customer/consents/marketing', { marketingConsent: true }, { token: p.token })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({
      success: true,
      message: 'İletişim tercihiniz kaydedildi.',
      data: { marketingConsent: true },
    })
    expect(Date.parse(on.json().data.marketingConsentAt) - Date.parse(signedUp)).toBeGreaterThanOrEqual(
      60_000,
    )
    // The same choice again changes nothing and records nothing.
    await a().post('customer/consents/marketing', { marketingConsent: true }, { token: p.token })
    const off = await a().post(
      'customer/consents/marketing',
      { marketingConsent: false },
      { token: p.token, headers: { 'x-locale': 'en' } },
    )
    expect(off.json()).toMatchObject({ message: 'Your contact preference has been saved.' })
    expect((await consents(p.token)).marketingConsent).toBe(false)
    expect(await changes('aysemc1')).toEqual([
      { old_value: null, new_value: false, source: 'signup', ip: '127.0.0.1' },
      { old_value: false, new_value: true, source: 'account', ip: '127.0.0.1' },
      { old_value: true, new_value: false, source: 'account', ip: '127.0.0.1' },
    ])
    const audit = await rows<{ detail: Record<string, unknown> }>(
      t.app,
      sql`select a.detail from audit_log a join players p on a.actor_id = p.id::text
           where a.action = 'consent.marketing' and p.username = 'aysemc1' order by a.id`,
    )
    expect(audit.map((r) => r.detail)).toEqual([
      { from: false, to: true, source: 'account' },
      { from: true, to: false, source: 'account' },
    ])
  })

  it('needs a session and a boolean', async () => {
    expect((await a().get('customer/consents')).statusCode).toBe(401)
    expect((await a().post('customer/consents/marketing', { marketingConsent: true })).statusCode).toBe(401)
    const p = await a().register('mc2')
    for (const body of [{}, { marketingConsent: 'yes' }, { marketingConsent: true, extra: 1 }]) {
      const res = await a().post('customer/consents/marketing', body, { token: p.token })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
  })
})
