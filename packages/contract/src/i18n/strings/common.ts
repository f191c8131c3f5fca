import type { Localized } from '../../locale.js'

/** Words used across the whole site: buttons, states, generic labels. */
export const commonStrings = {
  'common.loading': { tr: 'Yükleniyor…', en: 'Loading…' },
  'common.close': { tr: 'Kapat', en: 'Close' },
  'common.pageOf': { tr: 'Sayfa {page} / {pages}', en: 'Page {page} of {pages}' },
  'common.prevPage': { tr: 'Önceki sayfa', en: 'Previous page' },
  'common.nextPage': { tr: 'Sonraki sayfa', en: 'Next page' },
  'common.back': { tr: 'Geri', en: 'Back' },
  'common.continue': { tr: 'Devam Et', en: 'Continue' },
  'common.submit': { tr: 'Gönder', en: 'Submit' },
  'common.save': { tr: 'Kaydet', en: 'Save' },
  'common.cancel': { tr: 'Vazgeç', en: 'Cancel' },
  'common.yes': { tr: 'Evet', en: 'Yes' },
  'common.no': { tr: 'Hayır', en: 'No' },
  'common.home': { tr: 'Ana Sayfa', en: 'Home' },
  'common.error': {
    tr: 'Bir hata oluştu. Lütfen tekrar deneyin.',
    en: 'Something went wrong. Please try again.',
  },
  'common.noData': { tr: 'Veri bulunamadı', en: 'No data found' },
  'common.opensInNewTab': { tr: '(yeni sekmede açılır)', en: '(opens in a new tab)' },
  'common.showPassword': { tr: 'Şifreyi göster', en: 'Show password' },
  'common.hidePassword': { tr: 'Şifreyi gizle', en: 'Hide password' },
} as const satisfies Record<string, Localized>
