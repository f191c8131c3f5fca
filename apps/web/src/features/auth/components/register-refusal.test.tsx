import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { RegisterRefusal, standingRefusal } from './register-refusal'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

describe('the sign-up form’s standing refusal (the exclusion register)', () => {
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('keeps SELF_EXCLUDED’s message, with where to find help, in the form as an alert', () => {
    for (const lang of ['tr', 'en'] as const) {
      const message = errorCatalog.SELF_EXCLUDED.message[lang]
      const shown = standingRefusal(new ApiError(message, 403, 'SELF_EXCLUDED', null, { until: null }))
      expect(shown).toBe(message)
      act(() => root.render(<RegisterRefusal message={shown!} />))
      const alert = container.querySelector('[role="alert"]')!
      expect(alert.textContent).toBe(message)
      expect(alert.textContent).toContain('YEDAM')
      expect(alert.textContent).toContain('115')
    }
  })

  it('leaves every other refusal to the fields and the toast', () => {
    expect(standingRefusal(new ApiError('taken', 400, 'EMAIL_TAKEN', { email: 'taken' }))).toBeNull()
    expect(standingRefusal(new ApiError('x', 0, 'NETWORK'))).toBeNull()
    expect(standingRefusal(new Error('boom'))).toBeNull()
  })
})
