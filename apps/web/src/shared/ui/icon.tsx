import type { CSSProperties } from 'react'
import styles from './icon.module.css'

/** The monochrome icon set under /media/icons (one SVG per name). */
export type IconName =
  | 'arrow-down'
  | 'arrow-up'
  | 'aviator'
  | 'bell'
  | 'bingo'
  | 'call-me'
  | 'casino'
  | 'check'
  | 'chevron-left'
  | 'chevron-right'
  | 'close'
  | 'copy'
  | 'deposit'
  | 'eighteen-plus'
  | 'esports'
  | 'games'
  | 'gift'
  | 'giftbox'
  | 'globe'
  | 'history'
  | 'home'
  | 'instagram'
  | 'live-casino'
  | 'live-sports'
  | 'lock'
  | 'logout'
  | 'menu'
  | 'paste'
  | 'phone'
  | 'promotions'
  | 'reload'
  | 'search'
  | 'sports'
  | 'star-filled'
  | 'star'
  | 'support'
  | 'system'
  | 'telegram'
  | 'tv-games'
  | 'twitter'
  | 'user'
  | 'virtual'
  | 'wallet'
  | 'whatsapp'
  | 'youtube'
  /** Another name for `reload`. */
  | 'refresh'

const FILES: Partial<Record<IconName, string>> = { refresh: 'reload' }

export function iconUrl(name: IconName): string {
  return `/media/icons/${FILES[name] ?? name}.svg`
}

/**
 * An icon painted in the current text colour: the SVG is a CSS mask, so one file serves every
 * state (gold when active, dim when idle) and costs nothing in the JavaScript bundle. Decorative by
 * default; the control around it carries the accessible name.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const style = { '--icon': `url(${iconUrl(name)})`, '--size': `${size}px` } as CSSProperties
  return <span aria-hidden className={`${styles.icon} ${className ?? ''}`} style={style} />
}
