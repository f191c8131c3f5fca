import type { Locale } from '@galata/contract'
import type { Mail } from '../../lib/mailer.js'
import { CODE_POLICY, RECOVERY_CAPS } from './auth.policy.js'

const minutes = CODE_POLICY.ttlMs / 60_000

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * How every e-mail ends (issue 15): the team's name, where to get help, and the 18+ / responsible
 * gaming line a gambling operator's mail carries. No address is written here: the support channels
 * are the operator's settings and are listed on the site's Contact Us page.
 */
const signOff = {
  tr: {
    team: 'Galata Destek Ekibi',
    help: 'Sorularınız için sitemizdeki İletişim sayfasından destek ekibimize ulaşabilirsiniz.',
    footer:
      'Galata yalnızca 18 yaş ve üzeri oyunculara hizmet verir. Şans oyunları bağımlılık yapabilir; lütfen sorumlu oynayın. Yardım için sitemizdeki Sorumlu Oyun sayfasına bakın veya YEDAM 115’i ücretsiz arayın.',
  },
  en: {
    team: 'Galata Support Team',
    help: 'If you have any questions, reach our support team through the Contact Us page on our site.',
    footer:
      'Galata serves players aged 18 and over only. Gambling can be addictive; please play responsibly. For help, see the Responsible Gaming page on our site or call YEDAM on 115, free of charge.',
  },
} satisfies Record<Locale, { team: string; help: string; footer: string }>

function signOffText(locale: Locale): string[] {
  const s = signOff[locale]
  return [s.help, '', s.team, '', '—', s.footer]
}

function signOffHtml(locale: Locale): string {
  const s = signOff[locale]
  return `<p>${escapeHtml(s.help)}</p>
<p>${escapeHtml(s.team)}</p>
<hr>
<p style="color:#666;font-size:12px">${escapeHtml(s.footer)}</p>`
}

const copy = {
  tr: {
    subject: 'Galata şifre sıfırlama kodunuz',
    greeting: (name: string) => `Merhaba ${name},`,
    intro: (username: string) =>
      `Galata hesabınızın (${username}) şifresini sıfırlamak için bir kod istendi.`,
    codeLine: 'Kodunuz',
    rules: `Kod ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Kodu kimseyle paylaşmayın; Galata çalışanları kodunuzu asla sormaz.`,
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  en: {
    subject: 'Your Galata password reset code',
    greeting: (name: string) => `Hello ${name},`,
    intro: (username: string) =>
      `A code to reset the password of your Galata account (${username}) was requested.`,
    codeLine: 'Your code',
    rules: `The code is valid for ${minutes} minutes and can be used once. Do not share it; Galata staff will never ask for it.`,
    ignore: 'If you did not ask for this, ignore this email; your password will not change.',
  },
} satisfies Record<Locale, unknown>

/** The recovery e-mail in the player's language (the language of the request that asked for it). */
export function resetCodeMail(
  locale: Locale,
  to: string,
  player: { name: string; username: string },
  code: string,
): Mail {
  const t = copy[locale]
  const text = [
    t.greeting(player.name),
    '',
    t.intro(player.username),
    '',
    `${t.codeLine}: ${code}`,
    '',
    t.rules,
    t.ignore,
    '',
    ...signOffText(locale),
  ].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(t.greeting(player.name))}</p>
<p>${escapeHtml(t.intro(player.username))}</p>
<p>${escapeHtml(t.codeLine)}: <strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong></p>
<p>${escapeHtml(t.rules)}</p>
<p style="color:#666">${escapeHtml(t.ignore)}</p>
${signOffHtml(locale)}
</body></html>`
  return { to, subject: t.subject, text, html }
}

const blockedCopy = {
  tr: {
    subject: 'Galata şifre sıfırlama geçici olarak engellendi',
    body: (username: string, hours: number) => [
      `Galata hesabınız (${username}) için bugün çok fazla şifre sıfırlama kodu istendi veya hatalı kod girildi.`,
      `Güvenliğiniz için şifre sıfırlama ${hours} saat boyunca durduruldu. Şifreniz değişmedi ve hesabınıza giriş yapmaya devam edebilirsiniz.`,
      'Bu istekleri siz yapmadıysanız birisi hesabınıza erişmeye çalışıyor olabilir; şifrenizin güçlü olduğundan emin olun ve gerekirse destek ekibimize yazın.',
    ],
  },
  en: {
    subject: 'Galata password recovery temporarily blocked',
    body: (username: string, hours: number) => [
      `Too many password reset codes were requested or mistyped today for your Galata account (${username}).`,
      `For your security, password recovery is paused for ${hours} hours. Your password has not changed and you can still log in.`,
      'If this was not you, someone may be trying to get into your account; make sure your password is strong and write to our support team if you need help.',
    ],
  },
} satisfies Record<Locale, unknown>

/**
 * Tells the owner that recovery was blocked for the day (issue 12: the account's codes or failed
 * attempts reached their daily cap). No code and no link: only what happened and what to do.
 */
export function recoveryBlockedMail(
  locale: Locale,
  to: string,
  player: { name: string; username: string },
): Mail {
  const t = blockedCopy[locale]
  const lines = [t.body(player.username, RECOVERY_CAPS.blockMs / 3_600_000)].flat()
  const greeting = copy[locale].greeting(player.name)
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), ...signOffText(locale)].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${signOffHtml(locale)}
</body></html>`
  return { to, subject: t.subject, text, html }
}

/**
 * The phone-verification SMS in the request's language, always ONE segment (issue 15): the English
 * text is GSM-7 (≤ 160), the Turkish one needs ğ/ş/ı and so UCS-2, where one segment holds 70
 * characters. `sms-segments.test.ts` measures both with the longest code and validity.
 */
export function phoneCodeSms(locale: Locale, code: string): string {
  return locale === 'en'
    ? `Your Galata verification code: ${code}. Valid for ${minutes} minutes. Never share it.`
    : `Galata doğrulama kodunuz: ${code}. ${minutes} dk geçerli, kimseyle paylaşmayın.`
}

/** Every SMS text the site sends, for the segment test: (locale, the longest realistic parameters). */
export const SMS_TEXTS: readonly ((locale: Locale) => string)[] = [
  (locale) => phoneCodeSms(locale, '9'.repeat(CODE_POLICY.digits)),
]
