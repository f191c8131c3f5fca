import { LOCALES } from '@galata/contract'
import { useI18n } from '../i18n/i18n'

/** TR/EN: the console's words change in place. */
export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n()
  return (
    <div role="group" aria-label={t('lang.label')} className="bo-lang">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="bo-lang-option"
          aria-pressed={locale === l}
          title={t(l === 'tr' ? 'lang.tr' : 'lang.en')}
          onClick={() => setLocale(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
