import { describe, expect, it } from 'vitest'
import { csvBytes, csvField, fetchAllRows, toCsv } from './csv'

// The console's CSV export (docs/backoffice.md "The console (/bo)").
describe('the CSV writer', () => {
  it('quotes what needs quoting and nothing else', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    expect(csvField(' edge')).toBe('" edge"')
    expect(csvField('Şükrü Öztürk İğdır')).toBe('Şükrü Öztürk İğdır')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(12.5)).toBe('12.5')
    expect(csvField(-40)).toBe('-40')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(true)).toBe('true')
  })

  it('keeps a formula-looking text from running in a spreadsheet', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+90532')).toBe("'+90532")
    expect(csvField('-1')).toBe("'-1")
    expect(csvField('@sum')).toBe("'@sum")
  })

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Ayşe'],
          [2, 'a, b'],
        ],
      ),
    ).toBe('id,name\r\n1,Ayşe\r\n2,"a, b"\r\n')
  })

  it('puts the UTF-8 byte-order mark first, for Excel', () => {
    const bytes = csvBytes('ğ\r\n')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('ğ\r\n')
  })
})

describe('fetching every row of a filter', () => {
  const source = Array.from({ length: 250 }, (_, i) => i)
  const pages: [number, number][] = []
  const fetchPage = (skip: number, take: number) => {
    pages.push([skip, take])
    return Promise.resolve({ items: source.slice(skip, skip + take), total: source.length })
  }

  it('pages through the API until the total', async () => {
    pages.length = 0
    const progress: number[] = []
    const all = await fetchAllRows(fetchPage, {
      take: 100,
      maxRows: 10_000,
      onProgress: (d) => progress.push(d),
    })
    expect(all).toMatchObject({ total: 250, capped: false })
    expect(all.rows).toEqual(source)
    expect(pages).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ])
    expect(progress).toEqual([100, 200, 250])
  })

  it('stops at the ceiling and says so', async () => {
    const all = await fetchAllRows(fetchPage, { take: 100, maxRows: 150 })
    expect(all.rows).toHaveLength(150)
    expect(all.capped).toBe(true)
  })

  it('stops on an empty page even if the total says more (rows deleted meanwhile)', async () => {
    const all = await fetchAllRows(() => Promise.resolve({ items: [], total: 5 }), {
      take: 100,
      maxRows: 1000,
    })
    expect(all).toEqual({ rows: [], total: 5, capped: false })
  })
})
