import { FieldDataType, type PaymentDetailValues, type PaymentField } from '@galata/contract'
import { formatMask } from './mask'

/** A field as payment/detail sends it: the contract's shape plus the label in the player's language. */
export type PaymentFieldView = PaymentField & { label?: string }

/** What the form keeps per field while the player fills it in. */
export type FormValue = string | number | boolean | null
export type FormValues = Record<string, FormValue>

/** Keys whose value usually comes from elsewhere: a paste button reads the clipboard (spec §5). */
export const PASTE_KEYS = new Set(['Iban', 'CardNo'])

export function isNumberField(field: PaymentField): boolean {
  return (
    field.objectType === FieldDataType.Int ||
    field.objectType === FieldDataType.Long ||
    field.objectType === FieldDataType.Decimal
  )
}

/** How a field is drawn: choices, the number widget, a masked box, or plain input. */
export function fieldKind(field: PaymentField): 'select' | 'number' | 'masked' | 'bool' | 'date' | 'text' {
  if (field.option?.length || field.objectType === FieldDataType.Dropdown) return 'select'
  if (field.objectType === FieldDataType.Bool) return 'bool'
  if (field.objectType === FieldDataType.DateTime) return 'date'
  if (field.mask) return 'masked'
  if (isNumberField(field)) return 'number'
  return 'text'
}

export function initialValues(fields: readonly PaymentField[]): FormValues {
  return Object.fromEntries(
    fields.map((f) => [f.key, fieldKind(f) === 'number' ? null : fieldKind(f) === 'bool' ? false : '']),
  )
}

/**
 * The form's values as `detail` (spec §5): number fields as numbers (a masked number's digits too),
 * a dropdown's numeric id as a number; an empty box is left out so the schema calls it required.
 */
export function toDetail(values: FormValues, fields: readonly PaymentField[]): Partial<PaymentDetailValues> {
  const out: Partial<PaymentDetailValues> = {}
  for (const field of fields) {
    const value = values[field.key]
    if (value === null || value === undefined || value === '') continue
    if (field.option?.length) {
      const chosen = field.option.find((o) => String(o.id) === String(value))
      out[field.key] = chosen ? chosen.id : String(value)
    } else if (isNumberField(field)) {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/\D/g, ''))
      out[field.key] = Number.isFinite(n) ? n : String(value)
    } else if (typeof value === 'string' && field.mask) {
      out[field.key] = formatMask(value, field.mask)
    } else {
      out[field.key] = typeof value === 'string' ? value.trim() : value
    }
  }
  return out
}
