import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { badgeText } from '@galata/contract'
import { CountBadge } from './count-badge'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe('unread badge (spec §4: the count up to 8, 9+ from 9)', () => {
  it('shows nothing at zero or below', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-3)).toBe('')
  })

  it('shows the count from 1 to 8', () => {
    for (let n = 1; n <= 8; n++) expect(badgeText(n)).toBe(String(n))
  })

  it('caps at 9+ from nine on', () => {
    expect(badgeText(9)).toBe('9+')
    expect(badgeText(10)).toBe('9+')
    expect(badgeText(250)).toBe('9+')
  })

  describe('<CountBadge>', () => {
    let container: HTMLDivElement
    let root: Root
    beforeEach(() => {
      container = document.createElement('div')
      document.body.append(container)
      root = createRoot(container)
    })
    afterEach(() => {
      act(() => root.unmount())
      container.remove()
    })

    it('renders nothing without unread notifications', () => {
      act(() => root.render(<CountBadge count={0} />))
      expect(container.innerHTML).toBe('')
    })

    it('renders the capped text, hidden from screen readers (the control says the count)', () => {
      act(() => root.render(<CountBadge count={8} />))
      expect(container.textContent).toBe('8')
      act(() => root.render(<CountBadge count={12} />))
      expect(container.textContent).toBe('9+')
      expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    })
  })
})
