import { FieldDataType } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { paymentMethods, type StoredPaymentField } from '../../db/schema/index.js'
import { toMinor } from '../wallet/index.js'

/**
 * The demo payment methods (docs/wallet.md): every field kind of spec §3 between them. Loaded once, on an
 * empty table.
 */

const amountField: StoredPaymentField = {
  key: 'amount',
  mask: null,
  objectType: FieldDataType.Decimal,
  option: null,
  label: { tr: 'Tutar', en: 'Amount' },
}
const ibanField: StoredPaymentField = {
  key: 'Iban',
  mask: 'SS00 0000 0000 0000 0000 0000 00',
  objectType: FieldDataType.String,
  option: null,
  label: { tr: 'IBAN', en: 'IBAN' },
}
const nameField: StoredPaymentField = {
  key: 'name',
  mask: null,
  objectType: FieldDataType.String,
  option: null,
  label: { tr: 'Hesap sahibinin adı soyadı', en: 'Account holder name' },
}
const paparaField: StoredPaymentField = {
  key: 'accountNumber',
  mask: '0000000000',
  objectType: FieldDataType.Long,
  option: null,
  label: { tr: 'Papara hesap numarası', en: 'Papara account number' },
}
const cardFields: StoredPaymentField[] = [
  {
    key: 'CardNo',
    mask: '0000 0000 0000 0000',
    objectType: FieldDataType.String,
    option: null,
    label: { tr: 'Kart numarası', en: 'Card number' },
  },
  {
    key: 'holder',
    mask: null,
    objectType: FieldDataType.String,
    option: null,
    label: { tr: 'Kart sahibi', en: 'Card holder' },
  },
]
const cryptoNetworkField: StoredPaymentField = {
  key: 'network',
  mask: null,
  objectType: FieldDataType.Dropdown,
  option: [
    { id: 'TRC20', name: 'TRC20 (Tron)' },
    { id: 'ERC20', name: 'ERC20 (Ethereum)' },
  ],
  label: { tr: 'Ağ', en: 'Network' },
}
const cryptoFields: StoredPaymentField[] = [
  cryptoNetworkField,
  {
    key: 'wallet',
    mask: null,
    objectType: FieldDataType.String,
    option: null,
    label: { tr: 'Cüzdan adresi', en: 'Wallet address' },
  },
]

const L = (tr: string, en: string) => ({ tr, en })
const lira = (n: number) => toMinor(n)

export const DEMO_PAYMENT_METHODS: (typeof paymentMethods.$inferInsert)[] = [
  {
    code: 'havale',
    type: 1,
    title: L('Havale / EFT', 'Bank transfer (Havale/EFT)'),
    image: '/media/payments/havale.svg',
    min: lira(100),
    max: lira(50_000),
    fields: [amountField, ibanField, nameField],
    flow: 'manual',
    sortOrder: 1,
  },
  {
    code: 'papara',
    type: 1,
    title: L('Papara', 'Papara'),
    image: '/media/payments/papara.svg',
    min: lira(50),
    max: lira(25_000),
    fields: [amountField, paparaField],
    flow: 'gateway',
    provider: 'demo',
    sortOrder: 2,
  },
  {
    code: 'card',
    type: 1,
    title: L('Kredi / Banka Kartı', 'Credit / debit card'),
    image: '/media/payments/card.svg',
    min: lira(100),
    max: lira(20_000),
    fields: [amountField, ...cardFields],
    flow: 'gateway',
    provider: 'demo',
    sortOrder: 3,
  },
  {
    code: 'usdt',
    type: 1,
    title: L('Kripto (USDT)', 'Crypto (USDT)'),
    image: '/media/payments/usdt.svg',
    min: lira(250),
    max: lira(50_000),
    // docs/payments.md: paid through NOWPayments (its stand-in in demo mode); the player sends
    // coins to the processor's address, so the deposit asks only for the amount and the network.
    fields: [amountField, cryptoNetworkField],
    flow: 'gateway',
    provider: 'nowpayments',
    sortOrder: 4,
  },
  {
    code: 'havale',
    type: 2,
    title: L('Havale / EFT', 'Bank transfer (Havale/EFT)'),
    image: '/media/payments/havale.svg',
    min: lira(100),
    max: lira(50_000),
    fields: [amountField, ibanField, nameField],
    flow: 'manual',
    sortOrder: 1,
  },
  {
    code: 'papara',
    type: 2,
    title: L('Papara', 'Papara'),
    image: '/media/payments/papara.svg',
    min: lira(100),
    max: lira(25_000),
    fields: [amountField, paparaField],
    flow: 'manual',
    sortOrder: 2,
  },
  {
    code: 'usdt',
    type: 2,
    title: L('Kripto (USDT)', 'Crypto (USDT)'),
    image: '/media/payments/usdt.svg',
    min: lira(250),
    max: lira(50_000),
    fields: [amountField, ...cryptoFields],
    // docs/payments.md "Payouts": an operator approves, then NOWPayments pays the address (when
    // its payout login is set; by hand otherwise).
    flow: 'manual',
    provider: 'nowpayments',
    sortOrder: 3,
  },
]

/**
 * Loads the demo methods when the table is empty and SEED is demo; answers how many were added. On a
 * live site the demo gateway's methods are left out (its Pay button takes no money): only the manual
 * ones an operator confirms remain.
 */
export async function seedPaymentMethods(
  db: Db,
  mode: 'demo' | 'none',
  siteMode: 'demo' | 'live',
): Promise<number> {
  if (mode !== 'demo') return 0
  const existing = await db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1)
  if (existing.length > 0) return 0
  const methods =
    siteMode === 'demo' ? DEMO_PAYMENT_METHODS : DEMO_PAYMENT_METHODS.filter((m) => m.provider !== 'demo')
  const rows = await db
    .insert(paymentMethods)
    .values(methods)
    .onConflictDoNothing()
    .returning({ id: paymentMethods.id })
  return rows.length
}
