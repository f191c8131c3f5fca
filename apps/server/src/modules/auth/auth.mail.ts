import type { Locale } from '@galata/contract'
import type { Mail } from '../../lib/mailer.js'
import { CODE_POLICY, RECOVERY_CAPS } from './auth.policy.js'

const minutes = CODE_POLICY.ttlMs / 60_000

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * How every e-mail ends (docs/accounts.md): the team's name, where to get help, and the 18+ / responsible
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

/** The owner's long code in groups of four, as the mail shows it (the form takes it with or without spaces). */
export function groupedOwnerCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ')
}

const hours = RECOVERY_CAPS.blockMs / 3_600_000

const ownerCodeCopy = {
  tr: (code: string) =>
    `Şifrenizi yine de sıfırlamak isterseniz, Şifremi Unuttum ekranındaki kod adımına şu kodu girin: ${code}. Kod ${hours} saat geçerlidir, yalnızca bir kez kullanılabilir ve yalnızca bu e-posta adresine gönderildi; kimseyle paylaşmayın.`,
  en: (code: string) =>
    `If you do want to reset your password, enter this code at the code step of the Forgot Password form: ${code}. It is valid for ${hours} hours, works once and was sent only to this email address; do not share it.`,
} satisfies Record<Locale, (code: string) => string>

const notYouCopy = {
  tr: 'Bu istekleri siz yapmadıysanız birisi hesabınıza erişmeye çalışıyor olabilir; şifrenizin güçlü olduğundan emin olun ve gerekirse destek ekibimize yazın.',
  en: 'If this was not you, someone may be trying to get into your account; make sure your password is strong and write to our support team if you need help.',
} satisfies Record<Locale, string>

const blockedCopy = {
  tr: {
    subject: 'Galata şifre sıfırlama geçici olarak engellendi',
    body: (username: string) => [
      `Galata hesabınız (${username}) için bugün çok fazla şifre sıfırlama kodu istendi veya hatalı kod girildi.`,
      `Güvenliğiniz için 6 haneli sıfırlama kodları ${hours} saat boyunca durduruldu. Şifreniz değişmedi ve hesabınıza giriş yapmaya devam edebilirsiniz.`,
    ],
  },
  en: {
    subject: 'Galata password recovery temporarily blocked',
    body: (username: string) => [
      `Too many password reset codes were requested or mistyped today for your Galata account (${username}).`,
      `For your security, 6-digit reset codes are paused for ${hours} hours. Your password has not changed and you can still log in.`,
    ],
  },
} satisfies Record<Locale, unknown>

const stoppedCopy = {
  tr: {
    subject: 'Galata hesabınız için yapılan şifre sıfırlama istekleri durduruldu',
    body: (username: string, address: string, reason: RecoveryStopReason) => [
      reason === 'codes'
        ? `Bugün ${address} adresinden Galata hesabınız (${username}) için çok fazla şifre sıfırlama kodu istendi. Bu adresten gelen istekler ${hours} saat boyunca durduruldu.`
        : `Bugün ${address} adresinden Galata hesabınız (${username}) için çok fazla hatalı şifre sıfırlama kodu girildi. Bu adresten gelen denemeler ${hours} saat boyunca durduruldu.`,
      'Şifreniz değişmedi ve hesabınıza giriş yapmaya devam edebilirsiniz. Kendi cihazınızdan ve ağınızdan yeni bir sıfırlama kodu isteyebilirsiniz.',
    ],
  },
  en: {
    subject: 'Password reset requests for your Galata account were stopped',
    body: (username: string, address: string, reason: RecoveryStopReason) => [
      reason === 'codes'
        ? `Too many password reset codes were requested today for your Galata account (${username}) from the address ${address}. Requests from that address are stopped for ${hours} hours.`
        : `Too many wrong password reset codes were entered today for your Galata account (${username}) from the address ${address}. Attempts from that address are stopped for ${hours} hours.`,
      'Your password has not changed and you can still log in. You can still ask for a new reset code from your own device and network.',
    ],
  },
} satisfies Record<Locale, unknown>

/** Why one requester of an account was stopped: too many codes asked for, or too many wrong ones. */
export type RecoveryStopReason = 'codes' | 'guesses'

function noticeMail(
  locale: Locale,
  to: string,
  player: { name: string },
  subject: string,
  lines: string[],
): Mail {
  const greeting = copy[locale].greeting(player.name)
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), ...signOffText(locale)].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${signOffHtml(locale)}
</body></html>`
  return { to, subject, text, html }
}

/**
 * Tells the owner that the account's daily backstop was reached (docs/accounts.md "Recovery caps"):
 * short codes stop for everyone, and the owner's own way back is the long code in this mail.
 */
export function recoveryBlockedMail(
  locale: Locale,
  to: string,
  player: { name: string; username: string },
  ownerCode: string,
): Mail {
  const t = blockedCopy[locale]
  const lines = [
    ...t.body(player.username),
    ownerCodeCopy[locale](groupedOwnerCode(ownerCode)),
    notYouCopy[locale],
  ]
  return noticeMail(locale, to, player, t.subject, lines)
}

/**
 * Tells the owner that one requester (an address, a browser) was stopped for the day, and from
 * which address (docs/accounts.md "Recovery caps"); the long code is there in case the owner shares
 * that address.
 */
export function recoveryStoppedMail(
  locale: Locale,
  to: string,
  player: { name: string; username: string },
  stop: { address: string; reason: RecoveryStopReason },
  ownerCode: string,
): Mail {
  const t = stoppedCopy[locale]
  const lines = [
    ...t.body(player.username, stop.address, stop.reason),
    ownerCodeCopy[locale](groupedOwnerCode(ownerCode)),
    notYouCopy[locale],
  ]
  return noticeMail(locale, to, player, t.subject, lines)
}

/**
 * The phone-verification SMS in the request's language, always ONE segment (docs/accounts.md): the English
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
