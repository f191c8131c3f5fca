import { describe, expect, it } from 'vitest'
import { bonusTexts } from './notifications.texts.js'

describe('bonus notification texts', () => {
  it('a bonus used up to zero ends without a "₺0,00 removed" (docs/content.md)', () => {
    const used = bonusTexts({ playerId: 1, bonusId: 1, change: 'forfeited', amount: 0n })
    expect(used.note.tr).toBe(
      'Bonusunuz sona erdi. Bonus bakiyeniz kalmadığı için bonus kapatıldı; artık yeni bir bonus talep edebilirsiniz.',
    )
    expect(used.note.en).not.toMatch(/0[.,]00/)
    const expired = bonusTexts({ playerId: 1, bonusId: 1, change: 'forfeited', amount: 3_500n })
    expect(expired.note.tr).toContain('35')
    expect(expired.note.tr).toContain('bonus bakiyenizden kaldırıldı')
  })
})
