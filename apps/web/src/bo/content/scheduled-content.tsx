import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { BANNER_LOCALES, BANNER_TITLE_MAX } from '@galata/contract'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { ReplacePictureField, toInstant, toLocalInput, usePicturePreview } from './image-upload'

/*
 * What banners and popups share (docs/backoffice.md "Content"): a picture with a language, a title,
 * a link and a from–to schedule. The upload and edit forms of both screens draw these fields from
 * here, and the edit form is one form with the screen's own fields in between.
 */

/** A scheduled item's fields as the list gives them (null locale: every language). */
export interface ScheduledValues {
  locale: 'tr' | 'en' | null
  title: string
  link: string
  startsAt: string | null
  endsAt: string | null
}

/** The shared fields of a submitted form, as the PUT bodies take them. */
export function readScheduledFields(source: FormData) {
  return {
    locale: String(source.get('locale')) as 'tr' | 'en',
    title: String(source.get('title') ?? ''),
    link: String(source.get('link') ?? ''),
    startsAt: toInstant(String(source.get('startsAt') ?? '')) || null,
    endsAt: toInstant(String(source.get('endsAt') ?? '')) || null,
  }
}

/**
 * Language, title, link, then `children` (a screen's own fields, e.g. the banner's order), then the
 * schedule. With `values` the fields start from an existing item (the edit form).
 */
export function ScheduledContentFields({
  values,
  fieldError,
  linkPlaceholder,
  children,
}: {
  values?: ScheduledValues
  fieldError: (name: string) => boolean
  linkPlaceholder?: string
  children?: ReactNode
}) {
  const { t } = useI18n()
  const ids = { locale: useId(), title: useId(), link: useId(), from: useId(), to: useId() }
  const invalid = (name: string) => (fieldError(name) ? true : undefined)
  return (
    <>
      <label htmlFor={ids.locale}>{t('cms.banners.locale')}</label>
      <select id={ids.locale} name="locale" defaultValue={values?.locale ?? 'tr'}>
        {BANNER_LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.title}>{t('cms.banners.titleField')}</label>
      <input
        id={ids.title}
        name="title"
        required
        maxLength={BANNER_TITLE_MAX}
        defaultValue={values?.title}
        aria-invalid={invalid('title')}
      />
      <label htmlFor={ids.link}>{t('cms.banners.link')}</label>
      <input
        id={ids.link}
        name="link"
        placeholder={linkPlaceholder}
        defaultValue={values ? (values.link === '#' ? '' : values.link) : undefined}
        aria-invalid={invalid('link')}
      />
      {children}
      <label htmlFor={ids.from}>{t('cms.banners.from')}</label>
      <input
        id={ids.from}
        name="startsAt"
        type="datetime-local"
        defaultValue={values ? toLocalInput(values.startsAt) : undefined}
      />
      <label htmlFor={ids.to}>{t('cms.banners.to')}</label>
      <input
        id={ids.to}
        name="endsAt"
        type="datetime-local"
        defaultValue={values ? toLocalInput(values.endsAt) : undefined}
        aria-invalid={invalid('endsAt')}
      />
    </>
  )
}

/**
 * An item's fields edited in place, and optionally its picture replaced (`save` gets the form and
 * a new file, if one was chosen, and answers the message to show). Focus moves to the form's
 * heading when it opens; Escape or Cancel closes it (the screen returns focus to the row).
 */
export function EditScheduledForm({
  heading,
  hint,
  image,
  currentAlt,
  values,
  status,
  save,
  onDone,
  onCancel,
  children,
}: {
  heading: string
  hint?: string
  image: string
  currentAlt: string
  values: ScheduledValues
  status: boolean
  save: (source: FormData, file: File | null) => Promise<string>
  onDone: (message: string) => void
  onCancel: () => void
  children?: ReactNode
}) {
  const { t } = useI18n()
  const ids = { heading: useId(), file: useId(), status: useId() }
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const picture = usePicturePreview()
  const mutation = useMutation({
    mutationFn: (source: FormData) => {
      const file = source.get('file')
      return save(source, file instanceof File && file.size > 0 ? file : null)
    },
    onSuccess: onDone,
  })
  const error = mutation.error instanceof BoApiError ? mutation.error : null
  const fieldError = (name: string) => Boolean(error?.errors?.[name])
  return (
    <form
      className="bo-panel bo-form bo-cms-upload"
      aria-labelledby={ids.heading}
      onSubmit={(e) => {
        e.preventDefault()
        mutation.mutate(new FormData(e.currentTarget))
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
    >
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {hint ? <p className="bo-hint">{hint}</p> : null}
      <ReplacePictureField id={ids.file} picture={picture} current={image} currentAlt={currentAlt} />
      <ScheduledContentFields values={values} fieldError={fieldError}>
        {children}
      </ScheduledContentFields>
      <div>
        <input id={ids.status} name="status" type="checkbox" defaultChecked={status} />{' '}
        <label htmlFor={ids.status}>{t('cms.banners.shown')}</label>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {t('cms.banners.save')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={onCancel}>
          {t('cms.banners.cancel')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </form>
  )
}
