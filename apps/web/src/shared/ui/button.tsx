import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'gold' | 'violet' | 'outline' | 'ghost' | 'subtle'
export type ButtonSize = 'sm' | 'md' | 'lg'

/** The class list of a button, for links that look like one (<Link className={buttonClass(...)}>). */
export function buttonClass(
  variant: ButtonVariant = 'gold',
  size: ButtonSize = 'md',
  options: { block?: boolean; iconOnly?: boolean; className?: string } = {},
): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    options.block ? styles.block : '',
    options.iconOnly ? styles.iconOnly : '',
    options.className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  iconOnly?: boolean
  /** Shows a spinner, keeps the width and blocks clicks while a request runs. */
  loading?: boolean
  children: ReactNode
}

export function Button({
  variant = 'gold',
  size = 'md',
  block,
  iconOnly,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, { block, iconOnly, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden />}
      {children}
    </button>
  )
}
