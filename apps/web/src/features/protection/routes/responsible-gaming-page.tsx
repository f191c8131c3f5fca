import { useT } from '../../../shared/i18n/i18n'
import { useRg } from '../../../shared/protection/rg-api'
import { QueryState } from '../../../shared/ui/query-state'
import { ClosureSection } from '../components/closure-section'
import { ExclusionSection, TimeoutSection } from '../components/exclusion-section'
import { LimitsSection } from '../components/limits-section'
import { RealityCheckSection } from '../components/reality-check-section'
import { scrollToSection } from '../components/scroll'
import { StatementSection } from '../components/statement-section'
import styles from '../components/protection.module.css'

/**
 * /dashboard/responsible-gaming, "Sorumlu Oyun" (docs/player-protection.md): limits, the reality-check
 * interval, time-out, self-exclusion (or its lift request), account closure and the activity statement. A
 * player in a time-out or self-exclusion sees the statement first and no tool that would let them
 * play; the shell's banner says until when.
 */
export function ResponsibleGamingPage() {
  const t = useT()
  const rg = useRg()
  const restricted = Boolean(rg.data?.timeout || rg.data?.selfExclusion)
  const sections = restricted
    ? (['statement', 'limits'] as const)
    : (['limits', 'reality-check', 'timeout', 'self-exclusion', 'statement', 'close-account'] as const)
  const names = {
    limits: t('rg.limits.title'),
    'reality-check': t('rg.reality.title'),
    timeout: t('rg.timeout.title'),
    'self-exclusion': t('rg.exclusion.title'),
    statement: t('rg.statement.title'),
    'close-account': t('rg.closure.title'),
  }
  return (
    <div className={styles.page}>
      <QueryState
        query={rg}
        icon="lock"
        errorTitle={t('rg.loadError')}
        retryLabel={t('rg.retry')}
        emptyTitle={t('rg.loadError')}
        isEmpty={() => !rg.data}
      >
        {() => {
          const state = rg.data!
          return (
            <>
              <nav aria-label={t('dashboard.responsibleGaming')}>
                <ul className={styles.nav}>
                  {sections.map((id) => (
                    <li key={id}>
                      <button type="button" className={styles.navButton} onClick={() => scrollToSection(id)}>
                        {names[id]}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              {restricted ? (
                <>
                  <StatementSection />
                  <ExclusionSection state={state} />
                  <LimitsSection state={state} />
                </>
              ) : (
                <>
                  <LimitsSection state={state} />
                  <RealityCheckSection state={state} />
                  <TimeoutSection />
                  <ExclusionSection state={state} />
                  <StatementSection />
                  <ClosureSection />
                </>
              )}
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
