import { formatNumber, TRIAL_BONUS_RULES, type BonusCampaign, type UiStringKey } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { formatDateTime } from '../../../shared/dates'
import { currentLocale, formatMoney, useT } from '../../../shared/i18n/i18n'
import { openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { QueryState } from '../../../shared/ui/query-state'
import { toast } from '../../../shared/ui/toast'
import { useClaimBonus } from '../api/claim-bonus'
import { useCampaigns } from '../api/get-campaigns'
import styles from './bonuses.module.css'

const STATE_NOTE: Record<Exclude<BonusCampaign['state'], 'claimable'>, UiStringKey> = {
  claimed: 'bonuses.state.claimed',
  not_eligible: 'bonuses.state.notEligible',
  bonus_active: 'bonuses.state.bonusActive',
  phone_required: 'bonuses.state.phoneRequired',
  automatic: 'bonuses.state.automatic',
}

function ruleOf(t: ReturnType<typeof useT>, campaign: BonusCampaign): string {
  // The trial bonus says how long it stays on offer (docs/bonuses.md "The trial bonus").
  if (campaign.kind === 'trial')
    return t('bonuses.rule.trial', {
      amount: formatMoney(campaign.amount),
      days: TRIAL_BONUS_RULES.claimDays,
    })
  const key: UiStringKey =
    campaign.kind === 'deposit_match'
      ? 'bonuses.rule.depositMatch'
      : campaign.kind === 'reload'
        ? 'bonuses.rule.reload'
        : 'bonuses.rule.cashback'
  return t(key, {
    // Offer figures as the promotion writes them (campaign-terms.ts): "₺1.000", "%12,5".
    percent: formatNumber(campaign.percent, currentLocale),
    max: formatMoney(campaign.maxAmount, { whole: true }),
    min: formatMoney(campaign.minBase, { whole: true }),
  })
}

function CampaignCard({ campaign }: { campaign: BonusCampaign }) {
  const t = useT()
  const claim = useClaimBonus()
  const rule = ruleOf(t, campaign)
  const onClaim = async () => {
    try {
      const res = await claim.mutateAsync(campaign)
      toast.success(res.message)
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('common.error'))
    }
  }
  return (
    <article className={styles.card} data-testid="campaign-card" data-code={campaign.code}>
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden>
          <Icon name={campaign.kind === 'cashback' ? 'reload' : 'gift'} size={22} />
        </span>
        <h2 className={styles.cardTitle}>{campaign.title}</h2>
      </header>
      <ul className={styles.rules}>
        {campaign.rules ? (
          // A sports promotion: its terms as the server words them from the campaign (campaign-terms.ts).
          campaign.rules.map((line) => <li key={line}>{line}</li>)
        ) : (
          <>
            <li>{rule}</li>
            <li>
              {t('bonuses.rule.wagering', { times: campaign.wageringMultiplier, days: campaign.validDays })}
            </li>
          </>
        )}
        {campaign.claimableUntil && (
          <li>{t('bonuses.claimableUntil', { date: formatDateTime(campaign.claimableUntil) })}</li>
        )}
      </ul>
      {/* The promotion's own terms as CRM wrote them (docs/backoffice.md "Campaigns"). */}
      {campaign.terms && (
        <p className={styles.stateNote} data-testid="campaign-terms">
          {campaign.terms}
        </p>
      )}
      {campaign.state === 'claimable' ? (
        <div className={styles.claimRow}>
          <strong className={styles.offer}>
            {t(campaign.kind === 'sports_freebet' ? 'bonuses.youGetFreebet' : 'bonuses.youGet', {
              amount: formatMoney(campaign.amount),
            })}
          </strong>
          <Button variant="gold" loading={claim.isPending} onClick={() => void onClaim()}>
            {t('bonuses.claim')}
          </Button>
        </div>
      ) : campaign.state === 'phone_required' ? (
        <div className={styles.claimRow}>
          <p className={styles.stateNote}>{t(STATE_NOTE[campaign.state])}</p>
          <Button variant="gold" onClick={() => openDialog('phoneVerification')}>
            {t('bonuses.verifyPhone')}
          </Button>
        </div>
      ) : (
        <p className={styles.stateNote}>{t(STATE_NOTE[campaign.state])}</p>
      )}
    </article>
  )
}

/** /dashboard/claim-bonus (Bonuses & Discounts, spec §2): campaigns with their rules and expiry. */
export function ClaimBonusPage() {
  const t = useT()
  const query = useCampaigns()
  return (
    <QueryState
      query={query}
      icon="gift"
      errorTitle={t('bonuses.loadError')}
      retryLabel={t('bonuses.retry')}
      emptyTitle={t('bonuses.campaignsEmpty')}
      isEmpty={() => query.data?.length === 0}
    >
      {() => (
        <div className={styles.wrap}>
          <p className={styles.intro}>{t('bonuses.campaignsIntro')}</p>
          <div className={styles.grid}>
            {query.data?.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </div>
        </div>
      )}
    </QueryState>
  )
}
