import { describe, expect, it } from 'vitest'
import { documentKey, emailKey, foldName, personKey } from './exclusion-register.js'

describe('exclusion register keys', () => {
  it('folds Turkish case both ways: İ, I, ı and i are one letter', () => {
    const forms = ['IŞIK', 'Işık', 'ışık', 'isik', 'ISIK', 'İŞİK', 'işik']
    for (const f of forms) expect(foldName(f), f).toBe('isik')
    expect(foldName('İSTANBUL')).toBe(foldName('istanbul'))
    expect(foldName('ÇAĞLAR ÖZTÜRK')).toBe('caglarozturk')
  })

  it('drops diacritics, spaces, hyphens and apostrophes', () => {
    expect(foldName('  Ayşe  Nur ')).toBe(foldName('Ayşenur'))
    expect(foldName('Öz-Türk')).toBe('ozturk')
    expect(foldName("D'Âmico")).toBe('damico')
    expect(foldName('Şükrü Gök')).toBe('sukrugok')
    expect(foldName('Søren Straße')).toBe('sorenstrasse')
  })

  it('the person key runs the names together with the birth date', () => {
    const a = personKey('Ayşe Nur', 'Yılmaz', '1990-04-12')
    expect(a).toBe('aysenuryilmaz|1990-04-12')
    expect(personKey('AYŞE', 'NUR YILMAZ', '1990-04-12')).toBe(a)
    expect(personKey('ayse nur', 'yilmaz', '1990-04-12T00:00:00.000Z')).toBe(a)
    expect(personKey('Ayşe Nur', 'Yılmaz', '1990-04-13')).not.toBe(a)
  })

  it('an e-mail key is the mailbox: case, +tags and Gmail dots do not count', () => {
    expect(emailKey(' Ayse.Kaya+bonus@Example.COM ')).toBe('ayse.kaya@example.com')
    expect(emailKey('a.y.s.e+x@googlemail.com')).toBe('ayse@gmail.com')
    expect(emailKey('AYSE@GMAIL.COM')).toBe('ayse@gmail.com')
  })

  it('a document number keeps letters and digits only, upper case', () => {
    expect(documentKey('123 456 789 01')).toBe('12345678901')
    expect(documentKey('u-12.345-678')).toBe('U12345678')
  })
})
