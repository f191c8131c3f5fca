import { Link, useParams } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { useSportsVerify } from '../api/get-sports'
import styles from '../components/sportsbook.module.css'

/** /spor/dogrula/{id}: the match replayed from its revealed seed, its log and the two scores. */
export function SportsVerifyPage() {
  const t = useT()
  const id = Number(useParams().id)
  const query = useSportsVerify(id)
  const v = query.data
  if (query.isPending && Number.isInteger(id)) return <Spinner size={48} />
  if (!v)
    return (
      <EmptyState icon="sports" title={t('sportsbook.eventLoadError')}>
        <Link to={paths.sports}>{t('sportsbook.back')}</Link>
      </EmptyState>
    )
  return (
    <section className={styles.eventPage} aria-labelledby="verify-title">
      <Link to={paths.sportsEvent(v.eventId)} className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('sportsbook.back')}
      </Link>
      <h1 id="verify-title" className={styles.centreTitle}>
        {t('sportsbook.verifyTitle')}
      </h1>
      <p className={v.seedMatches ? styles.slipOk : styles.slipError}>
        {v.seedMatches ? t('sportsbook.verifyMatch') : t('sportsbook.verifyMismatch')}
      </p>
      <dl className={styles.hashes}>
        <dt>{t('sportsbook.seedHash')}</dt>
        <dd>
          <code>{v.seedHash}</code>
        </dd>
        <dt>{t('sportsbook.seed')}</dt>
        <dd>
          <code>{v.seed}</code>
        </dd>
        <dt>{t('sportsbook.replayed')}</dt>
        <dd data-testid="verify-replayed">{`${v.replayed.home} - ${v.replayed.away}`}</dd>
        {v.settled && (
          <>
            <dt>{t('sportsbook.settledScore')}</dt>
            <dd>{`${v.settled.home} - ${v.settled.away}`}</dd>
          </>
        )}
      </dl>
      <h2 className={styles.marketTitle}>{t('sportsbook.log')}</h2>
      <pre className={styles.log} tabIndex={0}>
        {v.events.map((e) => JSON.stringify(e)).join('\n')}
      </pre>
    </section>
  )
}
