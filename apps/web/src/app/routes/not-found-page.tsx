import { Link } from 'react-router'
import { useT } from '../../shared/i18n/i18n'
import { paths } from '../../shared/paths'

export function NotFoundPage() {
  const t = useT()
  return (
    <section style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home}>{t('common.home')}</Link>
    </section>
  )
}
