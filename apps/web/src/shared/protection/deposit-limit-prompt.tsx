import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { TransactionType } from '@galata/contract'
import { ApiError, call } from '../api/http'
import { currentLocale, useT } from '../i18n/i18n'
import { paths } from '../paths'
import { useSession } from '../session/session-store'
import { closeAllDialogs } from '../store/ui-store'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { TextField } from '../ui/text-field'
import { toast } from '../ui/toast'
import { parseAmount } from './amount'
import { restriction, RG_PERIODS, useRg, useSetLimit, type RgPeriod } from './rg-api'
import styles from './deposit-limit-prompt.module.css'

/** Answered ("Not now" or saved) in this browser session: the prompt does not come back until the next login. */
const answered = new Set<string>()

/** Whether the player has made any deposit yet (one row of the financial history is enough). */
function useHasDeposited(enabled: boolean) {
  return useQuery({
    queryKey: ['transaction', 'financial', 'any-deposit'],
    queryFn: async () =>
      (
        await call('transaction/financial', {
          body: { transactionType: TransactionType.Deposit, skip: 0, take: 1 },
        })
      ).data.total > 0,
    enabled,
    staleTime: 60_000,
  })
}

/**
 * RTS 12A: "prompted to set a limit … at the point at which the customer makes the first deposit".
 * Shown on the deposit page and in the deposit dialog while the player has neither a deposit limit
 * nor a deposit; the three periods are free-text boxes, empty means none; "Not now" skips it.
 * It sits above the payment methods and blocks nothing.
 */
export function DepositLimitPrompt() {
  const t = useT()
  const user = useSession((s) => s.user?.usercode ?? s.user?.username ?? '')
  const rg = useRg()
  const noLimit =
    rg.data !== undefined && !restriction(rg.data) && !rg.data.limits.some((l) => l.kind === 'deposit')
  const deposited = useHasDeposited(noLimit && !answered.has(user))
  const set = useSetLimit()
  const [hidden, setHidden] = useState(() => answered.has(user))
  const [values, setValues] = useState<Record<RgPeriod, string>>({ day: '', week: '', month: '' })
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  if (hidden || !noLimit || deposited.data !== false) return null

  const done = () => {
    answered.add(user)
    setHidden(true)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const amounts: [RgPeriod, number][] = []
    for (const period of RG_PERIODS) {
      const text = values[period].trim()
      if (!text) continue
      const amount = parseAmount(text, currentLocale)
      if (amount === null) {
        setError(t('rg.badAmount'))
        return
      }
      amounts.push([period, amount])
    }
    if (amounts.length === 0) {
      setError(t('rg.badAmount'))
      return
    }
    setError(null)
    try {
      for (const [period, amount] of amounts) await set.mutateAsync({ kind: 'deposit', period, amount })
      toast.success(t('rg.prompt.saved'))
      done()
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('common.error'))
    }
  }

  return (
    <form
      className={styles.prompt}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={id}
      noValidate
      data-testid="deposit-limit-prompt"
    >
      <h2 id={id} className={styles.title}>
        {t('rg.prompt.title')}
      </h2>
      <p className={styles.text}>{t('rg.prompt.text')}</p>
      <div className={styles.fields}>
        {RG_PERIODS.map((period) => (
          <TextField
            key={period}
            label={t('rg.newAmount', { period: t(`rg.period.${period}`) })}
            value={values[period]}
            onChange={(e) => setValues((v) => ({ ...v, [period]: e.target.value }))}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('rg.amountPlaceholder')}
            prefix="₺"
          />
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={set.isPending}>
          {t('rg.prompt.save')}
        </Button>
        <Button variant="ghost" onClick={done} disabled={set.isPending}>
          {t('rg.prompt.skip')}
        </Button>
      </div>
    </form>
  )
}

/** The way to the limits from every deposit page and dialog (RTS 12C: minimal clicks). */
export function ResponsibleGamingLink() {
  const t = useT()
  return (
    <Link to={paths.dashboard.responsibleGaming} className={styles.link} onClick={closeAllDialogs}>
      <Icon name="eighteen-plus" size={18} />
      {t('rg.depositLink')}
    </Link>
  )
}
