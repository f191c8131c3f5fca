import type { UiStringKey } from '@galata/contract'
import { paths } from '../../../shared/paths'
import type { SportIconName } from '../../../shared/ui/sport-icon'

/** The Betting Rules page (CMS page 9, seeded in apps/server/src/modules/cms/seed/betting-rules.data.ts). */
export const BETTING_RULES_PATH = paths.page(9)

/** The sportsbook landing serves five routes (spec §2); the betco links are an alternate provider. */
export type SportsMode = 'sports' | 'live' | 'esports'

export function sportsModeFromPath(pathname: string): { mode: SportsMode; isAlternate: boolean } {
  const [first, second] = pathname.split('/').filter(Boolean)
  const mode: SportsMode = first === 'livespor' ? 'live' : first === 'esports' ? 'esports' : 'sports'
  return { mode, isAlternate: second === 'betco' }
}

export interface SportChip {
  id: string
  label: UiStringKey
  icon: SportIconName
}

export const SPORTS: readonly SportChip[] = [
  { id: 'football', label: 'sports.sport.football', icon: 'football' },
  { id: 'basketball', label: 'sports.sport.basketball', icon: 'basketball' },
  { id: 'tennis', label: 'sports.sport.tennis', icon: 'tennis' },
  { id: 'volleyball', label: 'sports.sport.volleyball', icon: 'volleyball' },
  { id: 'hockey', label: 'sports.sport.iceHockey', icon: 'hockey' },
  { id: 'handball', label: 'sports.sport.handball', icon: 'handball' },
  { id: 'table-tennis', label: 'sports.sport.tableTennis', icon: 'tableTennis' },
  { id: 'mma', label: 'sports.sport.mma', icon: 'mma' },
  { id: 'esports', label: 'sports.sport.esports', icon: 'esports' },
]

export const ESPORTS: readonly SportChip[] = [
  { id: 'cs2', label: 'sports.esport.cs2', icon: 'esports' },
  { id: 'dota2', label: 'sports.esport.dota2', icon: 'esports' },
  { id: 'lol', label: 'sports.esport.lol', icon: 'esports' },
  { id: 'valorant', label: 'sports.esport.valorant', icon: 'esports' },
  { id: 'efootball', label: 'sports.esport.efootball', icon: 'football' },
  { id: 'ebasketball', label: 'sports.esport.ebasketball', icon: 'basketball' },
]

export const MODE_TABS: readonly { mode: SportsMode; label: UiStringKey; to: string }[] = [
  { mode: 'sports', label: 'nav.sports', to: paths.sports },
  { mode: 'live', label: 'nav.liveSports', to: paths.liveSports },
  { mode: 'esports', label: 'nav.esports', to: paths.esports },
]

/** The same page on the other sportsbook provider (betco), where one exists. */
export function alternateOf(mode: SportsMode, isAlternate: boolean): string | null {
  if (mode === 'esports') return null
  if (mode === 'live') return isAlternate ? paths.liveSports : paths.liveSportsBetco
  return isAlternate ? paths.sports : paths.sportsBetco
}
