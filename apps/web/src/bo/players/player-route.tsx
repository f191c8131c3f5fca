import type { ComponentProps } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { playerTagLabels, type BackofficePlayer } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { Item, Panel } from './act'
import { hasActs, PlayerActs, useBlocksText } from './player-care'
import { DocumentsSection } from './player-documents'
import { DuplicateList, GameList, LedgerList, PaymentList, SessionList, TicketList } from './player-lists'
import { NotesSection } from './player-notes'
import { RgSection } from './player-rg'
import { Tabs } from './tabs'

/*
 * One player (docs/backoffice.md "The player page", "The console (/bo)"): what GET
 * backoffice/players/:id answers — profile, balances, tags, blocks and the responsible-gaming state
 * when the role reads it — above tabs that keep the page dense: the acts the member's role may use,
 * then the lists (a page at a time from their own routes), notes and tags, responsible gaming, and
 * consents and documents. The open tab is in the address (`?tab=notes`), so a reload or a link keeps it.
 */
export default function PlayerRoute() {
  const { id = '' } = useParams()
  const { t, dateTime, money, locale } = useI18n()
  const can = useCan()
  const blocksText = useBlocksText()
  const [params, setParams] = useSearchParams()
  const player = useQuery({
    queryKey: ['bo', 'player', id],
    queryFn: () => boCall('backoffice/players/:id', { params: { id } }),
    staleTime: 0,
  })
  const rg = useQuery({
    queryKey: ['bo', 'player', id, 'rg'],
    queryFn: () => boCall('backoffice/players/:id/rg', { params: { id } }),
    enabled: can('rg.view'),
  })

  if (player.isPending)
    return (
      <p role="status" className="bo-page">
        {t('app.loading')}
      </p>
    )
  if (player.isError)
    return (
      <section className="bo-page">
        <h1>{t('players.title')}</h1>
        <p className="bo-error" role="alert">
          {player.error.message}
        </p>
        <Link to="/bo/players">{t('player.back')}</Link>
      </section>
    )

  const { profile, balances, tags, blocks } = player.data
  const timeout = rg.data?.state.timeout ?? null
  const exclusion = rg.data?.state.selfExclusion ?? null
  const tabs = TAB_KEYS.filter((k) => tabAllowed(k, can)).map((key) => ({ key, label: t(`tab.${key}`) }))
  const asked = params.get('tab') as TabKey | null
  const tab = asked && tabs.some((x) => x.key === asked) ? asked : tabs[0]!.key
  const select = (key: TabKey) =>
    setParams(
      (p) => {
        p.set('tab', key)
        return p
      },
      { replace: true },
    )
  return (
    <section className="bo-page">
      <p>
        <Link to="/bo/players">{t('player.back')}</Link>
      </p>
      <h1>{t('player.title', { name: `${profile.username} (#${profile.id})` })}</h1>
      <div className="bo-grid">
        <Panel title={t('player.profile')}>
          <dl className="bo-dl">
            <Item label={t('col.name')}>{`${profile.name} ${profile.surname}`}</Item>
            <Item label={t('col.usercode')}>{profile.usercode}</Item>
            <Item label={t('col.email')}>{profile.email ?? '—'}</Item>
            <Item label={t('col.phone')}>{profile.phone}</Item>
            <Item label={t('player.phoneVerified')}>
              {t(profile.phoneVerified ? 'player.yes' : 'player.no')}
            </Item>
            <Item label={t('player.birthDate')}>{profile.birthDate ?? '—'}</Item>
            <Item label={t('col.status')}>
              <span className={`bo-status bo-status-${profile.status}`} data-testid="player-status">
                {t(`status.${profile.status}`)}
              </span>
            </Item>
            <Item label={t('player.marketing')}>
              {t(profile.marketingConsent ? 'player.yes' : 'player.no')}
            </Item>
            <Item label={t('col.created')}>{dateTime(profile.createdAt)}</Item>
          </dl>
        </Panel>
        <Panel title={t('player.balances')}>
          <dl className="bo-dl">
            <Item label={t('player.cash')}>{money(balances.cash)}</Item>
            <Item label={t('player.bonus')}>
              <span data-testid="balance-bonus">{money(balances.bonus)}</span>
            </Item>
            <Item label={t('player.pendingWithdrawal')}>{money(balances.pendingWithdrawal)}</Item>
          </dl>
        </Panel>
        <Panel title={t('player.care')}>
          <dl className="bo-dl">
            <Item label={t('tags.title')}>
              <span data-testid="player-tags">
                {tags.length ? tags.map((tag) => playerTagLabels[tag][locale]).join(', ') : t('player.none')}
              </span>
            </Item>
            <Item label={t('blocks.title')}>
              <span data-testid="player-blocks">{blocksText(blocks)}</span>
            </Item>
            {can('rg.view') ? (
              <Item label={t('player.rg')}>
                <span data-testid="rg-state">
                  {rg.isPending
                    ? t('app.loading')
                    : timeout
                      ? t('player.rgUntil', {
                          what: t('player.timeoutActive'),
                          until: dateTime(timeout.until),
                        })
                      : exclusion
                        ? t('player.rgUntil', {
                            what: t('player.exclusionActive'),
                            until: dateTime(exclusion.until),
                          })
                        : t('player.rgNone')}
                </span>
              </Item>
            ) : null}
          </dl>
        </Panel>
      </div>
      <Tabs label={t('tab.label')} tabs={tabs} selected={tab} onSelect={select}>
        {/* Another player's page (a duplicate's link) starts its forms afresh. */}
        <TabPanel key={profile.id} tab={tab} player={player.data} rg={rg} />
      </Tabs>
    </section>
  )
}

const TAB_KEYS = [
  'acts',
  'ledger',
  'payments',
  'games',
  'tickets',
  'sessions',
  'notes',
  'rg',
  'documents',
] as const
type TabKey = (typeof TAB_KEYS)[number]

function tabAllowed(key: TabKey, can: ReturnType<typeof useCan>): boolean {
  if (key === 'acts') return hasActs(can)
  if (key === 'rg') return can('rg.view')
  return true
}

function TabPanel({
  tab,
  player,
  rg,
}: {
  tab: TabKey
  player: BackofficePlayer
  rg: ComponentProps<typeof RgSection>['rg']
}) {
  const { t } = useI18n()
  const id = player.profile.id
  switch (tab) {
    case 'acts':
      return <PlayerActs player={player} />
    case 'ledger':
      return <LedgerList playerId={id} />
    case 'payments':
      return <PaymentList playerId={id} />
    case 'games':
      return <GameList playerId={id} />
    case 'tickets':
      return <TicketList playerId={id} />
    case 'sessions':
      return (
        <>
          <SessionList playerId={id} />
          <h2>{t('player.duplicates')}</h2>
          <DuplicateList playerId={id} />
        </>
      )
    case 'notes':
      return <NotesSection player={player} />
    case 'rg':
      return <RgSection playerId={id} rg={rg} />
    case 'documents':
      return <DocumentsSection playerId={id} />
  }
}
