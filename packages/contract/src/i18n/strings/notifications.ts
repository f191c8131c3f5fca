import type { Localized } from '../../locale.js'

/** The notifications panel (spec §2 list and detail, §3 kinds); the bell's own strings are in layout. */
export const notificationsStrings = {
  'notifications.back': { tr: 'Bildirimlere dön', en: 'Back to notifications' },
  'notifications.close': { tr: 'Bildirimleri kapat', en: 'Close notifications' },
  'notifications.unread': { tr: 'Okunmadı', en: 'Unread' },
  'notifications.loadFailed': {
    tr: 'Bildirimler yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    en: 'Notifications could not be loaded. Please try again later.',
  },
  'notifications.kind.deposit': { tr: 'Para yatırma', en: 'Deposit' },
  'notifications.kind.withdraw': { tr: 'Para çekme', en: 'Withdrawal' },
  'notifications.kind.bonus': { tr: 'Bonus', en: 'Bonus' },
  'notifications.kind.system': { tr: 'Sistem', en: 'System' },
} as const satisfies Record<string, Localized>
