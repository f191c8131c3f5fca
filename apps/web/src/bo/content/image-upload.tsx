import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { BANNER_UPLOAD } from '@galata/contract'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'

/*
 * What the content screens' picture uploads share (docs/backoffice.md "Content"): banners and popups
 * are uploaded by one kind of form, and a banner's edit form replaces its picture the same way.
 */

/** A `datetime-local` value as the instant the server takes; empty stays empty. */
export const toInstant = (local: string) => (local ? new Date(local).toISOString() : '')

/** An instant as a `datetime-local` value in the browser's zone; null is empty. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The chosen picture's address for its preview, released when replaced or when the form goes. */
export function usePicturePreview() {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    setPreview(file ? URL.createObjectURL(file) : null)
  }
  return { preview, choose, clear: () => setPreview(null) }
}

/** A new picture's field: the file, its size hint and the chosen picture's preview. */
export function PictureField({ id, picture }: { id: string; picture: ReturnType<typeof usePicturePreview> }) {
  const { t } = useI18n()
  return (
    <>
      <label htmlFor={id}>{t('cms.banners.file')}</label>
      <input
        id={id}
        name="file"
        type="file"
        accept={BANNER_UPLOAD.accept}
        required
        aria-describedby={`${id}-hint`}
        onChange={picture.choose}
      />
      <p id={`${id}-hint`} className="bo-hint">
        {t('cms.banners.fileHint', { mb: BANNER_UPLOAD.maxBytes / 1024 / 1024 })}
      </p>
      {picture.preview ? (
        <img className="bo-cms-preview" src={picture.preview} alt={t('cms.banners.preview')} />
      ) : null}
    </>
  )
}

/**
 * An edit form's optional new picture (banners, popups): the current picture (or the chosen one's
 * preview), the file and its hint; left empty, the picture stays.
 */
export function ReplacePictureField({
  id,
  picture,
  current,
  currentAlt,
}: {
  id: string
  picture: ReturnType<typeof usePicturePreview>
  current: string
  currentAlt: string
}) {
  const { t } = useI18n()
  return (
    <>
      <img className="bo-cms-preview" src={picture.preview ?? current} alt={currentAlt} />
      <label htmlFor={id}>{t('cms.banners.replaceFile')}</label>
      <input
        id={id}
        name="file"
        type="file"
        accept={BANNER_UPLOAD.accept}
        aria-describedby={`${id}-hint`}
        onChange={picture.choose}
      />
      <p id={`${id}-hint`} className="bo-hint">
        {t('cms.banners.replaceHint', { mb: BANNER_UPLOAD.maxBytes / 1024 / 1024 })}
      </p>
    </>
  )
}

/**
 * An upload form's state and submit: the named text fields in order, the schedule as instants, the
 * file last (the server reads the parts in order); on success the form is emptied.
 */
export function useImageUploadForm(
  send: (form: FormData) => Promise<{ message: string }>,
  fields: readonly string[],
  onDone: (message: string) => void,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const picture = usePicturePreview()
  const upload = useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      formRef.current?.reset()
      picture.clear()
      onDone(message)
    },
  })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const source = new FormData(e.currentTarget)
    const form = new FormData()
    for (const name of fields) form.set(name, String(source.get(name) ?? ''))
    form.set('startsAt', toInstant(String(source.get('startsAt') ?? '')))
    form.set('endsAt', toInstant(String(source.get('endsAt') ?? '')))
    const file = source.get('file')
    if (file instanceof File && file.size > 0) form.set('file', file)
    upload.mutate(form)
  }
  const error = upload.error instanceof BoApiError ? upload.error : null
  const fieldError = (name: string) => Boolean(error?.errors?.[name])
  return { formRef, picture, upload, submit, error, fieldError }
}
