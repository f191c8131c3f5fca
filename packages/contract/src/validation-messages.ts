import type { z } from 'zod'
import { LIMITS, MIN_PLAYER_AGE } from './constants.js'
import { formatNumber } from './format.js'
import type { Locale, Localized } from './locale.js'
import {
  issueCode,
  issueParams,
  issuePath,
  isValidationCode,
  type ValidationCode,
  type ValidationParams,
} from './validation-codes.js'

/**
 * The sentence a player reads under a field, per error code. `{min}` and `{max}` are filled from the
 * issue; `general` is used when the limit is not known (a code that came back from the server in
 * `errors`, which carries codes only).
 */
interface ValidationText extends Localized {
  general?: Localized
}

export const validationMessages = {
  required: { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  invalid_type: { tr: 'Girilen değer geçerli değil.', en: 'This value is not valid.' },
  invalid_number: { tr: 'Geçerli bir sayı girin.', en: 'Enter a valid number.' },
  not_integer: { tr: 'Tam sayı girin.', en: 'Enter a whole number.' },
  too_short: {
    tr: 'En az {min} karakter girin.',
    en: 'Enter at least {min} characters.',
    general: { tr: 'Girdiğiniz değer çok kısa.', en: 'This is too short.' },
  },
  too_long: {
    tr: 'En fazla {max} karakter girebilirsiniz.',
    en: 'Enter at most {max} characters.',
    general: { tr: 'Girdiğiniz değer çok uzun.', en: 'This is too long.' },
  },
  too_small: {
    tr: 'Değer en az {min} olmalıdır.',
    en: 'The value must be at least {min}.',
    general: { tr: 'Girdiğiniz değer çok küçük.', en: 'This value is too small.' },
  },
  too_big: {
    tr: 'Değer en fazla {max} olabilir.',
    en: 'The value must be at most {max}.',
    general: { tr: 'Girdiğiniz değer çok büyük.', en: 'This value is too large.' },
  },
  too_many_decimals: {
    tr: 'Virgülden sonra en fazla {max} basamak girebilirsiniz.',
    en: 'Use at most {max} decimal places.',
    general: { tr: 'Virgülden sonra çok fazla basamak var.', en: 'There are too many decimal places.' },
  },
  too_few_items: {
    tr: 'En az {min} seçim yapın.',
    en: 'Choose at least {min}.',
    general: { tr: 'Daha fazla seçim yapın.', en: 'Choose more items.' },
  },
  too_many_items: {
    tr: 'En fazla {max} seçim yapabilirsiniz.',
    en: 'Choose at most {max}.',
    general: { tr: 'Çok fazla seçim yaptınız.', en: 'Too many items were chosen.' },
  },
  invalid_email: { tr: 'Geçerli bir e-posta adresi girin.', en: 'Enter a valid email address.' },
  invalid_url: { tr: 'Geçerli bir bağlantı girin.', en: 'Enter a valid link.' },
  invalid_crypto_address: {
    tr: 'Seçtiğiniz ağa uygun bir USDT cüzdan adresi girin (TRC20: T ile başlayan 34 karakter; ERC20: 0x ile başlayan 42 karakter).',
    en: 'Enter a USDT wallet address for the network you chose (TRC20: 34 characters starting with T; ERC20: 42 characters starting with 0x).',
  },
  invalid_gtm_id: {
    tr: 'Geçerli bir Google Tag Manager kimliği girin (GTM- ile başlar, ör. GTM-AB12CD3).',
    en: 'Enter a valid Google Tag Manager id (it starts with GTM-, e.g. GTM-AB12CD3).',
  },
  invalid_format: { tr: 'Girilen değerin biçimi geçerli değil.', en: 'The format is not valid.' },
  invalid_option: { tr: 'Listeden bir seçenek seçin.', en: 'Choose one of the options.' },
  digits_only: { tr: 'Yalnızca rakam girin.', en: 'Use digits only.' },
  letters_only: { tr: 'Yalnızca harf kullanın.', en: 'Use letters only.' },
  letters_digits_only: {
    tr: 'Yalnızca a-z harfleri ve rakam kullanın (ç, ğ, ı, ö, ş, ü kullanılamaz).',
    en: 'Use only the letters a–z and digits.',
  },
  invalid_spacing: {
    tr: 'Kelimeler arasında tek boşluk bırakın; başta ve sonda boşluk olmasın.',
    en: 'Separate words with a single space, with no space at the start or end.',
  },
  whitespace_only: { tr: 'Bu alan yalnızca boşluktan oluşamaz.', en: 'This field cannot be only spaces.' },
  mismatch: { tr: 'Şifreler eşleşmiyor.', en: 'The passwords do not match.' },
  not_mobile: {
    tr: 'Lütfen 5 ile başlayan bir Türkiye cep telefonu numarası girin.',
    en: 'Please enter a Turkish mobile number starting with 5.',
  },
  too_common: {
    tr: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  six_digits: { tr: 'Doğrulama kodu 6 haneli olmalıdır.', en: 'The verification code must be 6 digits.' },
  two_digits: { tr: 'İki haneli bir sayı girin (ör. 05).', en: 'Enter two digits (e.g. 05).' },
  four_digits: { tr: 'Dört haneli bir sayı girin (ör. 1990).', en: 'Enter four digits (e.g. 1990).' },
  invalid_day: { tr: 'Gün 01 ile 31 arasında olmalıdır.', en: 'The day must be between 01 and 31.' },
  invalid_month: { tr: 'Ay 01 ile 12 arasında olmalıdır.', en: 'The month must be between 01 and 12.' },
  invalid_year: {
    tr: `Yıl ${LIMITS.register.birthYearMin} veya sonrası olmalıdır.`,
    en: `The year must be ${LIMITS.register.birthYearMin} or later.`,
  },
  invalid_date: { tr: 'Geçerli bir tarih girin.', en: 'Enter a valid date.' },
  underage: {
    tr: 'Üye olmak için en az {min} yaşında olmalısınız.',
    en: 'You must be at least {min} years old to sign up.',
    general: {
      tr: `Üye olmak için en az ${MIN_PLAYER_AGE} yaşında olmalısınız.`,
      en: `You must be at least ${MIN_PLAYER_AGE} years old to sign up.`,
    },
  },
  invalid_range: {
    tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    en: 'The start date cannot be after the end date.',
  },
  min_above_max: {
    tr: 'En çok tutar, en az tutardan küçük olamaz.',
    en: 'The maximum cannot be less than the minimum.',
  },
  contacts_min: {
    tr: 'En az bir iletişim bilgisi eklemelisiniz.',
    en: 'Add at least one contact.',
  },
  contacts_max: {
    tr: 'En fazla {max} iletişim bilgisi ekleyebilirsiniz.',
    en: 'You can add at most {max} contacts.',
    general: {
      tr: `En fazla ${LIMITS.callback.contactsMax} iletişim bilgisi ekleyebilirsiniz.`,
      en: `You can add at most ${LIMITS.callback.contactsMax} contacts.`,
    },
  },
  unknown_key: { tr: 'Bu alan kabul edilmiyor.', en: 'This field is not accepted.' },
  taken: {
    tr: 'Bu bilgi başka bir hesapta kullanılıyor.',
    en: 'This is already used by another account.',
  },
  age_not_confirmed: {
    tr: 'Kayıt olmak için 18 yaşından büyük olduğunuzu onaylayın.',
    en: 'To sign up, confirm that you are 18 or over.',
  },
  terms_not_accepted: {
    tr: "Kayıt olmak için Genel Şartlar ve Koşulları ve Gizlilik Politikası'nı kabul edin.",
    en: 'To sign up, accept the General Terms and Conditions and the Privacy Policy.',
  },
} as const satisfies Record<ValidationCode, ValidationText>

const PLACEHOLDER = /\{(min|max)\}/g

/**
 * The sentence for an error code in a language. `params` fills `{min}`/`{max}`; without them the
 * general sentence is used. An unknown code (an older or newer server) reads as "not valid".
 */
export function validationMessage(codeValue: string, locale: Locale, params: ValidationParams = {}): string {
  const entry: ValidationText = isValidationCode(codeValue)
    ? validationMessages[codeValue]
    : validationMessages.invalid_type
  const template = entry[locale]
  const missing = [...template.matchAll(PLACEHOLDER)].some((m) => params[m[1] as 'min' | 'max'] === undefined)
  if (missing) return entry.general?.[locale] ?? template.replace(PLACEHOLDER, '').replace(/\s{2,}/g, ' ')
  return template.replace(PLACEHOLDER, (_, key: 'min' | 'max') => formatNumber(params[key] as number, locale))
}

/** The sentence for one zod issue, limits included (what a form shows under the field). */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  return validationMessage(issueCode(issue), locale, issueParams(issue))
}

/** Field → sentence for a failed parse: the first issue of each field, like `toFieldErrors`. */
export function localizedFieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        out[issuePath([...issue.path, key])] ??= validationMessage('unknown_key', locale)
      continue
    }
    out[issuePath(issue.path)] ??= issueMessage(issue, locale)
  }
  return out
}
