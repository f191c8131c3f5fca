import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.js'
import { createNowPaymentsStandin } from './nowpayments.standin.js'
import {
  createNowPayments,
  decimalText,
  decimalUnits,
  signIpn,
  sortedJson,
  unitsDecimal,
} from './nowpayments.js'

/** The adapter's pure parts (docs/payments.md): signing, decimals, the settings' rule. */

const np = createNowPayments({ apiUrl: 'http://127.0.0.1:1', apiKey: 'k', ipnSecret: 'secret' })

describe('IPN signature', () => {
  it('is HMAC-SHA512 of the JSON with keys sorted at every depth', () => {
    const body = { b: 1, a: { d: 2, c: [{ f: 1, e: 2 }] } }
    expect(sortedJson(body)).toBe('{"a":{"c":[{"e":2,"f":1}],"d":2},"b":1}')
    expect(signIpn('secret', body)).toBe(
      createHmac('sha512', 'secret').update('{"a":{"c":[{"e":2,"f":1}],"d":2},"b":1}').digest('hex'),
    )
  })

  it('verifies whatever the key order on the wire; refuses a wrong, short or missing header', () => {
    const body = { payment_id: 5, payment_status: 'finished', actually_paid: 12.5 }
    const raw = Buffer.from('{"actually_paid":12.5,"payment_status":"finished","payment_id":5}')
    const sig = signIpn('secret', body)
    expect(np.verifyIpn(raw, { 'x-nowpayments-sig': sig })).toBe(true)
    expect(np.verifyIpn(raw, { 'x-nowpayments-sig': sig.toUpperCase() })).toBe(true)
    expect(np.verifyIpn(raw, { 'x-nowpayments-sig': signIpn('other', body) })).toBe(false)
    expect(np.verifyIpn(raw, { 'x-nowpayments-sig': sig.slice(2) })).toBe(false)
    expect(np.verifyIpn(raw, {})).toBe(false)
    expect(np.verifyIpn(Buffer.from('[1]'), { 'x-nowpayments-sig': signIpn('secret', [1]) })).toBe(false)
  })
})

describe('decimals', () => {
  it('reads JSON numbers as plain decimal strings and computes in integers', () => {
    expect(decimalText(12.5)).toBe('12.5')
    expect(decimalText(1e-7)).toBe('0.0000001')
    expect(decimalText('50.000000')).toBe('50')
    expect(decimalText(0)).toBe('0')
    expect(decimalText(-1)).toBeNull()
    expect(decimalText('1,5')).toBeNull()
    expect(decimalUnits('0.1', 6)).toBe(100_000n)
    expect(unitsDecimal(172_500n, 2)).toBe('1725')
    expect(unitsDecimal(5n, 2)).toBe('0.05')
  })
})

describe('settings', () => {
  it('needs the key and the secret together', () => {
    expect(() => loadConfig({ NOWPAYMENTS_API_KEY: 'k' })).toThrow(/NOWPAYMENTS_IPN_SECRET/)
    expect(() => loadConfig({ NOWPAYMENTS_IPN_SECRET: 's' })).toThrow(/NOWPAYMENTS_API_KEY/)
    expect(loadConfig({ NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's' })).toMatchObject({
      NOWPAYMENTS_API_KEY: 'k',
    })
  })
})

describe('the stand-in in demo mode', () => {
  it('quotes over its API and later sends confirming then finished, signed as the processor does', async () => {
    const received: { raw: Buffer; sig: string | string[] | undefined }[] = []
    const sink = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ raw: Buffer.concat(chunks), sig: req.headers['x-nowpayments-sig'] })
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
    const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/ipn`
    const standin = createNowPaymentsStandin({ apiKey: 'key', ipnSecret: 'ipn', autoPayMs: 10 })
    await standin.listen()
    try {
      const api = createNowPayments({ apiUrl: standin.url, apiKey: 'key', ipnSecret: 'ipn' })
      const made = await api.createPayment({
        orderId: '7',
        priceAmount: '1000',
        network: 'ERC20',
        ipnCallbackUrl: sinkUrl,
        description: 'test',
      })
      // 1000 / 34.5 = 28.98550724… rounded up to 6 places.
      expect(made).toMatchObject({ payCurrency: 'usdterc20', payAmount: '28.985508', status: 'waiting' })
      expect(made.address).toMatch(/^0x[0-9a-f]{40}$/)
      await expect(
        createNowPayments({ apiUrl: standin.url, apiKey: 'wrong', ipnSecret: 'ipn' }).getPayment(
          made.processorPaymentId,
        ),
      ).rejects.toThrow(/403/)
      await new Promise((resolve) => setTimeout(resolve, 3_500))
      expect(received.map((r) => api.verifyIpn(r.raw, { 'x-nowpayments-sig': r.sig }))).toEqual([true, true])
      expect(received.map((r) => api.parseIpn(r.raw)?.status)).toEqual(['confirming', 'finished'])
      expect(api.parseIpn(received[1]!.raw)).toMatchObject({ orderId: '7', actuallyPaid: '28.985508' })
    } finally {
      await standin.close()
      await new Promise((resolve) => sink.close(resolve))
    }
  })

  it('starts on first use, once, and never after it was closed (docs/payments.md "The stand-in")', async () => {
    const unused = createNowPaymentsStandin({ apiKey: 'key', ipnSecret: 'ipn' })
    expect(unused.started).toBe(false)
    await unused.close()
    await expect(unused.listen()).rejects.toThrow(/closed/)

    const standin = createNowPaymentsStandin({ apiKey: 'key', ipnSecret: 'ipn' })
    let starts = 0
    const api = createNowPayments({
      apiUrl: async () => {
        starts++
        await standin.listen()
        return standin.url
      },
      apiKey: 'key',
      ipnSecret: 'ipn',
    })
    try {
      // The same start for calls made at once: one port.
      await Promise.all([standin.listen(), standin.listen()])
      const url = standin.url
      await standin.listen()
      expect(standin.url).toBe(url)
      await expect(api.getPayment('1')).rejects.toThrow(/404/)
      expect(starts).toBe(1)
    } finally {
      await standin.close()
    }
    expect(() => standin.url).toThrow(/not listening/)
  })
})
