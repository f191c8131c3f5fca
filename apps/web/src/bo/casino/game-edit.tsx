import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import {
  BANNER_UPLOAD,
  CATALOG_LIMITS,
  catalogGameEditSchema,
  type CatalogCategory,
  type CatalogGame,
} from '@galata/contract'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { editGame, uploadArtwork } from './catalog-api'

/*
 * Editing one game (docs/backoffice.md "Editing a game"): its names in Turkish and English, its lobby
 * category (or none), and its artwork. The form parses with the contract's schema before sending,
 * so it refuses what the server refuses; the server checks the image's bytes.
 */
export function GameEdit({
  game,
  categories,
  onDone,
  onClose,
}: {
  game: CatalogGame
  categories: readonly CatalogCategory[]
  onDone: (message: string) => void
  onClose: () => void
}) {
  const { t } = useI18n()
  const ids = { title: useId(), tr: useId(), en: useId(), category: useId(), file: useId(), err: useId() }
  const heading = useRef<HTMLHeadingElement>(null)
  const [tr, setTr] = useState(game.names.tr)
  const [en, setEn] = useState(game.names.en)
  const [category, setCategory] = useState<string>(game.categoryId === null ? '' : String(game.categoryId))
  const [file, setFile] = useState<File | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)

  useEffect(() => heading.current?.focus(), [game.id])

  const save = useMutation({
    mutationFn: () =>
      editGame(game.id, { name: { tr, en }, categoryId: category === '' ? null : Number(category) }),
    onSuccess: ({ message }) => onDone(message),
  })
  const upload = useMutation({
    mutationFn: (f: File) => uploadArtwork(game.id, f),
    onSuccess: ({ message }) => {
      setFile(null)
      onDone(message)
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = catalogGameEditSchema.safeParse({
      name: { tr, en },
      categoryId: category === '' ? null : Number(category),
    })
    if (!parsed.success) {
      setInvalid(t('catalog.edit.invalid'))
      return
    }
    setInvalid(null)
    save.mutate()
  }

  const error = [save.error, upload.error].find((e) => e instanceof BoApiError) as BoApiError | undefined
  const message = invalid ?? error?.message ?? null

  return (
    <section className="bo-panel" aria-labelledby={ids.title} data-testid="game-edit">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('catalog.edit.title', { name: game.name })}
      </h2>
      {message ? (
        <p className="bo-error" role="alert" id={ids.err}>
          {message}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <div className="bo-field">
          <label htmlFor={ids.tr}>{t('catalog.edit.nameTr')}</label>
          <input
            id={ids.tr}
            value={tr}
            maxLength={CATALOG_LIMITS.nameMax}
            required
            onChange={(e) => setTr(e.target.value)}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.en}>{t('catalog.edit.nameEn')}</label>
          <input
            id={ids.en}
            value={en}
            maxLength={CATALOG_LIMITS.nameMax}
            required
            onChange={(e) => setEn(e.target.value)}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.category}>{t('catalog.edit.category')}</label>
          <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('catalog.edit.noCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={save.isPending}>
            {t('catalog.edit.save')}
          </button>
          <button type="button" className="bo-button bo-ghost" onClick={onClose}>
            {t('catalog.edit.close')}
          </button>
        </div>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (file) upload.mutate(file)
        }}
      >
        <div className="bo-field">
          <label htmlFor={ids.file}>{t('catalog.edit.artwork')}</label>
          <input
            id={ids.file}
            type="file"
            accept={BANNER_UPLOAD.accept}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p className="bo-dim">{t('catalog.edit.artworkHint')}</p>
        </div>
        {game.imageUrl ? (
          <img src={game.imageUrl} alt={t('catalog.edit.currentArtwork', { name: game.name })} width={120} />
        ) : null}
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={!file || upload.isPending}>
            {t('catalog.edit.upload')}
          </button>
        </div>
      </form>
    </section>
  )
}
