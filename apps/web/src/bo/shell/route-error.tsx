import { useI18n } from '../i18n/i18n'

/** A screen that failed to load or render: say so and offer the way back. */
export function RouteError() {
  const { t } = useI18n()
  return (
    <main className="bo-center" id="main">
      <div className="bo-card">
        <h1>{t('app.title')}</h1>
        <p role="alert">{t('app.error')}</p>
        <a href="/bo">{t('app.backHome')}</a>
      </div>
    </main>
  )
}
