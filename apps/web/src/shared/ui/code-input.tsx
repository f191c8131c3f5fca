import { CODE_DIGITS, CODE_PLACEHOLDER, digitsOnly, formatCode } from '../forms/mask'
import { MaskedField, type MaskedFieldProps } from './masked-field'
import styles from './code-input.module.css'

export type CodeInputProps = Omit<MaskedFieldProps, 'format' | 'parse'>

const parseCode = (typed: string) => digitsOnly(typed).slice(0, CODE_DIGITS)

/** The six-digit SMS code, shown as `123-456` (spec §5 mask 000-000); the value is the six digits. */
export function CodeInput({ className, ...props }: CodeInputProps) {
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={CODE_PLACEHOLDER}
      maxLength={CODE_DIGITS + 1}
      {...props}
      className={`${styles.code} ${className ?? ''}`}
      format={formatCode}
      parse={parseCode}
    />
  )
}
