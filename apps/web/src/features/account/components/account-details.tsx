import { Link } from 'react-router'
import type { UiStringKey } from '@galata/contract'
import { formatFullPhone } from '../../../shared/forms/mask'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/session-store'
import { buttonClass } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { useProfile } from '../api/get-profile'
import { initials } from '../dashboard-items'
import { formatCalendarDate, formatDay, maskEmail } from '../lib/format'
import styles from './account-details.module.css'
import { MarketingConsent } from './marketing-consent'

/**
 * /dashboard/account: the player's details from `GET customer/profile`. Until the answer comes (or
 * if it fails) the stored session already knows the user name, code and phone, so the card never
 * stands empty. The e-mail address is partly hidden: the screen may be seen by others.
 */
export function AccountDetails() {
  const t = useT()
  const user = useSession((s) => s.user)
  const { data: profile, isPending, isError, refetch } = useProfile()
  if (!user) return null

  const phone = profile?.phone ?? user.phone ?? ''
  const verified = profile?.smsVerified ?? user.smsVerified === true
  const fullName = profile ? `${profile.name} ${profile.surname}`.trim() : ''
  const loading = isPending ? '…' : ''
  const rows: { label: UiStringKey; value: string; mono?: boolean }[] = [
    { label: 'account.profile.name', value: profile?.name ?? loading },
    { label: 'account.profile.surname', value: profile?.surname ?? loading },
    { label: 'dashboard.username', value: profile?.username ?? user.username },
    { label: 'dashboard.userCode', value: profile?.usercode ?? user.usercode, mono: true },
    {
      label: 'account.profile.email',
      value: profile ? maskEmail(profile.email) || t('dashboard.notSet') : loading,
    },
    {
      label: 'account.profile.birthDate',
      value: profile ? formatCalendarDate(profile.birthDate) || t('dashboard.notSet') : loading,
    },
    {
      label: 'account.profile.country',
      value: profile ? (profile.country?.name ?? t('dashboard.notSet')) : loading,
    },
    { label: 'account.profile.memberSince', value: profile ? formatDay(profile.createdAt) : loading },
  ]

  return (
    <div className={styles.card} aria-busy={isPending || undefined}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden>
          {profile?.name && profile.surname
            ? `${profile.name.charAt(0)}${profile.surname.charAt(0)}`.toLocaleUpperCase('tr-TR')
            : initials(user.username)}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{fullName || user.username}</p>
          <p className={styles.code}>
            @{user.username} · {t('layout.userCode', { code: user.usercode })}
          </p>
        </div>
      </div>

      {isError && (
        <p className={styles.error} role="alert">
          {t('account.loadError')}{' '}
          <button type="button" className={styles.inlineLink} onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </p>
      )}

      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label} className={styles.detail}>
            <dt>{t(row.label)}</dt>
            <dd className={row.mono ? styles.mono : undefined}>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.detail} ${styles.wideDetail}`}>
          <dt>{t('dashboard.phone')}</dt>
          <dd>
            <span className={styles.mono}>{phone ? formatFullPhone(phone) : t('dashboard.notSet')}</span>
            <span className={`${styles.status} ${verified ? styles.verified : styles.notVerified}`}>
              <Icon name={verified ? 'check' : 'phone'} size={14} />
              {verified ? t('dashboard.verified') : t('dashboard.notVerified')}
            </span>
            {!verified && (
              <Link to={paths.dashboard.phoneVerification} className={styles.inlineLink}>
                {t('dashboard.verifyNow')}
              </Link>
            )}
          </dd>
        </div>
      </dl>

      <div className={styles.security}>
        <p className={styles.securityTitle}>{t('account.profile.security')}</p>
        <div className={styles.securityLinks}>
          <Link to={paths.dashboard.changePassword} className={buttonClass('subtle', 'md')}>
            <Icon name="lock" size={16} />
            {t('dashboard.changePassword')}
          </Link>
          <Link to={paths.dashboard.sessionHistory} className={buttonClass('subtle', 'md')}>
            <Icon name="history" size={16} />
            {t('dashboard.sessionHistory')}
          </Link>
          <Link to={paths.dashboard.phoneVerification} className={buttonClass('subtle', 'md')}>
            <Icon name="phone" size={16} />
            {t('dashboard.phoneVerification')}
          </Link>
        </div>
      </div>

      <MarketingConsent />
    </div>
  )
}
