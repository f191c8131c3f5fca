import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { FieldDataType, makePaymentDetailSchema, type PaymentDetailValues } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { withChecks } from '../../../shared/forms/extend-resolver'
import { fieldError } from '../../../shared/i18n/field-error'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { Icon } from '../../../shared/ui/icon'
import { MaskedField } from '../../../shared/ui/masked-field'
import { NumberInput } from '../../../shared/ui/number-input'
import { Select } from '../../../shared/ui/select'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import {
  fieldKind,
  initialValues,
  PASTE_KEYS,
  toDetail,
  type FormValues,
  type PaymentFieldView,
} from '../lib/fields'
import { formatMask, isMaskComplete } from '../lib/mask'
import styles from './payment-form.module.css'

const LIRA = '₺'

/**
 * The dynamic payment form (spec §4, §5): one input per field of payment/detail, every field
 * required, validated by the same `makePaymentDetailSchema` the server parses `detail` with.
 * Submit stays disabled until the form is valid and shows a spinner while the request runs.
 */
export function PaymentForm({
  fields,
  busy,
  onSubmit,
  quickAmounts = [],
}: {
  fields: readonly PaymentFieldView[]
  busy: boolean
  /** Amounts offered as one-tap chips under the amount field (deposits), already within the limits. */
  quickAmounts?: readonly number[]
  /** Resolves when handled; a rejected ApiError with field codes puts them on their fields. */
  onSubmit: (detail: PaymentDetailValues) => Promise<void>
}) {
  const t = useT()
  const resolver = useMemo(() => {
    const base = zodResolver(makePaymentDetailSchema(fields))
    const converted: Resolver<FormValues, unknown, PaymentDetailValues> = (values, context, options) =>
      base(toDetail(values, fields), context, options as never) as never
    return withChecks(converted, (values) =>
      Object.fromEntries(
        fields
          .filter((f) => f.mask && !f.option?.length)
          .map((f) => {
            const v = String(values[f.key] ?? '')
            return [f.key, v && !isMaskComplete(v, f.mask!) ? t('payments.maskIncomplete') : null]
          }),
      ),
    )
  }, [fields, t])

  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isValid },
  } = useForm<FormValues, unknown, PaymentDetailValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues(fields),
  })

  const submit = handleSubmit(async (detail) => {
    try {
      await onSubmit(detail)
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [key, code] of Object.entries(error.errors ?? {})) {
          if (fields.some((f) => f.key === key)) setError(key, { message: code })
        }
      }
    }
  })

  const paste = async (field: PaymentFieldView) => {
    try {
      const text = (await navigator.clipboard.readText()).trim()
      const value = field.mask ? formatMask(text, field.mask) : text
      setValue(field.key, value, { shouldValidate: true, shouldTouch: true, shouldDirty: true })
    } catch {
      toast.error(t('payments.pasteFailed'))
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {fields.map((field) => {
        const label = field.label || field.key
        const error = fieldError(errors[field.key], {
          min: field.min ?? undefined,
          max: field.max ?? undefined,
        })
        const pasteButton = PASTE_KEYS.has(field.key) && (
          <button
            type="button"
            className={styles.paste}
            onClick={() => void paste(field)}
            aria-label={`${t('payments.paste')}: ${label}`}
            title={t('payments.paste')}
          >
            <Icon name="paste" size={18} />
          </button>
        )
        switch (fieldKind(field)) {
          case 'select':
            return (
              <Select key={field.key} label={label} error={error} {...register(field.key)}>
                <option value="" disabled>
                  {t('payments.chooseOption')}
                </option>
                {(field.option ?? []).map((o) => (
                  <option key={String(o.id)} value={String(o.id)}>
                    {o.name}
                  </option>
                ))}
              </Select>
            )
          case 'number':
            return (
              <div key={field.key} className={styles.numberWrap}>
                <Controller
                  name={field.key}
                  control={control}
                  render={({ field: f }) => (
                    <NumberInput
                      label={label}
                      name={f.name}
                      ref={f.ref}
                      value={typeof f.value === 'number' ? f.value : null}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      min={field.min ?? null}
                      max={field.max ?? null}
                      maxFractionDigits={field.objectType === FieldDataType.Decimal ? 2 : 0}
                      step={field.key === 'amount' ? 10 : 1}
                      prefix={LIRA}
                      error={error}
                      hint={
                        field.min != null && field.max != null
                          ? t('payments.rangeHint', {
                              min: formatPlain(field.min),
                              max: formatPlain(field.max),
                            })
                          : undefined
                      }
                    />
                  )}
                />
                {field.key === 'amount' && quickAmounts.length > 0 && (
                  <div className={styles.chips} role="group" aria-label={t('payments.quickAmounts')}>
                    {quickAmounts.map((amount) => (
                      <button
                        key={amount}
                        type="button"
                        className={styles.chip}
                        aria-pressed={watch(field.key) === amount}
                        onClick={() =>
                          setValue(field.key, amount, {
                            shouldValidate: true,
                            shouldTouch: true,
                            shouldDirty: true,
                          })
                        }
                      >
                        {formatPlain(amount)}
                      </button>
                    ))}
                  </div>
                )}
              </div>
            )
          case 'masked':
            return (
              <div key={field.key} className={pasteButton ? styles.withPaste : undefined}>
                <Controller
                  name={field.key}
                  control={control}
                  render={({ field: f }) => (
                    <MaskedField
                      label={label}
                      name={f.name}
                      ref={f.ref}
                      value={String(f.value ?? '')}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      format={(v) => formatMask(v, field.mask!)}
                      parse={(typed) => formatMask(typed, field.mask!)}
                      placeholder={field.mask!.replace(/[0SA]/g, '_')}
                      maxLength={field.mask!.length}
                      inputMode={/^[0\W]*$/.test(field.mask!) ? 'numeric' : 'text'}
                      autoComplete="off"
                      spellCheck={false}
                      error={error}
                    />
                  )}
                />
                {pasteButton}
              </div>
            )
          case 'bool':
            return (
              <Checkbox key={field.key} error={error} {...register(field.key)}>
                {label}
              </Checkbox>
            )
          case 'date':
            return (
              <TextField key={field.key} type="date" label={label} error={error} {...register(field.key)} />
            )
          case 'text':
            return (
              <div key={field.key} className={pasteButton ? styles.withPaste : undefined}>
                <TextField
                  label={label}
                  autoComplete="off"
                  spellCheck={false}
                  error={error}
                  {...register(field.key)}
                />
                {pasteButton}
              </div>
            )
        }
      })}
      <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={!isValid}>
        {busy ? t('payments.submitting') : t('payments.submit')}
      </Button>
    </form>
  )
}

/** A field's limit as offer text writes it: "₺10", "₺12,50" (the one money format). */
function formatPlain(n: number): string {
  return formatMoney(n, { whole: true })
}
