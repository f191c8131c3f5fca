import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import { composeBirthDate, DEFAULTS, registerSchema } from '@galata/contract'
import { isCompletePhone } from '../../../shared/forms/mask'

/** What the sign-up form holds: the register fields of spec §3 as typed, and the ticks. */
export interface RegisterFormValues {
  name: string
  surname: string
  username: string
  email: string
  /** Digits with the 90 prefix (the mask shows ten digits after +90). */
  phone: string
  birthDateDay: string
  birthDateMonth: string
  birthDateYear: string
  password: string
  password2: string
  /** The trial-bonus box; only offered when the bootstrap's trialBonusAmount is above 0. */
  trialBonus: boolean
  /**
   * docs/content.md: the 18+ declaration and the terms (general terms and privacy), both required and sent.
   */
  ageConfirmed: boolean
  termsAccepted: boolean
  /** docs/content.md: the separate, unticked marketing consent. */
  marketingConsent: boolean
}

/** What the form knows besides its fields, passed to the resolver as react-hook-form context. */
export interface RegisterContext {
  countryId: number
  refId: number | null
  trialOffered: boolean
  messages: { phoneIncomplete: string }
}

/** The body of `POST auth/register` (spec §3, §7). */
export interface RegisterBody {
  name: string
  surname: string
  username: string
  email: string
  phone: string
  country: number
  currencyId: number
  birthDate: string
  birthDateDay: string
  birthDateMonth: string
  birthDateYear: string
  trialBonus?: 1
  password: string
  password2: string
  refId?: number
  ageConfirmed: true
  termsAccepted: true
  marketingConsent: boolean
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
  password: '',
  password2: '',
  trialBonus: false,
  ageConfirmed: false,
  termsAccepted: false,
  marketingConsent: false,
}

/**
 * The payload of spec §3: the hidden country (Türkiye by default) and currency 1, the birth date
 * built year-month-day from the three boxes, `trialBonus: 1` only when offered and ticked (left out
 * otherwise), and `refId` only when a referral link left one.
 */
export function buildRegisterBody(values: RegisterFormValues, context: RegisterContext): RegisterBody {
  return {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    country: context.countryId,
    currencyId: DEFAULTS.currencyId,
    birthDate: composeBirthDate(values),
    birthDateDay: values.birthDateDay,
    birthDateMonth: values.birthDateMonth,
    birthDateYear: values.birthDateYear,
    ...(context.trialOffered && values.trialBonus ? { trialBonus: 1 as const } : {}),
    password: values.password,
    password2: values.password2,
    ...(context.refId !== null ? { refId: context.refId } : {}),
    // Typed as the request: a false box never leaves the form, the contract's schema in the
    // resolver refuses it first (and the server would too).
    ageConfirmed: values.ageConfirmed as true,
    termsAccepted: values.termsAccepted as true,
    marketingConsent: values.marketingConsent,
  }
}

const schemaResolver = zodResolver(registerSchema)

/** Valid stand-ins for every field but the date, to ask the contract about the date alone. */
const DATE_PROBE = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'probe1',
  email: 'probe@example.com',
  phone: '905321234567',
  country: DEFAULTS.countryId,
  currencyId: DEFAULTS.currencyId,
  password: 'Probe-1453',
  password2: 'Probe-1453',
  ageConfirmed: true,
  termsAccepted: true,
}

/**
 * The date-level code (`underage`, `invalid_date`) of the contract for the three boxes. The schema
 * checks the date as a whole only once the rest of the body parses, but a player who leaves the year
 * box should hear about it at once, not after filling in everything else.
 */
function dateLevelCode(values: RegisterFormValues): string | null {
  const probe = registerSchema.safeParse({
    ...DATE_PROBE,
    birthDateDay: values.birthDateDay,
    birthDateMonth: values.birthDateMonth,
    birthDateYear: values.birthDateYear,
  })
  if (probe.success) return null
  const issue = probe.error.issues.find((i) => i.path[0] === 'birthDate')
  return issue ? issue.message : null
}

/**
 * The contract's register schema run on the payload the form would send, so the browser refuses
 * exactly what the server refuses (names, username, e-mail, 18+...). Date-level errors (`underage`,
 * `invalid_date`) belong to the three boxes together and are shown under the year, the box that
 * decides them. The form adds the one rule only it has: a full phone mask. The 18+ declaration and
 * the terms are the contract's (docs/content.md), so the server refuses a body without them too.
 */
export const registerResolver: Resolver<RegisterFormValues, RegisterContext, RegisterBody> = async (
  values,
  context,
  options,
) => {
  const ctx: RegisterContext = context ?? {
    countryId: DEFAULTS.countryId,
    refId: null,
    trialOffered: false,
    messages: { phoneIncomplete: 'invalid_format' },
  }
  const body = buildRegisterBody(values, ctx)
  const result = await schemaResolver(body, undefined, {
    ...options,
    names: undefined,
  } as unknown as Parameters<typeof schemaResolver>[2])
  const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) }
  const dateError = errors.birthDate
  delete errors.birthDate
  if (dateError && !errors.birthDateYear) errors.birthDateYear = dateError
  if (!errors.birthDateDay && !errors.birthDateMonth && !errors.birthDateYear) {
    const code = dateLevelCode(values)
    if (code) errors.birthDateYear = { type: code, message: code }
  }
  if (values.phone && !isCompletePhone(values.phone)) {
    errors.phone = { type: 'custom', message: ctx.messages.phoneIncomplete }
  }
  // Fields the player never types (country, currency, refId) cannot be shown; the server says it.
  for (const key of Object.keys(errors)) if (!(key in EMPTY_REGISTER_FORM)) delete errors[key]
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<RegisterFormValues> }
  return { values: body, errors: {} }
}
