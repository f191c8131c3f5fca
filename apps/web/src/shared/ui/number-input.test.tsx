import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  commitNumber,
  formatNumber,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
  toEditText,
  type NumberRules,
} from '../forms/number-input'
import { NumberInput } from './number-input'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const money: NumberRules = { min: 100, max: 20_000, maxFractionDigits: 2, maxLength: 15, allowEmpty: true }

describe('number-input rules (spec §5)', () => {
  it('formats in the Turkish locale: dot groups, comma decimals', () => {
    expect(formatNumber(12500.5, 2)).toBe('12.500,5')
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89')
    expect(toEditText(12500.5, 2)).toBe('12500,5')
    expect(formatNumber(null, 2)).toBe('')
  })

  it('reads Turkish input back, a lone keypad dot as the decimal mark', () => {
    expect(parseNumberText(sanitizeNumberText('12.500,75', money))).toBe(12500.75)
    expect(parseNumberText(sanitizeNumberText('12.5', money))).toBe(12.5)
    expect(parseNumberText(sanitizeNumberText('12.500', money))).toBe(12500)
    expect(parseNumberText(sanitizeNumberText('₺ 1 000', money))).toBe(1000)
    expect(parseNumberText('')).toBeNull()
    expect(parseNumberText(',')).toBeNull()
  })

  it('limits decimals and digits', () => {
    expect(sanitizeNumberText('10,999', money)).toBe('10,99')
    expect(sanitizeNumberText('10,5', { ...money, maxFractionDigits: 0 })).toBe('10')
    expect(sanitizeNumberText('1234567', { ...money, maxLength: 4 })).toBe('1234')
    expect(sanitizeNumberText('12,345', { ...money, maxLength: 3 })).toBe('12,3')
    expect(sanitizeNumberText('007', money)).toBe('7')
  })

  it('allows a minus only when min is null or negative', () => {
    expect(sanitizeNumberText('-50', money)).toBe('50')
    expect(sanitizeNumberText('-50', { ...money, min: null })).toBe('-50')
    expect(sanitizeNumberText('-50', { ...money, min: -10 })).toBe('-50')
  })

  it('clamps to min and max when committed, and empty follows allowEmpty', () => {
    expect(commitNumber(50, money)).toBe(100)
    expect(commitNumber(25_000, money)).toBe(20_000)
    expect(commitNumber(150.456, money)).toBe(150.46)
    expect(commitNumber(null, money)).toBeNull()
    expect(commitNumber(null, { ...money, allowEmpty: false })).toBe(100)
    expect(commitNumber(null, { ...money, min: null, allowEmpty: false })).toBe(0)
  })

  it('steps within the limits', () => {
    expect(stepNumber(null, 1, 10, money)).toBe(100)
    expect(stepNumber(100, -1, 10, money)).toBe(100)
    expect(stepNumber(19_995, 1, 10, money)).toBe(20_000)
    expect(stepNumber(0, -1, 1, { ...money, min: null, max: null })).toBe(-1)
  })
})

describe('<NumberInput>', () => {
  let container: HTMLDivElement
  let root: Root
  let last: number | null = null

  function Harness({ initial = null as number | null }) {
    const [value, setValue] = useState<number | null>(initial)
    return (
      <NumberInput
        label="Tutar"
        prefix="₺"
        value={value}
        min={100}
        max={20_000}
        step={10}
        onChange={(v) => {
          last = v
          setValue(v)
        }}
      />
    )
  }

  const input = () => container.querySelector('input')!
  const minus = () => container.querySelectorAll('button')[0]!
  const plus = () => container.querySelectorAll('button')[1]!

  function type(text: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input(), text)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  }

  beforeEach(() => {
    vi.useFakeTimers()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    last = null
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.useRealTimers()
  })

  it('shows the value grouped at rest and clamps to min on blur', () => {
    act(() => root.render(<Harness initial={12500.5} />))
    expect(input().value).toBe('12.500,5')
    act(() => input().focus())
    expect(input().value).toBe('12500,5')
    act(() => type('50'))
    expect(last).toBe(50)
    act(() => input().blur())
    expect(last).toBe(100)
    expect(input().value).toBe('100')
  })

  it('clamps to max at once while typing', () => {
    act(() => root.render(<Harness />))
    act(() => input().focus())
    act(() => type('99999'))
    expect(last).toBe(20_000)
    expect(input().value).toBe('20000')
  })

  it('repeats a held + after 500 ms, then every 40 ms', () => {
    act(() => root.render(<Harness initial={200} />))
    act(() => {
      plus().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    })
    expect(last).toBe(210)
    act(() => {
      vi.advanceTimersByTime(499)
    })
    expect(last).toBe(210)
    act(() => {
      vi.advanceTimersByTime(1 + 40 * 3)
    })
    expect(last).toBe(240)
    act(() => {
      plus().dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))
    })
    act(() => {
      vi.advanceTimersByTime(400)
    })
    expect(last).toBe(240)
    expect(minus().disabled).toBe(false)
  })
})
