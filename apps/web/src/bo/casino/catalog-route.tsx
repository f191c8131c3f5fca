import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { formatNumber, formatPercent, type CatalogGame } from '@galata/contract'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { catalogKeys, saveOrder, switchGame, switchProvider } from './catalog-api'
import { GameEdit } from './game-edit'

/*
 * The casino catalogue (docs/backoffice.md "Casino catalogue"): pick a lobby category, switch its
 * games on and off, compare declared and measured RTP, and reorder the games — with the move up /
 * move down buttons (keyboard) or by dragging rows — then save the order. Writes need catalog.edit;
 * others read.
 */

/** Moves the item at `from` to `to` (both in range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export default function CatalogRoute() {
  const { t, locale, money } = useI18n()
  const can = useCan()
  const mayEdit = can('catalog.edit')
  const queryClient = useQueryClient()
  const ids = { category: useId(), hint: useId() }
  const categories = useQuery(catalogKeys.categories())
  const [picked, setPicked] = useState<number | null>(null)
  const category = picked ?? categories.data?.find((c) => c.games > 0)?.id ?? categories.data?.[0]?.id ?? null
  const games = useQuery({ ...catalogKeys.games(category ?? 0), enabled: category !== null })
  const [order, setOrder] = useState<string[] | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [moved, setMoved] = useState<string | null>(null)
  const [focusAfterMove, setFocusAfterMove] = useState<{ code: string; dir: 'up' | 'down' } | null>(null)
  const dragFrom = useRef<number | null>(null)
  const [editing, setEditing] = useState<number | null>(null)

  const byCode = useMemo(() => new Map((games.data?.items ?? []).map((g) => [g.code, g])), [games.data])
  const serverOrder = useMemo(() => (games.data?.items ?? []).map((g) => g.code), [games.data])
  const codes = order ?? serverOrder
  const rows = useMemo(
    () => codes.map((c) => byCode.get(c)).filter((g): g is CatalogGame => !!g),
    [codes, byCode],
  )
  const isDirty = order !== null && order.some((c, i) => c !== serverOrder[i])
  const categoryName = categories.data?.find((c) => c.id === category)?.name ?? ''

  useEffect(() => {
    if (!focusAfterMove) return
    const row = [...document.querySelectorAll<HTMLElement>('tr[data-code]')].find(
      (r) => r.dataset.code === focusAfterMove.code,
    )
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.dir}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    button?.focus()
    setFocusAfterMove(null)
  }, [focusAfterMove])

  const move = (from: number, to: number, dir?: 'up' | 'down') => {
    if (to < 0 || to >= codes.length || from === to) return
    const next = moveItem(codes, from, to)
    setOrder(next)
    setStatus(null)
    const game = byCode.get(codes[from]!)
    setMoved(t('catalog.moved', { name: game?.name ?? '', position: to + 1, count: codes.length }))
    if (dir) setFocusAfterMove({ code: codes[from]!, dir })
  }

  const afterWrite = (message: string) => {
    setStatus(message)
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all })
  }
  const toggle = useMutation({
    mutationFn: (v: { code: string; isEnabled: boolean }) => switchGame(v.code, v.isEnabled),
    // The switch shows its new state at once (a controlled checkbox would otherwise spring back
    // until the list is read again); a refusal reads the list again and shows the truth.
    onMutate: ({ code, isEnabled }) => {
      if (category === null) return
      queryClient.setQueryData(catalogKeys.games(category).queryKey, (page) =>
        page ? { ...page, items: page.items.map((g) => (g.code === code ? { ...g, isEnabled } : g)) } : page,
      )
    },
    onSuccess: ({ message }) => afterWrite(message),
    onError: () => void queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  })
  const save = useMutation({
    mutationFn: () => saveOrder(category!, codes),
    onSuccess: ({ message }) => {
      setOrder(null)
      setMoved(null)
      afterWrite(message)
    },
  })
  const error = [toggle.error, save.error, games.error, categories.error].find(
    (e) => e instanceof BoApiError,
  ) as BoApiError | undefined

  const percent = (value: number | null) =>
    value === null ? '—' : formatPercent(value, locale, { decimals: 2 })

  const columns = useMemo<ColumnDef<CatalogGame>[]>(
    () => [
      {
        id: 'position',
        header: t('catalog.position'),
        cell: ({ row }) => formatNumber(row.index + 1, locale),
      },
      {
        id: 'game',
        header: t('catalog.game'),
        cell: ({ row }) => (
          <span>
            {row.original.name} <span className="bo-dim">{row.original.code}</span>
          </span>
        ),
      },
      {
        id: 'provider',
        header: t('catalog.provider'),
        cell: ({ row }) => (
          <span>
            {row.original.provider}
            {row.original.isProviderEnabled ? null : (
              <span className="bo-dim"> ({t('catalog.providerOff')})</span>
            )}
          </span>
        ),
      },
      {
        id: 'enabled',
        header: t('catalog.enabled'),
        cell: ({ row }) =>
          mayEdit ? (
            <label className="bo-check">
              <input
                type="checkbox"
                checked={row.original.isEnabled}
                disabled={toggle.isPending}
                aria-label={t('catalog.enabledFor', { name: row.original.name })}
                onChange={(e) => toggle.mutate({ code: row.original.code, isEnabled: e.target.checked })}
              />
              <span aria-hidden="true">{row.original.isEnabled ? t('catalog.on') : t('catalog.off')}</span>
            </label>
          ) : row.original.isEnabled ? (
            t('catalog.on')
          ) : (
            t('catalog.off')
          ),
      },
      {
        id: 'declared',
        header: t('catalog.declaredRtp'),
        cell: ({ row }) => percent(row.original.declaredRtp),
      },
      {
        id: 'measured',
        header: t('catalog.measuredRtp'),
        cell: ({ row }) => {
          const m = row.original.measured
          if (m.rounds === 0 && m.stakes === 0) return <span className="bo-dim">{t('catalog.noPlay')}</span>
          return (
            <span>
              {percent(m.rtp)}{' '}
              <span className="bo-dim">
                {t('catalog.measuredDetail', {
                  rounds: formatNumber(m.rounds, locale),
                  stakes: money(m.stakes),
                  wins: money(m.wins),
                })}
              </span>
            </span>
          )
        },
      },
      ...(mayEdit
        ? [
            {
              id: 'move',
              header: t('catalog.move'),
              cell: ({ row }) => (
                <span className="bo-filter-buttons">
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    data-move="up"
                    disabled={row.index === 0}
                    aria-label={t('catalog.moveUp', { name: row.original.name })}
                    onClick={() => move(row.index, row.index - 1, 'up')}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    data-move="down"
                    disabled={row.index === codes.length - 1}
                    aria-label={t('catalog.moveDown', { name: row.original.name })}
                    onClick={() => move(row.index, row.index + 1, 'down')}
                  >
                    ↓
                  </button>
                </span>
              ),
            } satisfies ColumnDef<CatalogGame>,
          ]
        : []),
      ...(mayEdit
        ? [
            {
              id: 'edit',
              header: t('catalog.edit.column'),
              cell: ({ row }) => (
                <button
                  type="button"
                  className="bo-button bo-ghost"
                  aria-label={t('catalog.edit.open', { name: row.original.name })}
                  onClick={() => setEditing(row.original.id)}
                >
                  {t('catalog.edit.column')}
                </button>
              ),
            } satisfies ColumnDef<CatalogGame>,
          ]
        : []),
    ],
    // `move` and `percent` read the current order and locale, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, money, mayEdit, toggle.isPending, codes, byCode],
  )

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (g) => g.code,
  })

  const dragProps = (index: number) =>
    mayEdit
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            dragFrom.current = index
            e.dataTransfer.effectAllowed = 'move'
            e.dataTransfer.setData('text/plain', codes[index]!)
          },
          onDragOver: (e: DragEvent) => {
            if (dragFrom.current !== null) e.preventDefault()
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault()
            if (dragFrom.current !== null) move(dragFrom.current, index)
            dragFrom.current = null
          },
          onDragEnd: () => {
            dragFrom.current = null
          },
        }
      : {}

  return (
    <section className="bo-page">
      <h1>{t('catalog.title')}</h1>
      <p className="bo-dim">{t('catalog.intro')}</p>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.category}>{t('catalog.category')}</label>
          <select
            id={ids.category}
            value={category ?? ''}
            onChange={(e) => {
              setPicked(Number(e.target.value))
              setOrder(null)
              setMoved(null)
              setStatus(null)
            }}
          >
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {t('catalog.categoryOption', { name: c.name, count: formatNumber(c.games, locale) })}
                {c.isActive ? '' : ` · ${t('catalog.inactive')}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status ? (
        <p className="bo-ok" role="status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p className="bo-sr" aria-live="polite">
        {moved ?? ''}
      </p>
      {mayEdit ? (
        <p className="bo-hint" id={ids.hint}>
          {t('catalog.dragHint')}
        </p>
      ) : null}
      {games.data && rows.length === 0 ? <p>{t('catalog.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="bo-scroll">
          <table className="bo-table" aria-describedby={mayEdit ? ids.hint : undefined}>
            <caption>{t('catalog.caption', { name: categoryName })}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-code={row.original.code} {...dragProps(row.index)}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {mayEdit && rows.length > 0 ? (
        <div className="bo-actions">
          <button
            type="button"
            className="bo-button"
            disabled={!isDirty || save.isPending}
            onClick={() => save.mutate()}
          >
            {t('catalog.saveOrder')}
          </button>
          <button
            type="button"
            className="bo-button bo-ghost"
            disabled={!isDirty || save.isPending}
            onClick={() => {
              setOrder(null)
              setMoved(null)
            }}
          >
            {t('catalog.resetOrder')}
          </button>
          {isDirty ? <p className="bo-dim">{t('catalog.unsaved')}</p> : null}
        </div>
      ) : null}
      {mayEdit && editing !== null && games.data?.items.some((g) => g.id === editing) ? (
        <GameEdit
          key={editing}
          game={games.data.items.find((g) => g.id === editing)!}
          categories={categories.data ?? []}
          onDone={(message) => {
            setEditing(null)
            afterWrite(message)
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Providers mayEdit={mayEdit} onDone={afterWrite} />
    </section>
  )
}

function Providers({ mayEdit, onDone }: { mayEdit: boolean; onDone: (message: string) => void }) {
  const { t, locale } = useI18n()
  const providers = useQuery(catalogKeys.providers())
  const queryClient = useQueryClient()
  const flip = useMutation({
    mutationFn: (v: { id: number; isEnabled: boolean }) => switchProvider(v.id, v.isEnabled),
    onMutate: ({ id, isEnabled }) =>
      queryClient.setQueryData(catalogKeys.providers().queryKey, (list) =>
        list?.map((p) => (p.id === id ? { ...p, isEnabled } : p)),
      ),
    onSuccess: ({ message }) => onDone(message),
    onError: () => void queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  })
  const titleId = useId()
  if (!providers.data) return null
  return (
    <section className="bo-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('catalog.providers')}</h2>
      {flip.error instanceof BoApiError ? (
        <p className="bo-error" role="alert">
          {flip.error.message}
        </p>
      ) : null}
      <table className="bo-table">
        <caption>{t('catalog.providersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.provider')}</th>
            <th scope="col">{t('catalog.games')}</th>
            <th scope="col">{t('catalog.enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {providers.data.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{formatNumber(p.games, locale)}</td>
              <td>
                {mayEdit ? (
                  <label className="bo-check">
                    <input
                      type="checkbox"
                      checked={p.isEnabled}
                      disabled={flip.isPending}
                      aria-label={t('catalog.providerEnabledFor', { name: p.name })}
                      onChange={(e) => flip.mutate({ id: p.id, isEnabled: e.target.checked })}
                    />
                    <span aria-hidden="true">{p.isEnabled ? t('catalog.on') : t('catalog.off')}</span>
                  </label>
                ) : p.isEnabled ? (
                  t('catalog.on')
                ) : (
                  t('catalog.off')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
