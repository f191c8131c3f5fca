import { Link } from 'react-router'
import { useI18n } from '../i18n/i18n'
import { useCan, useStaff } from '../shell/session'

/*
 * The console's landing page: the screens the staff member may use. The day's figures come with the
 * dashboard figures API; until then this page shows none (never made-up ones).
 */
export default function DashboardRoute() {
  const { t } = useI18n()
  const can = useCan()
  const me = useStaff()
  return (
    <section className="bo-page">
      <h1>{t('dash.title')}</h1>
      <p>{t('dash.intro')}</p>
      <ul className="bo-tiles">
        {can('players.view') ? (
          <li>
            <Link to="/bo/players">{t('nav.players')}</Link>
            <p>{t('dash.players')}</p>
          </li>
        ) : null}
        {can('payments.view') ? (
          <li>
            <Link to="/bo/payments">{t('nav.payments')}</Link>
            <p>{t('dash.payments')}</p>
          </li>
        ) : null}
        {can('kyc.view') ? (
          <li>
            <Link to="/bo/kyc">{t('nav.kyc')}</Link>
            <p>{t('dash.kyc')}</p>
          </li>
        ) : null}
        {can('audit.view') ? (
          <li>
            <Link to="/bo/audit">{t('nav.audit')}</Link>
            <p>{t('dash.audit')}</p>
          </li>
        ) : null}
      </ul>
      <p className="bo-dim">{t('dash.keys')}</p>
      <p className="bo-dim">{t('dash.recoveryLeft', { n: me.recoveryCodesLeft })}</p>
    </section>
  )
}
