import { z } from 'zod'
import { DEFAULTS, LIMITS, MIN_PLAYER_AGE } from './constants.js'
import {
  code,
  email,
  id,
  isCalendarDate,
  literal,
  newPassword,
  password,
  personName,
  phone,
  requiredString,
  strictBody,
  text,
  typeError,
  username,
  whenValid,
  withMatch,
} from './rules.js'

// ---------------------------------------------------------------------------------------------
// POST auth/login

/**
 * The user name follows the registration rule (docs/security.md): SQL's `lower()` and JavaScript's
 * `toLowerCase()` disagree outside ASCII (`İ`), so any other spelling could reach an account
 * past a limit kept for it. A name that could never have been registered is refused with 400.
 */
export const loginSchema = strictBody({
  username: username(LIMITS.login.usernameMin, LIMITS.login.usernameMax),
  password: text(LIMITS.login.passwordMin, LIMITS.login.passwordMax),
  /**
   * "Beni hatırla" / "Remember me": a 30-day session instead of the normal one; withdrawals and
   * changes of password, e-mail or limits then ask the password again once the login is older than
   * the normal lifetime (docs/accounts.md "Remembered sessions", SESSION_LIFETIMES).
   */
  remember: z.boolean({ error: typeError() }).optional(),
})
export type LoginRequest = z.output<typeof loginSchema>

// ---------------------------------------------------------------------------------------------
// POST auth/register

/** `YYYY-MM-DD` from the three inputs of the form (spec §3: "year-month-day built from day, month, year"). */
export function composeBirthDate(parts: {
  birthDateDay: string
  birthDateMonth: string
  birthDateYear: string
}) {
  return `${parts.birthDateYear}-${parts.birthDateMonth}-${parts.birthDateDay}`
}

/**
 * True when someone born on the given date is at least `minAge` on `now`'s UTC calendar date. A
 * 29 February birthday comes of age on 1 March in common years, never on 28 February. UTC runs
 * behind Turkey (UTC+3), so the check never admits a Turkish player before their birthday.
 */
export function isOfAge(
  birth: { year: number; month: number; day: number },
  now: Date,
  minAge = MIN_PLAYER_AGE,
) {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() + 1
  const d = now.getUTCDate()
  const comingOfAgeYear = birth.year + minAge
  if (comingOfAgeYear !== y) return comingOfAgeYear < y
  if (birth.month !== m) return birth.month < m
  return birth.day <= d
}

const birthDay = requiredString()
  .regex(/^\d{2}$/, code('two_digits'))
  .refine((v) => Number(v) >= 1 && Number(v) <= 31, code('invalid_day'))
const birthMonth = requiredString()
  .regex(/^\d{2}$/, code('two_digits'))
  .refine((v) => Number(v) >= 1 && Number(v) <= 12, code('invalid_month'))
const birthYear = requiredString()
  .regex(/^\d{4}$/, code('four_digits'))
  .refine((v) => Number(v) >= LIMITS.register.birthYearMin, code('invalid_year'))

/**
 * The version of the general terms and privacy notice a player accepts at sign-up (docs/content.md),
 * stored with the acceptance. Raise it when the texts change in substance: the date of the terms.
 */
export const TERMS_VERSION = '2025-09-01'

/** A box the player must tick: only `true` passes; missing or false answers `code`. */
const mustTick = (c: 'age_not_confirmed' | 'terms_not_accepted') => z.literal(true, { error: () => c })

const registerFields = strictBody({
  name: personName(),
  surname: personName(),
  username: username(),
  email: email(),
  phone: phone(),
  /** Hidden on the form and preset to Türkiye (spec §2). */
  country: id().default(DEFAULTS.countryId),
  currencyId: id().default(DEFAULTS.currencyId),
  /** Optional on input because the form composes it; when sent it must agree with the three parts. */
  birthDate: requiredString().optional(),
  birthDateDay: birthDay,
  birthDateMonth: birthMonth,
  birthDateYear: birthYear,
  /** 1 when the player ticked the trial bonus; the form leaves it out when the offer is off. */
  trialBonus: literal(0, 1).default(0),
  password: newPassword(LIMITS.register.passwordMin, LIMITS.register.passwordMax),
  password2: password(LIMITS.register.passwordMin, LIMITS.register.passwordMax),
  /** Referral id from local storage, when the player arrived through a referral link. */
  refId: id().optional(),
  // docs/content.md: the declarations of the sign-up form, recorded with the time and TERMS_VERSION.
  /** "I am 18 or over": required, on top of the birth date. */
  ageConfirmed: mustTick('age_not_confirmed'),
  /** General terms and privacy notice accepted: required. */
  termsAccepted: mustTick('terms_not_accepted'),
  /** Campaign and bonus messages by SMS / e-mail: a separate opt-in, off unless ticked. */
  marketingConsent: z.boolean({ error: typeError() }).default(false),
})

/**
 * Registration with the date rules evaluated against `now` (a date, or a clock read at every parse
 * so a long-running server never ages a stale "today"). Date-level errors (`invalid_date`,
 * `underage`) are reported under `birthDate`, the group of the three inputs.
 */
export function makeRegisterSchema(now: Date | (() => Date) = () => new Date()) {
  const today = typeof now === 'function' ? now : () => now
  return withMatch(registerFields, 'password', 'password2')
    .superRefine(
      (value, ctx) => {
        const birth = {
          year: Number(value.birthDateYear),
          month: Number(value.birthDateMonth),
          day: Number(value.birthDateDay),
        }
        const composed = composeBirthDate(value)
        if (!isCalendarDate(birth.year, birth.month, birth.day)) {
          ctx.addIssue({ code: 'custom', message: 'invalid_date', path: ['birthDate'], input: composed })
        } else if (value.birthDate !== undefined && value.birthDate !== composed) {
          ctx.addIssue({
            code: 'custom',
            message: 'invalid_date',
            path: ['birthDate'],
            input: value.birthDate,
          })
        } else if (!isOfAge(birth, today())) {
          ctx.addIssue({
            code: 'custom',
            message: 'underage',
            path: ['birthDate'],
            input: composed,
            params: { min: MIN_PLAYER_AGE },
          })
        }
      },
      { when: whenValid('birthDate', 'birthDateDay', 'birthDateMonth', 'birthDateYear') },
    )
    .transform((value) => ({ ...value, birthDate: composeBirthDate(value) }))
}

export const registerSchema = makeRegisterSchema()
/** What the form holds (defaults not yet applied, `birthDate` optional). */
export type RegisterInput = z.input<typeof registerSchema>
/** What the server receives after parsing: defaults applied and `birthDate` always set. */
export type RegisterRequest = z.output<typeof registerSchema>

// ---------------------------------------------------------------------------------------------
// Password recovery: POST auth/sendresetpassword → auth/checkresetcode → auth/changepasswordwithcode

const recoveryUsername = username(LIMITS.recovery.usernameMin, LIMITS.recovery.usernameMax)
const recoveryCode = text(LIMITS.recovery.codeMin, LIMITS.recovery.codeMax)

export const sendResetPasswordSchema = strictBody({ username: recoveryUsername })
export type SendResetPasswordRequest = z.output<typeof sendResetPasswordSchema>

export const checkResetCodeSchema = strictBody({ code: recoveryCode, username: recoveryUsername })
export type CheckResetCodeRequest = z.output<typeof checkResetCodeSchema>

export const changePasswordWithCodeSchema = withMatch(
  strictBody({
    password: newPassword(LIMITS.recovery.passwordMin, LIMITS.recovery.passwordMax),
    password2: password(LIMITS.recovery.passwordMin, LIMITS.recovery.passwordMax),
    username: recoveryUsername,
    code: recoveryCode,
  }),
  'password',
  'password2',
)
export type ChangePasswordWithCodeRequest = z.output<typeof changePasswordWithCodeSchema>

// ---------------------------------------------------------------------------------------------
// Responses

/** The logged-in session (spec §3 authData), answered by login and register. */
export const sessionSchema = z.object({
  /** Opaque bearer token for `Authorization` and the hub's `access_token`. */
  token: z.string(),
  /** Cash balance in the player's currency, two decimals. */
  balance: z.number(),
  username: z.string(),
  /** The short public code shown under the user name and quoted to support. */
  usercode: z.string(),
  /** Sportsbook (Betsy) customer id; null while the sportsbook is not linked. */
  betsyCid: z.string().nullable(),
  /** Sportsbook (Betsy) frame URL for this player. */
  betsyUrl: z.string().nullable(),
  betsyToken: z.string().nullable(),
  /** Alternate sportsbook (Betco, /spor/betco) token and frame URL. */
  betcoToken: z.string().nullable(),
  betcoUrl: z.string().nullable(),
  /** Digits with the country prefix (90…). */
  phone: z.string(),
  /** True once the phone passed SMS verification. */
  smsVerified: z.boolean(),
  /** A "remember me" session (docs/accounts.md "Remembered sessions"); false for registration. */
  remember: z.boolean().optional(),
  /** When the session ends at the latest (ISO instant): the browser forgets it then. */
  expiresAt: z.string().optional(),
})
export type Session = z.infer<typeof sessionSchema>

/** What the browser keeps under `authData`: the session plus the device fingerprint it sends. */
export const authDataSchema = sessionSchema.extend({ fingerprint: z.string() })
export type AuthData = z.infer<typeof authDataSchema>

/** GET auth/form: what the registration form needs from the server. */
export const countrySchema = z.object({
  id: z.number(),
  /** Country name in the request's language. */
  name: z.string(),
})
export type Country = z.infer<typeof countrySchema>

export const registerFormDataSchema = z.object({ countries: z.array(countrySchema) })
export type RegisterFormData = z.infer<typeof registerFormDataSchema>
