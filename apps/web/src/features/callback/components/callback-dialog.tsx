import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm } from 'react-hook-form'
import { callMeSchema, LIMITS, validationMessage, type CallMeRequest } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { fieldError } from '../../../shared/i18n/field-error'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { Icon } from '../../../shared/ui/icon'
import { Select } from '../../../shared/ui/select'
import { TextArea } from '../../../shared/ui/text-area'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import { useCallMe } from '../api/call-me'
import {
  canAddContact,
  CONTACT_TYPES,
  contactInputProps,
  contactLabelKey,
  contactPlaceholderKey,
  contactsWarning,
  MAX_CONTACTS,
  newContact,
} from '../lib/contacts'
import styles from './callback-dialog.module.css'

const C = LIMITS.callback
const EMPTY: CallMeRequest = { name: '', message: '', contacts: [] }

/**
 * The call-back request (spec §2 form, §5 rules, §8): name, message and one to five ways to reach
 * the player, each a kind and a text box labelled by that kind. Save looks disabled until every
 * rule holds; pressed anyway, it says what is missing (a first error under each field, and the
 * warning that at least one contact is needed). Success toasts the server's message and closes.
 */
export function CallbackDialog() {
  const t = useT()
  const mutation = useCallMe()
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isValid, isSubmitted, touchedFields },
  } = useForm<CallMeRequest>({
    resolver: zodResolver(callMeSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' })
  // A row added after a failed save is checked again at once by the form; its first error still
  // waits for the player to leave the box, or for the next save.
  const [checkedRows, setCheckedRows] = useState<ReadonlySet<string>>(new Set())
  const contacts = watch('contacts')
  const message = watch('message')
  const warning = contactsWarning(fields.length, isSubmitted)
  const warningText = warning
    ? validationMessage(warning, currentLocale, { min: C.contactsMin, max: C.contactsMax })
    : null

  const save = handleSubmit(
    async (values) => {
      try {
        const res = await mutation.mutateAsync(values)
        toast.success(res.message || t('callback.success'))
        closeAllDialogs()
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null
        for (const [field, code] of Object.entries(apiError?.errors ?? {})) {
          if (field === 'name' || field === 'message') setError(field, { message: code })
        }
        toast.error(apiError?.message || t('common.error'))
      }
    },
    () => {
      // Spec §5: saving with no contact says, as a warning, that at least one is needed.
      if (fields.length < C.contactsMin) toast.warning(validationMessage('contacts_min', currentLocale))
    },
  )

  const busy = mutation.isPending
  const canSave = isValid && !busy
  return (
    <Dialog title={t('callback.title')} size="narrow">
      <form
        className={styles.form}
        onSubmit={(e) => {
          setCheckedRows(new Set(fields.map((f) => f.id)))
          void save(e)
        }}
        noValidate
      >
        <p className={styles.intro}>{t('callback.intro')}</p>
        <TextField
          label={t('callback.name')}
          icon="user"
          autoComplete="name"
          placeholder={t('callback.namePlaceholder')}
          maxLength={C.nameMax}
          error={fieldError(errors.name, { min: C.nameMin, max: C.nameMax })}
          {...register('name')}
        />
        <TextArea
          label={t('callback.message')}
          placeholder={t('callback.messagePlaceholder')}
          rows={3}
          maxLength={C.messageMax}
          count={message.length}
          error={fieldError(errors.message, { min: C.messageMin, max: C.messageMax })}
          {...register('message')}
        />

        <fieldset className={styles.contacts}>
          <legend className={styles.legend}>
            {t('callback.contacts')}
            <span className={styles.counter} aria-hidden>
              {fields.length}/{MAX_CONTACTS}
            </span>
          </legend>
          {fields.length === 0 ? (
            <p className={styles.empty}>
              <Icon name="phone" size={18} />
              {t('callback.emptyHint')}
            </p>
          ) : (
            <ul className={styles.rows}>
              {fields.map((field, index) => {
                const type = contacts[index]?.type ?? field.type
                const input = contactInputProps(type)
                const shown = checkedRows.has(field.id) || touchedFields.contacts?.[index]?.contact
                const rowErrors = shown ? errors.contacts?.[index] : undefined
                return (
                  <li key={field.id} className={styles.row}>
                    <Select
                      label={`${t('callback.contactType')} ${index + 1}`}
                      hideLabel
                      className={styles.type}
                      error={fieldError(rowErrors?.type)}
                      {...register(`contacts.${index}.type`, { valueAsNumber: true })}
                    >
                      {CONTACT_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {t(contactLabelKey(value))}
                        </option>
                      ))}
                    </Select>
                    <TextField
                      label={t(contactLabelKey(type))}
                      className={styles.contact}
                      placeholder={t(contactPlaceholderKey(type))}
                      maxLength={C.contactMax}
                      spellCheck={false}
                      autoCapitalize="none"
                      {...input}
                      error={fieldError(rowErrors?.contact, { min: C.contactMin, max: C.contactMax })}
                      {...register(`contacts.${index}.contact`)}
                    />
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => remove(index)}
                      aria-label={t('callback.remove', { n: index + 1 })}
                    >
                      <Icon name="close" size={14} />
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
          <div className={styles.addRow}>
            <Button
              variant="outline"
              size="sm"
              disabled={!canAddContact(fields.length)}
              onClick={() => {
                if (canAddContact(fields.length)) append(newContact())
              }}
            >
              <span aria-hidden className={styles.plus}>
                +
              </span>
              {t('callback.add')}
            </Button>
          </div>
          {warningText && (
            <p className={warning === 'contacts_min' ? styles.warningMin : styles.warningMax} role="alert">
              {warningText}
            </p>
          )}
        </fieldset>

        <Button
          type="submit"
          variant="gold"
          size="lg"
          block
          loading={busy}
          aria-disabled={!canSave || undefined}
        >
          {busy ? t('callback.saving') : t('callback.save')}
        </Button>
      </form>
    </Dialog>
  )
}
