import type { Localized } from '../../locale.js'

/** The site shell (spec §2): top banner, header, menus, bottom bar, breadcrumbs, footer. */
export const layoutStrings = {
  'layout.skipToContent': { tr: 'İçeriğe geç', en: 'Skip to content' },
  'layout.homeLink': { tr: 'Galata ana sayfa', en: 'Galata home page' },

  // Domain-change banner
  'layout.domainNotice': {
    tr: 'Adresimiz değişiyor! {current} yerine artık {next} adresinden bize ulaşabilirsiniz. Yeni adresimizi yer imlerinize eklemeyi unutmayın.',
    en: 'Our address is changing! From now on you can reach us at {next} instead of {current}. Remember to bookmark our new address.',
  },
  'layout.announcement': { tr: 'Duyuru', en: 'Announcement' },
  'layout.dismissNotice': { tr: 'Duyuruyu kapat', en: 'Dismiss the announcement' },
  'layout.officialDomain': {
    tr: 'Resmi adresimiz {domain}. Yalnızca bu adresten giriş yapın.',
    en: 'Our official address is {domain}. Only log in there.',
  },

  // Header
  'layout.mainMenu': { tr: 'Ana menü', en: 'Main menu' },
  'layout.quickLinks': { tr: 'Hızlı bağlantılar', en: 'Quick links' },
  'layout.sideMenu': { tr: 'Yan menü', en: 'Side menu' },
  'layout.openMenu': { tr: 'Menüyü aç', en: 'Open the menu' },
  'layout.closeMenu': { tr: 'Menüyü kapat', en: 'Close the menu' },
  'layout.login': { tr: 'Giriş Yap', en: 'Log In' },
  'layout.signUp': { tr: 'Üye Ol', en: 'Sign Up' },
  'layout.openAccount': { tr: 'Hesap menüsünü aç', en: 'Open the account menu' },
  'layout.unreadDot': { tr: 'Okunmamış bildiriminiz var', en: 'You have unread notifications' },
  'layout.callMeBack': { tr: 'Sizi Arayalım', en: 'Call Me Back' },
  'layout.claimBonus': { tr: 'Bonus Talep Et', en: 'Claim a Bonus' },
  'layout.promotions': { tr: 'Promosyonlar', en: 'Promotions' },
  'layout.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'layout.balanceLabel': {
    tr: 'Bakiye: {amount}. Yenilemek için dokunun',
    en: 'Balance: {amount}. Tap to refresh',
  },
  'layout.cash': { tr: 'Nakit', en: 'Cash' },
  'layout.bonus': { tr: 'Bonus', en: 'Bonus' },
  'layout.bonusLink': {
    tr: 'Bonus {amount}: çevrim durumunu göster',
    en: 'Bonus {amount}: show wagering progress',
  },
  'layout.notifications': { tr: 'Bildirimler', en: 'Notifications' },
  'layout.notificationsCount': {
    tr: 'Bildirimler, {count} okunmamış',
    en: 'Notifications, {count} unread',
  },
  'layout.notificationsEmpty': {
    tr: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    en: 'When you have a new notification, you will see it here.',
  },
  'layout.userCode': { tr: 'Kod: {code}', en: 'Code: {code}' },
  'layout.language': { tr: 'Dil', en: 'Language' },
  'layout.chooseLanguage': { tr: 'Dil seçin, şu an: {language}', en: 'Choose a language, now: {language}' },
  'layout.gameUnavailable': {
    tr: 'Bu oyun şu anda oynanamıyor. Lütfen daha sonra tekrar deneyin.',
    en: 'This game is not available right now. Please try again later.',
  },

  // Bottom bar
  'layout.bottomBar': { tr: 'Hızlı menü', en: 'Quick menu' },
  /** The live-chat widget's title (docs/live-chat.md), read by screen readers on its frame. */
  'layout.liveChat': { tr: 'Canlı destek', en: 'Live chat' },

  // Breadcrumbs
  'layout.breadcrumbs': { tr: 'Konumunuz', en: 'You are here' },

  // Footer
  'layout.footer.betting': { tr: 'Bahis', en: 'Betting' },
  'layout.footer.casino': { tr: 'Casino', en: 'Casino' },
  'layout.footer.tvGames': { tr: 'TV Oyunları', en: 'TV Games' },
  'layout.footer.corporate': { tr: 'Kurumsal', en: 'Corporate' },
  'layout.footer.stories': { tr: 'Hikayelerimiz', en: 'Our Stories' },
  'layout.footer.termsOfUse': { tr: 'Politikalar', en: 'Policies' },
  'layout.footer.termsOfService': { tr: 'Kurallar', en: 'Rules' },
  'layout.footer.contact': { tr: 'Bize Ulaşın', en: 'Contact Us' },
  'layout.footer.telegram': { tr: 'Telegram #{n}', en: 'Telegram #{n}' },
  'layout.footer.whatsapp': { tr: 'Whatsapp #{n}', en: 'Whatsapp #{n}' },
  'layout.footer.email': { tr: 'E-posta', en: 'Email' },
  'layout.footer.follow': { tr: 'Bizi takip edin', en: 'Follow us' },
  'layout.footer.social': { tr: '{network} sayfamız', en: 'Our {network} page' },
  'layout.footer.providers': { tr: 'Oyun sağlayıcılarımız', en: 'Our game providers' },
  'layout.footer.tagline': {
    tr: 'Slotlar, masa oyunları, Sky Aviator ve kanıtlanabilir adil Galata Originals tek adreste.',
    en: 'Slots, table games, Sky Aviator and provably fair Galata Originals in one place.',
  },
  'layout.footer.responsible': {
    tr: 'Şans oyunları bağımlılık yapabilir. Lütfen sorumlu oynayın. 18 yaşından küçüklerin oynaması yasaktır.',
    en: 'Gambling can be addictive. Please play responsibly. Under-18s may not play.',
  },
  /** The header ribbon of a demo site (SITE_MODE=demo, docs/security.md): its payments take no money. */
  'layout.demoRibbon': { tr: 'Demo — gerçek para yok', en: 'Demo — no real money' },
  'layout.demoRibbonDetail': {
    tr: 'Bu bir demo sitesidir: yatırımlar ödeme alınmadan demo bakiye ekler.',
    en: 'This is a demo site: deposits add play money without taking any payment.',
  },
  'layout.footer.adultsOnly': { tr: 'Yalnızca 18 yaş ve üzeri', en: 'Adults only, 18+' },
  'layout.footer.generalTerms': { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
  'layout.footer.copyright': {
    tr: '© {year} Galata. Tüm hakları saklıdır.',
    en: '© {year} Galata. All rights reserved.',
  },
} as const satisfies Record<string, Localized>
