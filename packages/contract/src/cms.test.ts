import { describe, expect, it } from 'vitest'
import { activeSiteOptions, bootstrapSchema, callMeSchema, contentListQuerySchema } from './cms.js'
import { errorsOf, expectCases, expectValid, parseOk, repeat } from './test-helpers.js'

describe('cms/callme (spec §5)', () => {
  const contact = { type: 1, contact: '5321234567' }
  const valid = { name: 'Ayşe Kaya', message: 'Please call me back', contacts: [contact] }

  it('accepts a valid request at the limits', () => {
    expect(parseOk(callMeSchema, valid)).toEqual(valid)
    expectValid(callMeSchema, valid, [
      ['name', 'Ali V'],
      ['name', repeat('n', 30)],
      ['name', 'Ali 3 '],
      ['message', 'Hello'],
      ['message', repeat('m', 100)],
      ['contacts', Array.from({ length: 5 }, () => contact)],
      [
        'contacts',
        [
          { type: 2, contact: '905321234567' },
          { type: 3, contact: '@ayse_kaya' },
          { type: 4, contact: 'ayse@example.com' },
        ],
      ],
    ])
  })

  it('refuses each broken field with its code', () => {
    expectCases(callMeSchema, valid, [
      ['name', undefined, 'required'],
      ['name', '', 'required'],
      ['name', '      ', 'whitespace_only'],
      ['name', 'Ali', 'too_short'],
      ['name', repeat('n', 31), 'too_long'],
      ['message', '', 'required'],
      ['message', ' \n \t ', 'whitespace_only'],
      ['message', 'Hi!', 'too_short'],
      ['message', repeat('m', 101), 'too_long'],
      ['contacts', [], 'contacts_min'],
      ['contacts', undefined, 'required'],
      ['contacts', Array.from({ length: 6 }, () => contact), 'contacts_max'],
      ['contacts', contact, 'invalid_type'],
      ['priority', 'high', 'unknown_key'],
    ])
  })

  it('checks every contact row', () => {
    const withContact = (row: unknown) => errorsOf(callMeSchema, { ...valid, contacts: [contact, row] })
    expect(withContact({ type: 5, contact: '5321234567' })).toEqual({ 'contacts.1.type': 'invalid_option' })
    expect(withContact({ type: 0, contact: '5321234567' })).toEqual({ 'contacts.1.type': 'invalid_option' })
    expect(withContact({ contact: '5321234567' })).toEqual({ 'contacts.1.type': 'required' })
    expect(withContact({ type: 1 })).toEqual({ 'contacts.1.contact': 'required' })
    expect(withContact({ type: 1, contact: '5321' })).toEqual({ 'contacts.1.contact': 'too_short' })
    expect(withContact({ type: 1, contact: repeat('5', 31) })).toEqual({ 'contacts.1.contact': 'too_long' })
    expect(withContact({ type: 1, contact: '       ' })).toEqual({ 'contacts.1.contact': 'whitespace_only' })
    expect(withContact({ type: 1, contact: '5321234567', note: 'x' })).toEqual({
      'contacts.1.note': 'unknown_key',
    })
  })
})

describe('cms/contentlist', () => {
  it('defaults to the static pages category', () => {
    expect(parseOk(contentListQuerySchema, {})).toEqual({ status: true, categoryId: 1 })
    expect(errorsOf(contentListQuerySchema, { status: 'yes', categoryId: 0 })).toEqual({
      status: 'invalid_type',
      categoryId: 'too_small',
    })
  })
})

describe('bootstrap record', () => {
  const images = ['/a-sm.svg', '/a-lg.svg', '/a-md.svg']
  const record = {
    casinoCategoryList: [{ id: 1, name: 'Slot', slugList: ['slot'], imageUrl: '' }],
    languageList: [{ id: 1, name: 'Türkçe', locale: 'tr' }],
    translationList: [{ key: 'common.loading', value: 'Yükleniyor...' }],
    siteOption: [
      { key: 'Telegram1', value: 'https://t.me/galata', status: true },
      { key: 'Whatsapp1', value: '905321234567', status: false },
    ],
    domainStatus: { current: 'galata1.example', next: null },
    trialBonusAmount: 50,
    popupImages: { images, url: '/promotions' },
    firstPopup: { images, url: '', hash: 'a1b2' },
    sliderList: [{ url: '#', target: '_self', images, slug: 'home' }],
    videoInfo: { url: '/media/casino.mp4', title1: 'Canlı Casino' },
    cms: { categories: [{ id: 1, name: 'Footer', content: [{ id: 1, title: 'Genel Şartlar' }] }] },
    promotions: [
      { id: 1, title: 'Hoş geldin', image: '/p.svg', description: '<p>%100</p>', slug: 'welcome' },
    ],
  }

  it('parses a full record and a record with nothing optional', () => {
    expect(bootstrapSchema.parse(record)).toEqual(record)
    const bare = { ...record, popupImages: null, firstPopup: null, videoInfo: null, promotions: [] }
    expect(bootstrapSchema.parse(bare)).toEqual(bare)
  })

  it('needs three picture sources per banner', () => {
    const broken = { ...record, popupImages: { images: images.slice(0, 2), url: '' } }
    expect(bootstrapSchema.safeParse(broken).success).toBe(false)
  })

  it('keeps only the settings that are on, keyed in lower case', () => {
    expect(activeSiteOptions(record.siteOption)).toEqual({ telegram1: 'https://t.me/galata' })
  })
})
