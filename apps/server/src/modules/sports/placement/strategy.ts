import type { SportsTicket } from '@galata/contract'
import type { Attempt } from './slip.js'

/**
 * One way to place a slip (docs/sportsbook.md "Placement rules"). `applies` says cheaply whether
 * to try it (from the attempt and the memory; the live one reads the legs, once); `place` answers
 * the ticket, throws a refusal (a 4xx, nothing written), or answers null: not decided here, the
 * next strategy in the list takes the slip. A strategy that answers null has written nothing.
 */
export interface PlacementStrategy {
  name: 'known' | 'plain' | 'locked' | 'builder' | 'live'
  applies(a: Attempt): boolean | Promise<boolean>
  place(a: Attempt): Promise<SportsTicket | null>
}
