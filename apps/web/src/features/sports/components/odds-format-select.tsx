import { ODDS_FORMATS, type OddsFormat } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { Select } from '../../../shared/ui/select'
import { setOddsFormat, useOddsFormat } from '../lib/odds-format'
import styles from './sportsbook.module.css'

const LABELS = {
  decimal: 'sportsbook.oddsFormat.decimal',
  fractional: 'sportsbook.oddsFormat.fractional',
  american: 'sportsbook.oddsFormat.american',
} as const

/** The odds format switch of the sportsbook's pages (decimal by default, remembered as a preference). */
export function OddsFormatSelect() {
  const t = useT()
  const format = useOddsFormat()
  return (
    <Select
      label={t('sportsbook.oddsFormat')}
      className={styles.formatSelect}
      value={format}
      onChange={(e) => setOddsFormat(e.target.value as OddsFormat)}
    >
      {ODDS_FORMATS.map((f) => (
        <option key={f} value={f}>
          {t(LABELS[f])}
        </option>
      ))}
    </Select>
  )
}
