import { Link } from 'react-router'
import { useI18n } from '../i18n/i18n'

export default function NotFound() {
  const { t } = useI18n()
  return (
    <section className="bo-page">
      <h1>{t('app.notFound')}</h1>
      <p>
        <Link to="/bo">{t('app.backHome')}</Link>
      </p>
    </section>
  )
}
