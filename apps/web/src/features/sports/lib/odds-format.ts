import { formatOdds, ODDS_FORMATS, type OddsFormat } from '@galata/contract'
import { currentLocale } from '../../../shared/i18n/locale'
import { readString, STORAGE_KEYS, writeString } from '../../../shared/storage'
import { createStore } from '../../../shared/store/create-store'

/**
 * The player's odds format (decimal by default, fractional, American). A preference: storage.ts
 * keeps it on the disk only once the visitor accepted all (cookie notice), in memory otherwise.
 */
function stored(): OddsFormat {
  const value = readString(STORAGE_KEYS.oddsFormat)
  return (ODDS_FORMATS as readonly string[]).includes(value ?? '') ? (value as OddsFormat) : 'decimal'
}

const oddsFormatStore = createStore<{ format: OddsFormat }>({ format: stored() })

export function setOddsFormat(format: OddsFormat) {
  writeString(STORAGE_KEYS.oddsFormat, format)
  oddsFormatStore.set({ format })
}

export function useOddsFormat(): OddsFormat {
  return oddsFormatStore.useStore((s) => s.format)
}

/** Odds as the player chose to read them: "1,85", "17/20" or "-118". */
export function useFormatOdds(): (odds: number) => string {
  const format = useOddsFormat()
  return (odds) => formatOdds(odds, format, currentLocale)
}
