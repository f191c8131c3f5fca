import { useState } from 'react'
import styles from './logo.module.css'

/**
 * The brand: the full logo, or the square mark in the slim sidebar. Until the artwork loads (or if
 * it cannot), a gold wordmark keeps the header from showing a broken image.
 */
export function Logo({ variant = 'full', className }: { variant?: 'full' | 'mark'; className?: string }) {
  const [failed, setFailed] = useState(false)
  const src = variant === 'full' ? '/media/brand/logo.svg' : '/media/brand/mark.svg'
  if (failed) {
    return (
      <span className={`${styles.wordmark} ${styles[variant]} ${className ?? ''}`} aria-hidden>
        {variant === 'full' ? 'GALATA' : 'G'}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      className={`${styles.image} ${styles[variant]} ${className ?? ''}`}
      onError={() => setFailed(true)}
      decoding="async"
    />
  )
}
