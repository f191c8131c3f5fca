import { useId, useMemo, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  LIMITS,
  PLAYER_TAGS,
  playerTagLabels,
  type BackofficePlayer,
  type PlayerNote,
  type PlayerTag,
} from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DataTable } from '../table/data-table'
import { Outcome, useAct } from './act'
import { listName } from './player-lists'

/*
 * Notes and tags (docs/backoffice.md "Notes and tags"): the staff's notes newest first, who wrote
 * each and when, a note added with players.notes (never edited: a correction is a new note); the
 * tags from PLAYER_TAGS, replaced as a set with players.tags.
 */

export function NotesSection({ player }: { player: BackofficePlayer }) {
  const can = useCan()
  const id = player.profile.id
  return (
    <>
      <div className="bo-grid">
        {can('players.notes') ? <NoteForm playerId={id} /> : null}
        {can('players.tags') ? <TagsForm player={player} /> : null}
      </div>
      <NoteList playerId={id} />
    </>
  )
}

function NoteList({ playerId }: { playerId: number }) {
  const { t, dateTime } = useI18n()
  const columns = useMemo<ColumnDef<PlayerNote>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { accessorKey: 'staffUsername', header: t('col.staff') },
      {
        accessorKey: 'text',
        header: t('col.note'),
        cell: ({ row }) => <span className="bo-note-text">{row.original.text}</span>,
      },
    ],
    [t, dateTime],
  )
  return (
    <DataTable
      name={listName(playerId, 'notes')}
      caption={t('notes.caption')}
      columns={columns}
      fetchPage={(q) =>
        boCall('backoffice/players/:id/notes', {
          params: { id: playerId },
          query: { skip: q.skip, take: q.take },
        })
      }
      rowId={(r) => String(r.id)}
      pageSizes={[20, 50, 100]}
      maxRows={10_000}
    />
  )
}

function NoteForm({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const ids = { title: useId(), text: useId() }
  const { mutation, message } = useAct(
    (body: { text: string }) =>
      boCall('backoffice/players/:id/notes add', { params: { id: playerId }, body }),
    () => {
      setText('')
      void queryClient.invalidateQueries({ queryKey: ['bo', listName(playerId, 'notes')] })
      void queryClient.invalidateQueries({ queryKey: ['bo', 'player', String(playerId)], exact: true })
      return t('notes.added')
    },
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    mutation.mutate({ text: text.trim() })
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('notes.add')}</h2>
      <label htmlFor={ids.text}>{t('col.note')}</label>
      <textarea
        id={ids.text}
        value={text}
        maxLength={LIMITS.playerNotes.textMax}
        rows={3}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {t('notes.submit')}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}

function TagsForm({ player }: { player: BackofficePlayer }) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const playerId = player.profile.id
  const [tags, setTags] = useState<PlayerTag[]>(player.tags)
  const title = useId()
  const { mutation, message } = useAct(
    (body: { tags: PlayerTag[] }) =>
      boCall('backoffice/players/:id/tags', { params: { id: playerId }, body, method: 'PUT' }),
    (result) => {
      queryClient.setQueryData<BackofficePlayer>(['bo', 'player', String(playerId)], (old) =>
        old ? { ...old, tags: result.tags } : old,
      )
      return t('tags.saved')
    },
  )
  const toggle = (tag: PlayerTag, on: boolean) =>
    setTags((now) =>
      on ? PLAYER_TAGS.filter((x) => x === tag || now.includes(x)) : now.filter((x) => x !== tag),
    )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    mutation.mutate({ tags })
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={title} data-testid="tags-form">
      <h2 id={title}>{t('tags.title')}</h2>
      <fieldset className="bo-roles">
        <legend className="bo-sr">{t('tags.title')}</legend>
        {PLAYER_TAGS.map((tag) => (
          <label key={tag} className="bo-inline">
            <input
              type="checkbox"
              checked={tags.includes(tag)}
              onChange={(e) => toggle(tag, e.target.checked)}
            />{' '}
            {playerTagLabels[tag][locale]}
          </label>
        ))}
      </fieldset>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {t('tags.submit')}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}
