import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setCookieChoice } from '../../../shared/storage'
import { setOddsFormat, useFormatOdds } from './odds-format'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Price({ odds }: { odds: number }) {
  return <span>{useFormatOdds()(odds)}</span>
}

describe('the odds format toggle', () => {
  let container: HTMLDivElement
  let root: Root
  beforeEach(() => {
    localStorage.clear()
    container = document.createElement('div')
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    act(() => setOddsFormat('decimal'))
  })

  it('shows decimal odds by default and switches every price at once', () => {
    act(() => root.render(<Price odds={1.85} />))
    expect(container.textContent).toBe('1,85')
    act(() => setOddsFormat('fractional'))
    expect(container.textContent).toBe('17/20')
    act(() => setOddsFormat('american'))
    expect(container.textContent).toBe('-118')
  })

  it('is a preference: on the disk only after "Accept all"', () => {
    setCookieChoice('necessary')
    act(() => setOddsFormat('american'))
    expect(localStorage.getItem('oddsFormat')).toBeNull()
    setCookieChoice('all')
    expect(localStorage.getItem('oddsFormat')).toBe('american')
  })
})
