import type { Localized } from '../../locale.js'

/** The call-back request form (spec §2 callback request form, §5 callback rules). */
export const callbackStrings = {
  'callback.title': { tr: 'Sizi Arayalım', en: 'Call Me Back' },
  'callback.intro': {
    tr: 'Bilgilerinizi bırakın, destek ekibimiz en kısa sürede size ulaşsın.',
    en: 'Leave your details and our support team will get back to you as soon as possible.',
  },
  'callback.name': { tr: 'Ad Soyad', en: 'Full Name' },
  'callback.namePlaceholder': { tr: 'Adınız ve soyadınız', en: 'Your full name' },
  'callback.message': { tr: 'Mesajınız', en: 'Message' },
  'callback.messagePlaceholder': {
    tr: 'Size hangi konuda yardımcı olabiliriz?',
    en: 'What can we help you with?',
  },
  'callback.contacts': { tr: 'İletişim Bilgileri', en: 'Contact Details' },
  'callback.contactType': { tr: 'İletişim Türü', en: 'Contact Type' },
  'callback.type.phone': { tr: 'Telefon', en: 'Phone' },
  'callback.type.whatsapp': { tr: 'WhatsApp', en: 'WhatsApp' },
  'callback.type.telegram': { tr: 'Telegram', en: 'Telegram' },
  'callback.type.email': { tr: 'E-posta', en: 'Email' },
  'callback.placeholder.phone': { tr: '0532 123 45 67', en: '0532 123 45 67' },
  'callback.placeholder.whatsapp': { tr: '0532 123 45 67', en: '0532 123 45 67' },
  'callback.placeholder.telegram': { tr: '@kullaniciadi', en: '@username' },
  'callback.placeholder.email': { tr: 'ornek@eposta.com', en: 'name@example.com' },
  'callback.add': { tr: 'İletişim Ekle', en: 'Add Contact' },
  'callback.remove': { tr: '{n}. iletişim bilgisini kaldır', en: 'Remove contact {n}' },
  'callback.emptyHint': {
    tr: 'Size nasıl ulaşabileceğimizi eklemek için “İletişim Ekle” düğmesine tıklayın.',
    en: 'Select “Add Contact” to tell us how to reach you.',
  },
  'callback.save': { tr: 'Gönder', en: 'Send Request' },
  'callback.saving': { tr: 'Gönderiliyor…', en: 'Sending…' },
  'callback.success': {
    tr: 'Talebiniz alındı. En kısa sürede sizi arayacağız.',
    en: 'Your request has been received. We will call you back as soon as possible.',
  },
} as const satisfies Record<string, Localized>
