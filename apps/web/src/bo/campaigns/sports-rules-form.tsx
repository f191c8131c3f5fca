import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  issueCode,
  sportsCampaignRulesSchema,
  validationMessage,
  type SportsCampaignKind,
  type StaffCampaign,
} from '@galata/contract'
import { boAnswer, BoApiError } from '../api/client'
import type { MessageKey } from '../i18n/dictionary'
import { useI18n } from '../i18n/i18n'

/*
 * A sports campaign's rules on /bo/campaigns (docs/sportsbook.md "Sports promotions"): the kombine
 * boost's least legs, least price a leg, percent and cap; the kupon iadesi's legs, price, cap and the
 * refund freebet's days; the freebet's least ticket price, amount and days. Parsed with the
 * contract's schema before sending, as the server parses it; saved as a new version that applies to
 * bets placed from then on. Native inputs with labels; the first invalid field takes the focus.
 */

type Field = 'minLegs' | 'minOdds' | 'percent' | 'maxBonus' | 'validDays'

const FIELDS: Record<SportsCampaignKind, { key: Field; label: MessageKey; mode: 'numeric' | 'decimal' }[]> = {
  sports_boost: [
    { key: 'minLegs', label: 'camp.rules.minLegs', mode: 'numeric' },
    { key: 'minOdds', label: 'camp.rules.minOdds', mode: 'decimal' },
    { key: 'percent', label: 'camp.rules.percent', mode: 'decimal' },
    { key: 'maxBonus', label: 'camp.rules.maxBoost', mode: 'decimal' },
  ],
  sports_refund: [
    { key: 'minLegs', label: 'camp.rules.minLegs', mode: 'numeric' },
    { key: 'minOdds', label: 'camp.rules.minOdds', mode: 'decimal' },
    { key: 'maxBonus', label: 'camp.rules.maxRefund', mode: 'decimal' },
    { key: 'validDays', label: 'camp.rules.validDays', mode: 'numeric' },
  ],
  sports_freebet: [
    { key: 'minOdds', label: 'camp.rules.minTicketOdds', mode: 'decimal' },
    { key: 'maxBonus', label: 'camp.rules.amount', mode: 'decimal' },
    { key: 'validDays', label: 'camp.rules.validDays', mode: 'numeric' },
  ],
}

export const isSportsCampaign = (c: StaffCampaign): c is StaffCampaign & { kind: SportsCampaignKind } =>
  c.kind in FIELDS

/** A number field left empty stays a string, so the schema says "required" rather than "0". */
const num = (v: string): number | string => (v.trim() === '' ? v : Number(v.replace(',', '.')))

export function SportsRulesForm({
  campaign,
  listKey,
  onClose,
}: {
  campaign: StaffCampaign & { kind: SportsCampaignKind }
  listKey: readonly unknown[]
  onClose: (message: string | null) => void
}) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const fields = FIELDS[campaign.kind]
  const [draft, setDraft] = useState<Record<Field, string>>({
    minLegs: String(campaign.minLegs ?? ''),
    minOdds: String(campaign.minOdds ?? ''),
    percent: String(campaign.percent),
    maxBonus: String(campaign.maxBonus),
    validDays: String(campaign.validDays),
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const base = useId()
  const id = (k: Field) => `${base}-${k}`
  const titleRef = useRef<HTMLHeadingElement>(null)
  // Opened from a row's button: the form's heading takes the focus, so a keyboard user is in it.
  useEffect(() => titleRef.current?.focus(), [])
  const save = useMutation({
    mutationFn: (body: unknown) =>
      boAnswer('backoffice/campaigns/:id/sports-rules', {
        method: 'PUT',
        params: { id: campaign.id },
        body: body as never,
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: listKey })
      onClose(answer.message)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body: Record<string, unknown> = { kind: campaign.kind }
    for (const f of fields) body[f.key] = num(draft[f.key])
    const parsed = sportsCampaignRulesSchema.safeParse(body)
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? fields[0]!.key) as Field
        next[key] ??= validationMessage(issueCode(issue), locale)
      }
      setErrors(next)
      const first = fields.find((f) => next[f.key])
      if (first) document.getElementById(id(first.key))?.focus()
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }
  const serverError = save.error instanceof BoApiError ? save.error : null
  const titleId = `${base}-title`
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('camp.rules.title', { code: campaign.code })}
      </h2>
      <p className="bo-dim">{t('camp.rules.note')}</p>
      {fields.map((f) => (
        <div className="bo-field" key={f.key}>
          <label htmlFor={id(f.key)}>{t(f.label)}</label>
          <input
            id={id(f.key)}
            name={f.key}
            type="text"
            inputMode={f.mode}
            value={draft[f.key]}
            onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={errors[f.key] ? `${id(f.key)}-err` : undefined}
          />
          {errors[f.key] ? (
            <span id={`${id(f.key)}-err`} className="bo-error">
              {errors[f.key]}
            </span>
          ) : null}
        </div>
      ))}
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={save.isPending}>
          {t('camp.rules.save')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={() => onClose(null)}>
          {t('camp.cancel')}
        </button>
      </div>
      {serverError ? (
        <p className="bo-error" role="alert">
          {serverError.message}
        </p>
      ) : null}
    </form>
  )
}
