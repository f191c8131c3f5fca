import { describe, expect, it } from 'vitest'
import { callMeSchema, ContactType, validationMessage } from '@galata/contract'
import {
  canAddContact,
  CONTACT_TYPES,
  contactInputProps,
  contactLabelKey,
  contactPlaceholderKey,
  contactsWarning,
  MAX_CONTACTS,
  newContact,
} from './contacts'

const valid = { name: 'Deniz Kaya', message: 'Bonus hakkında bilgi', contacts: [newContact()] }
const issues = (body: unknown) => {
  const result = callMeSchema.safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('callback contacts (spec §5)', () => {
  it('offers the four kinds of spec §3 in order, each with its label and example', () => {
    expect(CONTACT_TYPES).toEqual([1, 2, 3, 4])
    expect(contactLabelKey(ContactType.Phone)).toBe('callback.type.phone')
    expect(contactLabelKey(ContactType.Telegram)).toBe('callback.type.telegram')
    expect(contactPlaceholderKey(ContactType.Email)).toBe('callback.placeholder.email')
    expect(contactPlaceholderKey(ContactType.Whatsapp)).toBe('callback.placeholder.whatsapp')
    expect(contactInputProps(ContactType.Email).type).toBe('email')
    expect(contactInputProps(ContactType.Whatsapp).inputMode).toBe('tel')
    expect(contactInputProps(99).type).toBe('tel')
  })

  it('adds rows up to five and never a sixth', () => {
    expect(MAX_CONTACTS).toBe(5)
    expect(canAddContact(0)).toBe(true)
    expect(canAddContact(4)).toBe(true)
    expect(canAddContact(5)).toBe(false)
    expect(canAddContact(6)).toBe(false)
  })

  it('warns at five rows, and with none once a save was tried', () => {
    expect(contactsWarning(0, false)).toBeNull()
    expect(contactsWarning(0, true)).toBe('contacts_min')
    expect(contactsWarning(3, true)).toBeNull()
    expect(contactsWarning(5, false)).toBe('contacts_max')
  })

  it('words both warnings in Turkish', () => {
    expect(validationMessage('contacts_min', 'tr')).toBe('En az bir iletişim bilgisi eklemelisiniz.')
    expect(validationMessage('contacts_max', 'tr', { max: 5 })).toBe(
      'En fazla 5 iletişim bilgisi ekleyebilirsiniz.',
    )
  })

  it('a new row is a phone with nothing typed, which the schema refuses until filled', () => {
    expect(newContact()).toEqual({ type: ContactType.Phone, contact: '' })
    expect(issues(valid)).toEqual(['contacts.0.contact:required'])
  })

  it('follows the contract: 1 to 5 contacts of 5 to 30 characters, name 5–30, message 5–100', () => {
    const contact = { type: ContactType.Phone, contact: '05321234567' }
    expect(issues({ ...valid, contacts: [contact] })).toEqual([])
    expect(issues({ ...valid, contacts: [] })).toEqual(['contacts:contacts_min'])
    expect(issues({ ...valid, contacts: Array(6).fill(contact) })).toEqual(['contacts:contacts_max'])
    expect(issues({ ...valid, contacts: [{ ...contact, contact: '0532' }] })).toEqual([
      'contacts.0.contact:too_short',
    ])
    expect(issues({ ...valid, contacts: [{ ...contact, contact: 'x'.repeat(31) }] })).toEqual([
      'contacts.0.contact:too_long',
    ])
    expect(issues({ ...valid, contacts: [contact], name: '      ' })).toEqual(['name:whitespace_only'])
    expect(issues({ ...valid, contacts: [contact], name: 'Ali' })).toEqual(['name:too_short'])
    expect(issues({ ...valid, contacts: [contact], message: 'hi' })).toEqual(['message:too_short'])
    expect(issues({ ...valid, contacts: [{ type: 7, contact: '05321234567' }] })).toEqual([
      'contacts.0.type:invalid_option',
    ])
  })
})
