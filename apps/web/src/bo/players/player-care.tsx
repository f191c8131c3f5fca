import { useQueryClient } from '@tanstack/react-query'
import {
  PLAYER_STATUSES,
  RG_TIMEOUT_PERIODS,
  type BackofficePlayer,
  type PlayerBlocks,
  type PlayerBlocksRequest,
} from '@galata/contract'
import { boAnswer, boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { ChoiceForm, ConfirmButton, Panel, useAct } from './act'
import { BonusGrantForm, CorrectionForm } from './four-eyes-forms'
import { listName } from './player-lists'

/*
 * The player page's acts (docs/backoffice.md "The player page", "Blocks", "Account care"): the
 * account's status, a time-out on the player's request, the blocks of deposits, withdrawals and
 * bets, the account-care buttons and the two four-eyes forms — each shown to a role that may use it.
 */

export function PlayerActs({ player }: { player: BackofficePlayer }) {
  const can = useCan()
  const id = player.profile.id
  return (
    <div className="bo-grid">
      {can('players.status') ? <StatusForm player={player} /> : null}
      {can('rg.protect') ? <TimeoutForm playerId={id} /> : null}
      {can('players.block') ? <BlocksForm player={player} /> : null}
      {can('players.account') ? <AccountCare playerId={id} /> : null}
      {can('corrections.file') ? <CorrectionForm playerId={id} /> : null}
      {can('bonuses.grant') ? <BonusGrantForm playerId={id} /> : null}
    </div>
  )
}

/** True when the member may use one of the acts above (else the tab is left out). */
export function hasActs(can: ReturnType<typeof useCan>): boolean {
  return (
    [
      'players.status',
      'rg.protect',
      'players.block',
      'players.account',
      'corrections.file',
      'bonuses.grant',
    ] as const
  ).some(can)
}

const DOORS = ['deposits', 'withdrawals', 'bets'] as const

function StatusForm({ player }: { player: BackofficePlayer }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const id = player.profile.id
  const act = useAct(
    ({ choice, reason }: { choice: string; reason: string }) =>
      boCall('backoffice/players/:id/status', {
        params: { id },
        body: { status: choice as (typeof PLAYER_STATUSES)[number], reason },
      }),
    (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'player', String(id)], exact: true })
      return t('status.done', { status: t(`status.${result.status}`) })
    },
  )
  return (
    <ChoiceForm
      title={t('status.change')}
      choiceLabel={t('status.new')}
      options={PLAYER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      initial={player.profile.status === 'active' ? 'suspended' : 'active'}
      submitLabel={t('status.submit')}
      act={act}
    />
  )
}

export function TimeoutForm({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const act = useAct(
    ({ choice, reason }: { choice: string; reason: string }) =>
      boCall('backoffice/players/:id/rg/timeout', {
        params: { id: playerId },
        body: { period: choice as (typeof RG_TIMEOUT_PERIODS)[number], reason },
      }),
    (result) => {
      queryClient.setQueryData(['bo', 'player', String(playerId), 'rg'], result)
      return t('timeout.done')
    },
  )
  return (
    <ChoiceForm
      title={t('timeout.title')}
      choiceLabel={t('timeout.period')}
      options={RG_TIMEOUT_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      initial={RG_TIMEOUT_PERIODS[0]}
      submitLabel={t('timeout.submit')}
      act={act}
    />
  )
}

/** The blocks in force in words ("Withdrawals, bets"), or "none". */
export function useBlocksText() {
  const { t } = useI18n()
  return (blocks: PlayerBlocks) => {
    const on = DOORS.filter((d) => blocks[d]).map((d) => t(`blocks.${d}`))
    return on.length ? on.join(', ') : t('blocks.none')
  }
}

/**
 * One door at a time, on or off, with the reason the audit row keeps: a choice like the page's
 * other acts ("Block withdrawals", "Lift the withdrawal block"); the blocks in force above it.
 */
function BlocksForm({ player }: { player: BackofficePlayer }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const blocksText = useBlocksText()
  const id = player.profile.id
  const { blocks } = player
  // One door a choice; it turns the door's block the other way from what is in force now.
  const act = useAct(
    ({ choice, reason }: { choice: string; reason: string }) => {
      const door = choice as (typeof DOORS)[number]
      const body: PlayerBlocksRequest = { reason }
      body[door] = !blocks[door]
      return boCall('backoffice/players/:id/blocks', { params: { id }, body, method: 'PUT' })
    },
    (result) => {
      queryClient.setQueryData<BackofficePlayer>(['bo', 'player', String(id)], (old) =>
        old ? { ...old, blocks: result } : old,
      )
      return t('blocks.done', { blocks: blocksText(result) })
    },
  )
  const options = DOORS.map((d) => ({ value: d, label: t(`blocks.${blocks[d] ? 'lift' : 'set'}.${d}`) }))
  return (
    <ChoiceForm
      title={t('blocks.title')}
      choiceLabel={t('blocks.change')}
      options={options}
      initial={options[1]!.value}
      submitLabel={t('blocks.submit')}
      act={act}
      testId="blocks-form"
    >
      <p data-testid="blocks-now">{t('blocks.now', { blocks: blocksText(blocks) })}</p>
    </ChoiceForm>
  )
}

/** Ending the sessions, the reset e-mail and the phone code again: each asks first, then says what happened. */
function AccountCare({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const params = { id: playerId }
  const end = useAct(
    () => boCall('backoffice/players/:id/sessions/end', { params, body: {} }),
    (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', listName(playerId, 'sessions')] })
      return t('care.ended', { n: result.sessionsEnded })
    },
  )
  // These two answer no data: the server's message says what was sent.
  const reset = useAct(
    () => boAnswer('backoffice/players/:id/password-reset', { params, body: {} }),
    (answer) => answer.message || t('care.sent'),
  )
  const code = useAct(
    () => boAnswer('backoffice/players/:id/verification/resend', { params, body: {} }),
    (answer) => answer.message || t('care.sent'),
  )
  return (
    <Panel title={t('care.title')} testId="account-care">
      <ConfirmButton label={t('care.end')} question={t('care.endAsk')} act={end} />
      <ConfirmButton label={t('care.reset')} question={t('care.resetAsk')} act={reset} />
      <ConfirmButton label={t('care.code')} question={t('care.codeAsk')} act={code} />
    </Panel>
  )
}
