import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { UiStringKey } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { EmptyState } from '../../../shared/ui/empty-state'
import { SportIcon } from '../../../shared/ui/sport-icon'
import { alternateOf, ESPORTS, MODE_TABS, SPORTS, sportsModeFromPath, type SportsMode } from '../lib/modes'
import styles from './sports-page.module.css'

const HERO: Record<SportsMode, { kicker: UiStringKey; title: UiStringKey; text: UiStringKey }> = {
  sports: { kicker: 'sports.hero.kicker', title: 'sports.hero.title', text: 'sports.hero.text' },
  live: { kicker: 'sports.live.kicker', title: 'sports.live.title', text: 'sports.live.text' },
  esports: { kicker: 'sports.esports.kicker', title: 'sports.esports.title', text: 'sports.esports.text' },
}

/**
 * /spor, /livespor, /esports and the betco alternates. The sportsbook itself arrives in a later
 * issue; until then the landing is honest: the sports it will cover and no invented fixtures or odds.
 */
export function SportsPage() {
  const { pathname } = useLocation()
  const { mode, isAlternate } = sportsModeFromPath(pathname)
  return <SportsLanding key={`${mode}:${isAlternate}`} mode={mode} isAlternate={isAlternate} />
}

function SportsLanding({ mode, isAlternate }: { mode: SportsMode; isAlternate: boolean }) {
  const t = useT()
  const chips = mode === 'esports' ? ESPORTS : SPORTS
  const [selected, setSelected] = useState<string>(chips[0]?.id ?? '')
  const hero = HERO[mode]
  const alternate = alternateOf(mode, isAlternate)
  const selectedChip = chips.find((c) => c.id === selected)

  return (
    <div className={styles.page}>
      <section className={`${styles.hero} ${styles[mode]}`} aria-labelledby="sports-title">
        <div className={styles.heroText}>
          <span className={styles.kicker}>
            {mode === 'live' && <span className={styles.pulse} aria-hidden />}
            {t(hero.kicker)}
          </span>
          <h1 id="sports-title" className={styles.title}>
            {t(hero.title)}
          </h1>
          <p className={styles.lead}>{t(hero.text)}</p>
          {isAlternate && <span className={styles.badge}>{t('sports.alternate.badge')}</span>}
        </div>
        <div className={styles.heroArt} aria-hidden>
          <SportIcon name={mode === 'esports' ? 'esports' : 'football'} className={styles.heroIcon} />
        </div>
      </section>

      <nav className={styles.tabs} aria-label={t('sports.tabs.label')}>
        {MODE_TABS.map((tab) => (
          <Link
            key={tab.mode}
            to={tab.to}
            className={`${styles.tab} ${tab.mode === mode ? styles.tabActive : ''}`}
            aria-current={tab.mode === mode ? 'page' : undefined}
          >
            {t(tab.label)}
          </Link>
        ))}
        {alternate && (
          <Link to={alternate} className={styles.alternate}>
            {isAlternate ? t('sports.alternate.main') : t('sports.alternate.link')}
          </Link>
        )}
      </nav>

      <div className={styles.chips} role="group" aria-label={t('sports.chips.label')}>
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            className={`${styles.chip} ${chip.id === selected ? styles.chipActive : ''}`}
            aria-pressed={chip.id === selected}
            onClick={() => setSelected(chip.id)}
          >
            <SportIcon name={chip.icon} className={styles.chipIcon} />
            {t(chip.label)}
          </button>
        ))}
      </div>

      <section className={styles.board} aria-labelledby="sports-board-title">
        <header className={styles.boardHead}>
          <h2 id="sports-board-title" className={styles.boardTitle}>
            {selectedChip ? t(selectedChip.label) : t(hero.title)}
          </h2>
          <span className={styles.boardMeta}>
            {mode === 'live' ? t('sports.board.live') : t('sports.board.upcoming')}
          </span>
        </header>
        <EmptyState
          icon={mode === 'live' ? 'live-sports' : mode === 'esports' ? 'esports' : 'sports'}
          title={t('sports.empty.title')}
        >
          <p>{mode === 'live' ? t('sports.empty.liveText') : t('sports.empty.text')}</p>
        </EmptyState>
      </section>
    </div>
  )
}
