import { useCallback, useId, useRef, useState } from 'react'
import { LOCALES, pickLocale, type Locale } from '@galata/contract'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { useDismiss } from '../../../shared/hooks/use-dismiss'
import { useT } from '../../../shared/i18n/i18n'
import { changeLocale, currentLocale } from '../../../shared/i18n/locale'
import { Icon } from '../../../shared/ui/icon'
import styles from './language-selector.module.css'

/** Each language is offered in its own name, so a player can find theirs whatever is on screen. */
const NATIVE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' }

interface LanguageOption {
  locale: Locale
  name: string
}

/** The languages of the bootstrap's languageList that the site has, else tr and en (spec §4). */
function useLanguages(): LanguageOption[] {
  const bootstrap = useBootstrap()
  const listed = bootstrap ? bootstrap.languageList : []
  const seen = new Set<Locale>()
  const out: LanguageOption[] = []
  for (const lang of listed) {
    const locale = pickLocale(lang.locale)
    if (locale !== lang.locale.slice(0, 2).toLowerCase() || seen.has(locale)) continue
    seen.add(locale)
    out.push({ locale, name: NATIVE_NAMES[locale] })
  }
  if (out.length === 0) for (const locale of LOCALES) out.push({ locale, name: NATIVE_NAMES[locale] })
  return out
}

/**
 * The language selector (spec §4): the choice is stored and the page reloads after about 100 ms,
 * because every text, the bootstrap and the server's messages follow the stored language.
 * `menu` is a button with a popover (header, sidebar); `inline` shows every language at once
 * (mobile side menu).
 */
export function LanguageSelector({
  variant = 'menu',
  placement = 'below',
}: {
  variant?: 'menu' | 'inline'
  placement?: 'below' | 'right'
}) {
  const t = useT()
  const languages = useLanguages()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState<Locale | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close, trigger)

  const choose = (locale: Locale) => {
    setOpen(false)
    if (locale === currentLocale) return
    setPending(locale)
    changeLocale(locale)
  }

  if (variant === 'inline') {
    return (
      <div className={styles.inline} role="group" aria-label={t('layout.language')}>
        <Icon name="globe" size={18} className={styles.inlineIcon} />
        {languages.map((lang) => (
          <button
            key={lang.locale}
            type="button"
            lang={lang.locale}
            className={`${styles.chip} ${lang.locale === currentLocale ? styles.chipActive : ''}`}
            aria-pressed={lang.locale === currentLocale}
            onClick={() => choose(lang.locale)}
            disabled={pending !== null}
          >
            {lang.name}
          </button>
        ))}
      </div>
    )
  }

  const current = languages.find((l) => l.locale === currentLocale) ?? {
    locale: currentLocale,
    name: NATIVE_NAMES[currentLocale],
  }
  return (
    <div className={`${styles.root} ${styles[placement]}`} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('layout.chooseLanguage', { language: current.name })}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" size={18} />
        <span className={styles.code}>{current.locale.toUpperCase()}</span>
        <Icon name="chevron-right" size={12} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.popover} hidden={!open}>
        {languages.map((lang) => (
          <li key={lang.locale}>
            <button
              type="button"
              lang={lang.locale}
              className={styles.option}
              aria-current={lang.locale === currentLocale ? 'true' : undefined}
              onClick={() => choose(lang.locale)}
            >
              <span className={styles.optionCode}>{lang.locale.toUpperCase()}</span>
              <span className={styles.optionName}>{lang.name}</span>
              {lang.locale === currentLocale && <Icon name="check" size={16} className={styles.check} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
