import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { ColumnDef } from '@tanstack/react-table'
import type { BackofficePlayerRow } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DataTable } from '../table/data-table'

/*
 * Finding a player (docs/backoffice.md "Finding a player", "The console (/bo)"): one box, focused on
 * arrival and by `/`. Enter opens the player when exactly one matches (two keystrokes after typing:
 * `/` and Enter); otherwise the matches are listed.
 */

/** The search route's own limits (backofficePlayersQuerySchema): 100 a page, skip at most 10,000. */
const MAX_TAKE = 100
const MAX_ROWS = 10_100

export default function PlayersRoute() {
  const { t, dateTime } = useI18n()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [text, setText] = useState(q)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const box = useRef<HTMLInputElement>(null)
  const ids = { hint: useId(), err: useId() }

  useEffect(() => box.current?.focus(), [])
  useEffect(() => setText(q), [q])

  const search = async (e: FormEvent) => {
    e.preventDefault()
    const query = text.trim()
    if (!query) return
    setBusy(true)
    setError(null)
    try {
      const page = await boCall('backoffice/players', { query: { q: query, take: 2 } })
      if (page.total === 1 && page.items[0]) void navigate(`/bo/players/${page.items[0].id}`)
      else setParams({ q: query })
    } catch (err) {
      if (err instanceof BoApiError) setError(err.message)
      else throw err
    } finally {
      setBusy(false)
    }
  }

  const columns = useMemo<ColumnDef<BackofficePlayerRow>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      {
        accessorKey: 'username',
        header: t('col.username'),
        cell: ({ row }) => (
          <a
            href={`/bo/players/${row.original.id}`}
            tabIndex={-1}
            onClick={(e) => {
              e.preventDefault()
              void navigate(`/bo/players/${row.original.id}`)
            }}
          >
            {row.original.username}
          </a>
        ),
      },
      { accessorKey: 'usercode', header: t('col.usercode') },
      { id: 'name', accessorFn: (r) => `${r.name} ${r.surname}`, header: t('col.name') },
      { accessorKey: 'emailMasked', header: t('col.email') },
      { accessorKey: 'phoneMasked', header: t('col.phone') },
      { id: 'status', accessorFn: (r) => t(`status.${r.status}`), header: t('col.status') },
      {
        accessorKey: 'createdAt',
        header: t('col.created'),
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      { id: 'matchedBy', accessorFn: (r) => r.matchedBy.join(', '), header: t('col.matchedBy') },
    ],
    [t, dateTime, navigate],
  )

  return (
    <section className="bo-page">
      <h1>{t('players.title')}</h1>
      <form className="bo-search" role="search" onSubmit={(e) => void search(e)}>
        <label htmlFor="bo-player-search">{t('players.search')}</label>
        <div className="bo-search-row">
          <input
            id="bo-player-search"
            ref={box}
            type="search"
            name="q"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${ids.hint}${error ? ` ${ids.err}` : ''}`}
            aria-keyshortcuts="/"
          />
          <button type="submit" className="bo-button" disabled={busy}>
            {t('players.searchButton')}
          </button>
        </div>
        <p id={ids.hint} className="bo-hint">
          {t('players.searchHint')}
        </p>
        {error ? (
          <p id={ids.err} className="bo-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {q ? (
        <DataTable<BackofficePlayerRow>
          name="players"
          caption={t('players.results', { q })}
          columns={columns}
          initialFilters={{ q }}
          fetchPage={({ skip, take, filters }) =>
            boCall('backoffice/players', { query: { q: filters.q ?? q, skip, take } })
          }
          maxTake={MAX_TAKE}
          maxRows={MAX_ROWS}
          pageSizes={[25, 50, 100]}
          rowId={(r) => String(r.id)}
          onOpen={(r) => void navigate(`/bo/players/${r.id}`)}
          csvName="players"
        />
      ) : null}
    </section>
  )
}
