import { useEffect, useId, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { HubCommand, KYC_KINDS, KYC_UPLOAD, type KycKind } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { onHubCommand } from '../../../shared/realtime/hub'
import { Button } from '../../../shared/ui/button'
import { Icon, type IconName } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { toast } from '../../../shared/ui/toast'
import { kycQuery, uploadDocument, useKyc, type KycState } from '../api/kyc'
import { checkFile } from '../lib/check-file'
import styles from './verification-page.module.css'

const MAX_MB = KYC_UPLOAD.maxBytes / (1024 * 1024)
const KIND_ICON: Record<KycKind, IconName> = { identity: 'user', address: 'home' }

/**
 * /dashboard/verification (docs/kyc.md): the player's verification state, one card per
 * document kind with its status, the rejection reason and an upload (checked here as the server
 * checks it: JPEG/PNG/PDF by content, 10 MB), and the documents sent so far. A decision arrives as
 * a notification over the hub; the page reloads its state then.
 */
export function VerificationPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const kyc = useKyc()

  useEffect(
    () =>
      onHubCommand(HubCommand.Notification, () => {
        void queryClient.invalidateQueries({ queryKey: kycQuery.queryKey })
      }),
    [queryClient],
  )

  if (kyc.isPending) return <Spinner size={48} />
  if (kyc.isError || !kyc.data) return <p role="alert">{t('common.error')}</p>
  const state = kyc.data

  return (
    <div className={styles.wrap}>
      <section className={`${styles.summary} ${styles[state.status] ?? ''}`} aria-labelledby="kyc-status">
        <span className={styles.summaryIcon} aria-hidden>
          <Icon name={state.status === 'verified' ? 'check' : 'lock'} size={26} />
        </span>
        <div>
          <h2 id="kyc-status" className={styles.summaryTitle} data-testid="kyc-status">
            {t(`kyc.status.${state.status}`)}
          </h2>
          <p className={styles.summaryText}>{t(`kyc.summary.${state.status}`)}</p>
          {state.status !== 'verified' && (
            <p className={styles.summaryNote}>
              {t('kyc.threshold', { amount: formatMoney(state.depositThreshold) })}
            </p>
          )}
        </div>
      </section>

      <div className={styles.kinds}>
        {KYC_KINDS.map((kind) => (
          <KindCard key={kind} kind={kind} state={state} />
        ))}
      </div>

      <p className={styles.privacy}>
        <Icon name="lock" size={16} /> {t('kyc.privacy')}
      </p>

      {state.documents.length > 0 && (
        <section aria-labelledby="kyc-history">
          <h2 id="kyc-history" className={styles.historyTitle}>
            {t('kyc.history')}
          </h2>
          <ul className={styles.history}>
            {state.documents.map((d) => (
              <li key={d.id} className={styles.historyRow} data-testid="kyc-document">
                <span className={styles.historyName}>{d.name}</span>
                <span className={styles.historyMeta}>
                  {t(`kyc.kind.${d.kind}`)} · {formatDateTime(d.uploadedAt)}
                </span>
                <span className={`${styles.badge} ${styles[d.status] ?? ''}`}>
                  {t(`kyc.docStatus.${d.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function KindCard({ kind, state }: { kind: KycKind; state: KycState }) {
  const t = useT()
  const queryClient = useQueryClient()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const status = state.kinds[kind]
  const latest = state.documents.find((d) => d.kind === kind)
  const canUpload = status === 'none' || status === 'rejected'
  const title = t(`kyc.kind.${kind}`)

  const choose = async (chosen: File | null) => {
    setFile(null)
    setProblem(null)
    if (!chosen) return
    const found = await checkFile(chosen)
    if (found) {
      setProblem(t(`kyc.error.${found}`, { max: MAX_MB }))
      if (input.current) input.current.value = ''
      return
    }
    setFile(chosen)
  }

  const send = async () => {
    if (!file) return
    setProgress(0)
    try {
      const res = await uploadDocument(kind, file, setProgress)
      queryClient.setQueryData(kycQuery.queryKey, res.data)
      toast.success(res.message)
      setFile(null)
      if (input.current) input.current.value = ''
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : t('common.error')
      setProblem(message)
      toast.error(message)
    } finally {
      setProgress(null)
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`} data-testid={`kyc-${kind}`}>
      <header className={styles.cardTop}>
        <span className={styles.cardIcon} aria-hidden>
          <Icon name={KIND_ICON[kind]} size={22} />
        </span>
        <div className={styles.cardHead}>
          <h3 id={`${inputId}-title`} className={styles.cardTitle}>
            {title}
          </h3>
          <p id={hintId} className={styles.cardHint}>
            {t(`kyc.kind.${kind}Hint`)}
          </p>
        </div>
        <span className={`${styles.badge} ${styles[status] ?? ''}`} data-testid={`kyc-${kind}-status`}>
          {t(`kyc.docStatus.${status}`)}
        </span>
      </header>

      {status === 'rejected' && latest?.reason && (
        <p className={styles.reason} role="note">
          <strong>{t('kyc.reason')}:</strong> {latest.reason}
        </p>
      )}
      {status === 'pending' && <p className={styles.note}>{t('kyc.waiting')}</p>}
      {status === 'approved' && (
        <p className={`${styles.note} ${styles.approvedNote}`}>
          <Icon name="check" size={16} /> {t('kyc.approvedNote')}
        </p>
      )}
      {latest && status !== 'none' && (
        <p className={styles.meta}>{t('kyc.uploadedAt', { date: formatDateTime(latest.uploadedAt) })}</p>
      )}

      {canUpload && (
        <div className={styles.upload}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            {t('kyc.fileLabel', { kind: title })}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={KYC_UPLOAD.accept}
            className={styles.file}
            aria-describedby={`${hintId} ${errorId}`}
            aria-invalid={problem ? true : undefined}
            disabled={progress !== null}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
          <p className={styles.rules}>{t('kyc.fileRules', { max: MAX_MB })}</p>
          <p id={errorId} className={styles.error} role={problem ? 'alert' : undefined}>
            {problem}
          </p>
          {progress !== null && (
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('kyc.uploading', { percent: Math.round(progress * 100) })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
          )}
          <Button
            variant="gold"
            onClick={() => void send()}
            disabled={!file || progress !== null}
            data-testid={`kyc-${kind}-upload`}
          >
            <Icon name="arrow-up" size={18} />
            {status === 'rejected' ? t('kyc.reupload') : t('kyc.upload')}
          </Button>
        </div>
      )}
    </section>
  )
}
