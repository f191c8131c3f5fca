import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { createStore } from '../store/create-store'
import styles from './toast.module.css'

export type ToastKind = 'blank' | 'success' | 'error' | 'warning' | 'info' | 'loading'

interface Toast {
  id: number
  kind: ToastKind
  message: string
  leaving: boolean
}

/** Spec §9: 4 s for every kind but loading (30 s), top-centre, at most 5, enter 350 ms, exit 800 ms. */
const DURATION: Record<ToastKind, number> = {
  blank: 4000,
  success: 4000,
  error: 4000,
  warning: 4000,
  info: 4000,
  loading: 30_000,
}
const MAX_VISIBLE = 5
const EXIT_MS = 800

const store = createStore<{ toasts: Toast[] }>({ toasts: [] })

/**
 * Where the messages are drawn. A modal <dialog> is in the top layer, above any z-index, and makes
 * the rest of the page inert: a message about its form would sit under the backdrop, unclickable
 * and unheard by screen readers. So an open dialog lends its element (shared/ui/dialog.tsx) and
 * the messages move inside it while it is open.
 */
const containerStore = createStore<{ el: HTMLElement | null }>({ el: null })

export function setToastContainer(el: HTMLElement | null) {
  containerStore.set({ el })
}

/** Gives the container back, unless another dialog has taken it since. */
export function releaseToastContainer(el: HTMLElement) {
  if (containerStore.get().el === el) containerStore.set({ el: null })
}
let nextId = 1

function dismiss(id: number) {
  store.set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) }))
  setTimeout(() => store.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), EXIT_MS)
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++
  store.set((s) => {
    const toasts = [...s.toasts, { id, kind, message, leaving: false }]
    // The oldest visible toast makes room for the newest.
    const visible = toasts.filter((t) => !t.leaving)
    if (visible.length > MAX_VISIBLE) {
      const oldest = visible[0]
      if (oldest) setTimeout(() => dismiss(oldest.id), 0)
    }
    return { toasts }
  })
  setTimeout(() => dismiss(id), DURATION[kind])
  return id
}

export const toast = {
  show: (message: string) => show('blank', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  loading: (message: string) => show('loading', message),
  dismiss,
}

const ICON: Record<ToastKind, string> = {
  blank: '',
  success: '✓',
  error: '!',
  warning: '!',
  info: 'i',
  loading: '',
}

export function ToastHost() {
  const toasts = store.useStore((s) => s.toasts)
  const container = containerStore.useStore((s) => s.el)
  useEffect(() => () => store.set({ toasts: [] }), [])
  const host = (
    <div className={styles.host} aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[t.kind]} ${t.leaving ? styles.leaving : ''}`}
          data-kind={t.kind}
          onClick={() => dismiss(t.id)}
        >
          {t.kind === 'loading' ? (
            <span className={styles.spinner} aria-hidden />
          ) : (
            ICON[t.kind] && (
              <span className={styles.icon} aria-hidden>
                {ICON[t.kind]}
              </span>
            )
          )}
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  )
  return container ? createPortal(host, container) : host
}
