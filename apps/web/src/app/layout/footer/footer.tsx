import { useQuery } from '@tanstack/react-query'
import type { Licence, UiStringKey } from '@galata/contract'
import { Link } from 'react-router'
import { call } from '../../../shared/api/http'
import { siteOption, useBootstrap, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { formatPhone } from '../../../shared/i18n/format-phone'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { Icon, type IconName } from '../../../shared/ui/icon'
import { Logo } from '../../../shared/ui/logo'
import { openCookieSettings } from '../cookie-notice/cookie-notice'
import { ProviderSlider } from './provider-slider'
import styles from './footer.module.css'

interface CmsCategory {
  id: number
  name: string
  /** Stable machine name when the server sends it (footer, story, terms-of-use, terms-of-service). */
  code?: string
  content: { id: number; title: string }[]
}

/** `GET cms/categorylist` (spec §7): the footer's page lists. A failure leaves them out (spec §8). */
const categoryListQuery = {
  queryKey: ['cms', 'categorylist', currentLocale] as const,
  queryFn: async (): Promise<CmsCategory[]> => {
    const res = await call('cms/categorylist')
    return Array.isArray(res.data) ? res.data : []
  },
  staleTime: 10 * 60_000,
}

/** Our own titles for the four categories of spec §3, so the footer reads the same in both languages. */
const CATEGORY_TITLES: Record<string, UiStringKey> = {
  footer: 'layout.footer.corporate',
  story: 'layout.footer.stories',
  'terms-of-use': 'layout.footer.termsOfUse',
  'terms-of-service': 'layout.footer.termsOfService',
}

function categoryCode(category: CmsCategory): string {
  return (category.code ?? category.name).trim().toLowerCase().replace(/\s+/g, '-')
}

const STATIC_SECTIONS: readonly { title: UiStringKey; links: { title: UiStringKey; url: string }[] }[] = [
  {
    title: 'layout.footer.betting',
    links: [
      { title: 'nav.sports', url: paths.sports },
      { title: 'nav.liveSports', url: paths.liveSports },
      { title: 'nav.esports', url: paths.esports },
    ],
  },
  {
    title: 'layout.footer.casino',
    links: [
      { title: 'nav.casino', url: paths.casino.slot },
      { title: 'nav.liveCasino', url: paths.casino.live },
      { title: 'nav.games', url: paths.casino.games },
    ],
  },
  {
    title: 'layout.footer.tvGames',
    links: [
      { title: 'nav.tvGames', url: paths.casino.tvbets },
      { title: 'nav.bingo', url: paths.casino.bingo },
      { title: 'nav.virtual', url: paths.casino.virtual },
    ],
  },
]

const SOCIAL: readonly { key: string; icon: IconName; network: string }[] = [
  { key: 'telegram', icon: 'telegram', network: 'Telegram' },
  { key: 'twitter', icon: 'twitter', network: 'X (Twitter)' },
  { key: 'instagram', icon: 'instagram', network: 'Instagram' },
  { key: 'youtube', icon: 'youtube', network: 'YouTube' },
]

/** A site option as a link: a full URL as is, a Telegram handle or a WhatsApp number made into one. */
export function contactHref(kind: 'telegram' | 'whatsapp', value: string): string {
  if (/^https?:\/\//i.test(value)) return value
  if (kind === 'telegram') return `https://t.me/${value.replace(/^@/, '')}`
  return `https://wa.me/${value.replace(/\D/g, '')}`
}

/** What the player reads next to a contact: @handle, or the number grouped as Turks write it. */
export function contactText(kind: 'telegram' | 'whatsapp', value: string): string {
  if (kind === 'telegram') {
    const handle = value.replace(/^https?:\/\/(www\.)?(t\.me|telegram\.me)\//i, '').replace(/^@/, '')
    return `@${handle.split(/[/?#]/)[0]}`
  }
  return formatPhone(value.replace(/^https?:\/\/(wa\.me|api\.whatsapp\.com\/send\?phone=)\/?/i, ''))
}

function contacts(bootstrap: Bootstrap | false | undefined) {
  const list: { label: UiStringKey; n: number; kind: 'telegram' | 'whatsapp'; value: string }[] = []
  for (const n of [1, 2]) {
    const value = siteOption(bootstrap, `telegram${n}`)
    if (value) list.push({ label: 'layout.footer.telegram', n, kind: 'telegram', value })
  }
  for (const n of [1, 2, 3, 4]) {
    const value = siteOption(bootstrap, `whatsapp${n}`)
    if (value) list.push({ label: 'layout.footer.whatsapp', n, kind: 'whatsapp', value })
  }
  return list
}

/** A footer link: a site path in the app, an http(s) address in a new tab (said so). */
function FooterLink({ url, children }: { url: string; children: string }) {
  const t = useT()
  if (!/^https?:\/\//i.test(url)) return <Link to={url}>{children}</Link>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  )
}

/**
 * The operator's licence block (docs/content.md), from the server's configuration via the bootstrap record.
 * `id="licence"` is the anchor the general terms link to ("Lisans bilgilerimiz sitenin alt
 * bilgisinde"). Nothing is shown until the record has it: no invented licence, ever.
 */
function LicenceBlock({ licence }: { licence: Licence | undefined }) {
  const t = useT()
  if (!licence) return <div id="licence" />
  const rows: { label: UiStringKey; value: string }[] = [
    { label: 'legal.licence.company', value: licence.company },
    { label: 'legal.licence.registration', value: licence.registrationNumber },
    { label: 'legal.licence.address', value: licence.address },
    { label: 'legal.licence.authority', value: licence.authority },
    { label: 'legal.licence.number', value: licence.licenceNumber },
  ]
  return (
    <section id="licence" className={styles.licence} aria-labelledby="licence-heading" tabIndex={-1}>
      <h2 id="licence-heading" className={styles.licenceHeading}>
        {t('legal.licence.heading')}
      </h2>
      <p>{t('legal.licence.operator', { company: licence.company })}</p>
      <dl className={styles.licenceList}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{t(row.label)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {licence.validationUrl && (
        <p>
          <a href={licence.validationUrl} target="_blank" rel="noopener noreferrer" className={styles.rgLink}>
            {t('legal.licence.validate')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </p>
      )}
      {licence.demo && <p className={styles.licenceDemo}>{t('legal.licence.demo')}</p>}
    </section>
  )
}

/**
 * The footer of spec §1 and §2: provider slider, link sections (three of ours, then the CMS
 * categories), brand and social links, the contact block, the licence and responsible-gambling
 * notices with the 18+ marker, and the copyright line with the current year.
 */
export function Footer() {
  const t = useT()
  const bootstrap = useBootstrap()
  const { data: categories = [] } = useQuery(categoryListQuery)
  const contactList = contacts(bootstrap)
  const email = siteOption(bootstrap, 'email')
  const social = SOCIAL.map((s) => ({ ...s, url: siteOption(bootstrap, s.key) })).filter((s) => s.url)
  const year = new Date().getFullYear()
  // The lists edited in the console (docs/backoffice.md "Content": footer lists); our own until a
  // record has them.
  const sections =
    (bootstrap && bootstrap.footerLists) ||
    STATIC_SECTIONS.map((section) => ({
      title: t(section.title),
      links: section.links.map((link) => ({ title: t(link.title), url: link.url })),
    }))

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ProviderSlider />

        <div className={styles.grid}>
          <div className={styles.brand}>
            <Link to={paths.home} aria-label={t('layout.homeLink')}>
              <Logo />
            </Link>
            <p className={styles.tagline}>{t('layout.footer.tagline')}</p>
            {social.length > 0 && (
              <ul className={styles.social} aria-label={t('layout.footer.follow')}>
                {social.map((s) => (
                  <li key={s.key}>
                    <a
                      href={s.url ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.socialLink}
                      aria-label={`${t('layout.footer.social', { network: s.network })} ${t('common.opensInNewTab')}`}
                    >
                      <Icon name={s.icon} size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className={styles.sections}>
            {sections.map((section, i) => (
              <section key={i} className={styles.section}>
                <h2 className={styles.heading}>{section.title}</h2>
                <ul className={styles.links}>
                  {section.links.map((link, j) => (
                    <li key={j}>
                      <FooterLink url={link.url}>{link.title}</FooterLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {categories
              .filter((c) => c.content.length > 0)
              .map((category) => {
                const titleKey = CATEGORY_TITLES[categoryCode(category)]
                return (
                  <section key={category.id} className={styles.section}>
                    <h2 className={styles.heading}>{titleKey ? t(titleKey) : category.name}</h2>
                    <ul className={styles.links}>
                      {category.content.map((page) => (
                        <li key={page.id}>
                          <Link to={paths.page(page.id)}>{page.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                )
              })}
          </div>

          {(contactList.length > 0 || email) && (
            <section className={styles.contact}>
              <h2 className={styles.heading}>{t('layout.footer.contact')}</h2>
              <ul className={styles.contactList}>
                {contactList.map((c) => (
                  <li key={`${c.kind}${c.n}`}>
                    <a
                      href={contactHref(c.kind, c.value)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.contactLink}
                    >
                      <span className={`${styles.contactIcon} ${styles[c.kind]}`}>
                        <Icon name={c.kind} size={16} />
                      </span>
                      <span className={styles.contactText}>
                        <span className={styles.contactLabel}>{t(c.label, { n: c.n })}</span>
                        <span className={styles.contactValue}>{contactText(c.kind, c.value)}</span>
                      </span>
                      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
                {email && (
                  <li>
                    <a href={`mailto:${email}`} className={styles.contactLink}>
                      <span className={styles.contactIcon}>
                        <Icon name="support" size={16} />
                      </span>
                      <span className={styles.contactText}>
                        <span className={styles.contactLabel}>{t('layout.footer.email')}</span>
                        <span className={styles.contactValue}>{email}</span>
                      </span>
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}
        </div>

        <div className={styles.legal}>
          <div className={styles.adult}>
            <img src="/media/brand/18plus.svg" alt="" width={44} height={44} className={styles.adultBadge} />
            <span className={styles.adultText}>{t('layout.footer.adultsOnly')}</span>
            <Link to={paths.responsibleGamingPage} className={styles.rgLink}>
              {t('legal.responsibleGaming')}
            </Link>
          </div>
          <div className={styles.notices}>
            <LicenceBlock licence={bootstrap ? bootstrap.licence : undefined} />
            <p>{t('legal.licence.terms')}</p>
            <p>
              {t('layout.footer.responsible')}{' '}
              <Link to={paths.dashboard.responsibleGaming} className={styles.rgLink}>
                {t('rg.footerLink')}
              </Link>
            </p>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('layout.footer.copyright', { year })}</p>
          <div className={styles.bottomLinks}>
            <Link to={paths.generalTerms} className={styles.terms}>
              {t('layout.footer.generalTerms')}
            </Link>
            <button
              type="button"
              className={styles.terms}
              onClick={(e) => openCookieSettings(e.currentTarget)}
            >
              {t('legal.cookies.settings')}
            </button>
          </div>
        </div>
      </div>
    </footer>
  )
}
