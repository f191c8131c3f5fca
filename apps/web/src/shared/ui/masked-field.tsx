import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react'
import { caretAfterDigits, digitsOnly } from '../forms/mask'
import { TextField, type TextFieldProps } from './text-field'

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> {
  /** What the form keeps (digits). */
  value: string
  onChange: (value: string) => void
  /** The kept value as the box shows it. */
  format: (value: string) => string
  /** What was typed or pasted, back to the kept value. */
  parse: (typed: string) => string
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

/**
 * A text field with a digit mask: the player sees `(532) 123 45 67` or `123-456`, the form keeps the
 * digits. The caret stays after the digit just typed or deleted, wherever in the number it was.
 */
export function MaskedField({ value, onChange, format, parse, ref, ...field }: MaskedFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const pendingCaret = useRef<number | null>(null)
  // A keystroke that changes nothing (a letter) still re-renders, so the caret is put back.
  const [, setTick] = useState(0)
  const display = format(value)

  useLayoutEffect(() => {
    const el = inputRef.current
    const digits = pendingCaret.current
    pendingCaret.current = null
    if (!el || digits === null || document.activeElement !== el) return
    const at = caretAfterDigits(el.value, digits)
    el.setSelectionRange(at, at)
  })

  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el
      assignRef(ref, el)
    },
    [ref],
  )

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target
    const caret = el.selectionStart ?? el.value.length
    const next = parse(el.value)
    // Digits dropped from the front (a pasted +90 or 0) move the caret back by as many.
    const droppedInFront = Math.max(0, digitsOnly(el.value).indexOf(digitsOnly(format(next))))
    pendingCaret.current = Math.max(0, digitsOnly(el.value.slice(0, caret)).length - droppedInFront)
    setTick((n) => n + 1)
    if (next !== value) onChange(next)
  }

  return <TextField {...field} ref={setRefs} value={display} onChange={handleChange} />
}
