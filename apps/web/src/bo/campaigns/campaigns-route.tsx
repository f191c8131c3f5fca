import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CAMPAIGN_KINDS,
  campaignCreateSchema,
  campaignVersionSchema,
  formatNumber,
  issueCode,
  validationMessage,
  type CampaignEngineKind,
  type StaffCampaign,
} from '@galata/contract'
import { boAnswer, boCall, BoApiError } from '../api/client'
import type { MessageKey } from '../i18n/dictionary'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { isSportsCampaign, SportsRulesForm } from './sports-rules-form'

/*
 * /bo/campaigns (docs/backoffice.md "Campaigns"): every bonus campaign with its status, kind, dates
 * and liability (the unreleased bonus money of its active bonuses); CRM and admin create one, save a
 * new version (claimed bonuses keep theirs) and enable or disable it; a sports campaign's rules have
 * their own form (sports-rules-form.tsx). The form parses with the
 * contract's schema, as the server does, so both refuse the same input in the same words.
 */

const LIST_KEY = ['bo', 'campaigns'] as const

interface Draft {
  code: string
  /** A sports campaign is edited in SportsRulesForm (docs/sportsbook.md "Sports promotions"). */
  kind: StaffCampaign['kind']
  titleTr: string
  titleEn: string
  termsTr: string
  termsEn: string
  percent: string
  maxBonus: string
  minBase: string
  wageringMultiplier: string
  validDays: string
  claimDays: string
  startsAt: string
  endsAt: string
}

const EMPTY: Draft = {
  code: '',
  kind: 'reload',
  titleTr: '',
  titleEn: '',
  termsTr: '',
  termsEn: '',
  percent: '',
  maxBonus: '',
  minBase: '',
  wageringMultiplier: '',
  validDays: '',
  claimDays: '',
  startsAt: '',
  endsAt: '',
}

function draftOf(c: StaffCampaign): Draft {
  return {
    code: c.code,
    kind: c.kind,
    titleTr: c.title.tr,
    titleEn: c.title.en,
    termsTr: c.terms.tr,
    termsEn: c.terms.en,
    percent: String(c.percent),
    maxBonus: String(c.maxBonus),
    minBase: String(c.minBase),
    wageringMultiplier: String(c.wageringMultiplier),
    validDays: String(c.validDays),
    claimDays: String(c.claimDays),
    startsAt: c.startsAt?.slice(0, 10) ?? '',
    endsAt: c.endsAt?.slice(0, 10) ?? '',
  }
}

/** A number field left empty stays a string, so the schema says "required" rather than "0". */
const num = (v: string): number | string => (v.trim() === '' ? v : Number(v.replace(',', '.')))

function bodyOf(d: Draft) {
  return {
    kind: d.kind,
    title: { tr: d.titleTr, en: d.titleEn },
    terms: { tr: d.termsTr, en: d.termsEn },
    percent: num(d.percent),
    maxBonus: num(d.maxBonus),
    minBase: num(d.minBase),
    wageringMultiplier: num(d.wageringMultiplier),
    validDays: num(d.validDays),
    claimDays: num(d.claimDays),
    startsAt: d.startsAt || null,
    endsAt: d.endsAt || null,
  }
}

/** A price as the desk reads it: 1,30 in Turkish, 1.30 in English. */
const oddsText = (odds: number, locale: 'tr' | 'en') => formatNumber(odds, locale, { decimals: 2 })

/** The form's field for an issue path (`title.tr` → titleTr). */
function fieldOf(path: readonly PropertyKey[]): keyof Draft {
  const [head, sub] = path.map(String)
  if ((head === 'title' || head === 'terms') && (sub === 'tr' || sub === 'en'))
    return `${head}${sub === 'tr' ? 'Tr' : 'En'}` as keyof Draft
  return (head ?? 'code') as keyof Draft
}

export default function CampaignsRoute() {
  const { t, money, dateTime, locale } = useI18n()
  const can = useCan()
  const mayEdit = can('campaigns.edit')
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<StaffCampaign | 'new' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => boCall('backoffice/campaigns') })
  const toggle = useMutation({
    mutationFn: (c: StaffCampaign) =>
      boAnswer(c.enabled ? 'backoffice/campaigns/:id/disable' : 'backoffice/campaigns/:id/enable', {
        params: { id: c.id },
        body: {},
      }),
    onSuccess: (answer) => {
      setDone(answer.message)
      void queryClient.invalidateQueries({ queryKey: LIST_KEY })
    },
  })

  return (
    <section className="bo-page">
      <h1>{t('camp.title')}</h1>
      <p className="bo-dim">{t('camp.intro')}</p>
      {mayEdit && editing === null ? (
        <p>
          <button type="button" className="bo-button" onClick={() => setEditing('new')}>
            {t('camp.new')}
          </button>
        </p>
      ) : null}
      {done ? (
        <p className="bo-ok" role="status">
          {done}
        </p>
      ) : null}
      {toggle.error instanceof BoApiError ? (
        <p className="bo-error" role="alert">
          {toggle.error.message}
        </p>
      ) : null}
      {editing !== null && editing !== 'new' && isSportsCampaign(editing) ? (
        <SportsRulesForm
          key={editing.id}
          campaign={editing}
          listKey={LIST_KEY}
          onClose={(message) => {
            setEditing(null)
            if (message) setDone(message)
          }}
        />
      ) : editing !== null ? (
        <CampaignForm
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? null : editing}
          onClose={(message) => {
            setEditing(null)
            if (message) setDone(message)
          }}
        />
      ) : null}
      {list.isError ? (
        <p className="bo-error" role="alert">
          {list.error instanceof BoApiError ? list.error.message : t('camp.loadError')}
        </p>
      ) : null}
      <table className="bo-table" data-testid="campaigns-table">
        <caption>{t('camp.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('camp.col.name')}</th>
            <th scope="col">{t('camp.col.kind')}</th>
            <th scope="col">{t('camp.col.status')}</th>
            <th scope="col">{t('camp.col.dates')}</th>
            <th scope="col">{t('camp.col.figures')}</th>
            <th scope="col">{t('camp.col.liability')}</th>
            <th scope="col">{t('camp.col.version')}</th>
            {mayEdit ? <th scope="col">{t('camp.col.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((c) => (
            <tr key={c.id} data-code={c.code}>
              <td>
                {c.title[locale]}
                <br />
                <span className="bo-dim">{c.code}</span>
              </td>
              <td>{t(`camp.kind.${c.kind}` as MessageKey)}</td>
              <td data-testid="campaign-status">{c.enabled ? t('camp.enabled') : t('camp.disabled')}</td>
              <td>
                {c.startsAt || c.endsAt
                  ? t('camp.range', { from: dateTime(c.startsAt), to: dateTime(c.endsAt) })
                  : t('camp.noDates')}
              </td>
              <td>
                {t('camp.figures', {
                  percent: c.percent,
                  max: money(c.maxBonus),
                  min: money(c.minBase),
                  times: c.wageringMultiplier,
                  days: c.validDays,
                })}
                {c.minOdds !== null ? (
                  <>
                    <br />
                    <span data-testid="campaign-leg-rules">
                      {c.minLegs !== null
                        ? t('camp.legRules', { legs: c.minLegs, odds: oddsText(c.minOdds, locale) })
                        : t('camp.ticketOdds', { odds: oddsText(c.minOdds, locale) })}
                    </span>
                  </>
                ) : null}
              </td>
              <td>
                {money(c.liability)}
                <br />
                <span className="bo-dim">{t('camp.activeBonuses', { n: c.activeBonuses })}</span>
              </td>
              <td>{c.version}</td>
              {mayEdit ? (
                <td>
                  <div className="bo-actions">
                    <button type="button" className="bo-button bo-ghost" onClick={() => setEditing(c)}>
                      {t('camp.edit', { code: c.code })}
                    </button>
                    <button
                      type="button"
                      className="bo-button"
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(c)}
                    >
                      {c.enabled ? t('camp.disable', { code: c.code }) : t('camp.enable', { code: c.code })}
                    </button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function CampaignForm({
  campaign,
  onClose,
}: {
  campaign: StaffCampaign | null
  onClose: (message: string | null) => void
}) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<Draft>(campaign ? draftOf(campaign) : EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const base = useId()
  const id = (k: keyof Draft) => `${base}-${k}`
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      campaign
        ? boAnswer('backoffice/campaigns/:id', {
            method: 'PUT',
            params: { id: campaign.id },
            body: body as never,
          })
        : boAnswer('backoffice/campaigns create', { body: { ...body, code: draft.code } as never }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY })
      onClose(answer.message)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = bodyOf(draft)
    const parsed = campaign
      ? campaignVersionSchema.safeParse(body)
      : campaignCreateSchema.safeParse({ ...body, code: draft.code })
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {}
      for (const issue of parsed.error.issues)
        next[fieldOf(issue.path)] ??= validationMessage(issueCode(issue), locale)
      setErrors(next)
      return
    }
    setErrors({})
    save.mutate(body)
  }
  const serverError = save.error instanceof BoApiError ? save.error : null
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value })
  const field = (k: keyof Draft, label: MessageKey, type = 'text', extra: Record<string, unknown> = {}) => (
    <div className="bo-field">
      <label htmlFor={id(k)}>{t(label)}</label>
      {type === 'textarea' ? (
        <textarea
          id={id(k)}
          rows={3}
          value={draft[k]}
          onChange={set(k)}
          aria-invalid={errors[k] ? true : undefined}
          aria-describedby={errors[k] ? `${id(k)}-err` : undefined}
        />
      ) : (
        <input
          id={id(k)}
          type={type}
          value={draft[k]}
          onChange={set(k)}
          aria-invalid={errors[k] ? true : undefined}
          aria-describedby={errors[k] ? `${id(k)}-err` : undefined}
          {...extra}
        />
      )}
      {errors[k] ? (
        <span id={`${id(k)}-err`} className="bo-error">
          {errors[k]}
        </span>
      ) : null}
    </div>
  )
  const titleId = `${base}-title`
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>{campaign ? t('camp.editTitle', { code: campaign.code }) : t('camp.newTitle')}</h2>
      {campaign ? <p className="bo-dim">{t('camp.versionNote', { version: campaign.version + 1 })}</p> : null}
      {campaign ? null : field('code', 'camp.f.code', 'text', { autoComplete: 'off', spellCheck: false })}
      <div className="bo-field">
        <label htmlFor={id('kind')}>{t('camp.f.kind')}</label>
        <select
          id={id('kind')}
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as CampaignEngineKind })}
        >
          {CAMPAIGN_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`camp.kind.${k}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      {field('titleTr', 'camp.f.titleTr')}
      {field('titleEn', 'camp.f.titleEn')}
      {field('percent', 'camp.f.percent', 'text', { inputMode: 'decimal' })}
      {field('maxBonus', 'camp.f.maxBonus', 'text', { inputMode: 'decimal' })}
      {field('minBase', 'camp.f.minBase', 'text', { inputMode: 'decimal' })}
      {field('wageringMultiplier', 'camp.f.wagering', 'text', { inputMode: 'numeric' })}
      {field('validDays', 'camp.f.validDays', 'text', { inputMode: 'numeric' })}
      {field('claimDays', 'camp.f.claimDays', 'text', { inputMode: 'numeric' })}
      {field('startsAt', 'camp.f.startsAt', 'date')}
      {field('endsAt', 'camp.f.endsAt', 'date')}
      {field('termsTr', 'camp.f.termsTr', 'textarea')}
      {field('termsEn', 'camp.f.termsEn', 'textarea')}
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={save.isPending}>
          {t('camp.save')}
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
