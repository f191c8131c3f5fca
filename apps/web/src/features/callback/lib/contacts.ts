import { ContactType, LIMITS, type CallMeContact, type UiStringKey } from '@galata/contract'

/** The contact kinds of spec §3, in the order the dropdown offers them. */
export const CONTACT_TYPES = [
  ContactType.Phone,
  ContactType.Whatsapp,
  ContactType.Telegram,
  ContactType.Email,
] as const

export const MAX_CONTACTS = LIMITS.callback.contactsMax
export const MIN_CONTACTS = LIMITS.callback.contactsMin

type Kind = (typeof CONTACT_TYPES)[number]

const LABEL: Record<Kind, UiStringKey> = {
  [ContactType.Phone]: 'callback.type.phone',
  [ContactType.Whatsapp]: 'callback.type.whatsapp',
  [ContactType.Telegram]: 'callback.type.telegram',
  [ContactType.Email]: 'callback.type.email',
}

const PLACEHOLDER: Record<Kind, UiStringKey> = {
  [ContactType.Phone]: 'callback.placeholder.phone',
  [ContactType.Whatsapp]: 'callback.placeholder.whatsapp',
  [ContactType.Telegram]: 'callback.placeholder.telegram',
  [ContactType.Email]: 'callback.placeholder.email',
}

const asKind = (type: number): Kind =>
  (CONTACT_TYPES as readonly number[]).includes(type) ? (type as Kind) : ContactType.Phone

/** The name of a contact kind, also the label of its text box (spec §2: "labelled by type"). */
export function contactLabelKey(type: number): UiStringKey {
  return LABEL[asKind(type)]
}

/** An example of what to type for the kind (0532 123 45 67, @kullaniciadi, ornek@eposta.com). */
export function contactPlaceholderKey(type: number): UiStringKey {
  return PLACEHOLDER[asKind(type)]
}

/** Keyboard and autofill for the kind: a number pad for numbers, the @ keyboard for e-mail. */
export function contactInputProps(type: number): {
  type: 'tel' | 'email' | 'text'
  inputMode: 'tel' | 'email' | 'text'
  autoComplete: string
} {
  switch (asKind(type)) {
    case ContactType.Phone:
    case ContactType.Whatsapp:
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }
    case ContactType.Email:
      return { type: 'email', inputMode: 'email', autoComplete: 'email' }
    case ContactType.Telegram:
      return { type: 'text', inputMode: 'text', autoComplete: 'off' }
  }
}

/** A new row: a phone number, the most common way to be called back. */
export function newContact(): CallMeContact {
  return { type: ContactType.Phone, contact: '' }
}

/** The add button is disabled at five rows (spec §5): a sixth is never added. */
export function canAddContact(count: number): boolean {
  return count < MAX_CONTACTS
}

/**
 * The list-level warning to show (spec §5): at five rows, that no more can be added; with none after
 * a submit attempt, that at least one is needed. Codes of the contract's validation messages.
 */
export function contactsWarning(count: number, submitted: boolean): 'contacts_max' | 'contacts_min' | null {
  if (count >= MAX_CONTACTS) return 'contacts_max'
  if (count < MIN_CONTACTS && submitted) return 'contacts_min'
  return null
}
