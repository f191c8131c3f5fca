import type { Localized } from '../../locale.js'

/**
 * What a Turkish-speaking site always has (docs/content.md): the footer's licence block, the sign-up
 * declarations and KVKK notice, the marketing consent in the account and the cookie notice.
 */
export const legalStrings = {
  // Footer licence block (values from the operator's configuration, docs/content.md)
  'legal.licence.heading': { tr: 'Lisans bilgileri', en: 'Licence details' },
  'legal.licence.operator': {
    tr: 'Bu site {company} tarafından işletilmektedir.',
    en: 'This site is operated by {company}.',
  },
  'legal.licence.company': { tr: 'Şirket', en: 'Company' },
  'legal.licence.registration': { tr: 'Şirket sicil numarası', en: 'Company registration number' },
  'legal.licence.address': { tr: 'Kayıtlı adres', en: 'Registered address' },
  'legal.licence.authority': { tr: 'Lisans otoritesi', en: 'Licensing authority' },
  'legal.licence.number': { tr: 'Lisans numarası', en: 'Licence number' },
  'legal.licence.validate': { tr: 'Lisansı doğrulayın', en: 'Check the licence' },
  'legal.licence.demo': {
    tr: 'Bu bir demo sitesidir: lisans bilgileri örnektir ve gerçek bir lisansı göstermez.',
    en: 'This is a demo site: the licence details are examples and show no real licence.',
  },
  'legal.licence.terms': {
    tr: 'Üye olmak için Genel Şartlar ve Koşulları kabul etmeniz gerekir. Koşullarda yapılan değişiklikler en az iki hafta önceden duyurulur.',
    en: 'You must accept the General Terms and Conditions to sign up. Changes to the terms are announced at least two weeks in advance.',
  },
  'legal.responsibleGaming': { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },

  // Sign-up declarations (spec §2 register form)
  'legal.signup.adult': {
    tr: '18 yaşından büyük olduğumu beyan ederim.',
    en: 'I declare that I am 18 or over.',
  },
  'legal.signup.terms': {
    tr: '{terms} ile {privacy} okudum ve kabul ediyorum.',
    en: 'I have read and accept the {terms} and the {privacy}.',
  },
  'legal.signup.termsLink': { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
  'legal.signup.privacyLink': { tr: 'Gizlilik Politikası\u2019nı', en: 'Privacy Policy' },
  'legal.signup.kvkk': {
    tr: 'Kişisel verileriniz, hesabınızı açmak ve yönetmek için işlenir. Ayrıntılar: {notice}.',
    en: 'Your personal data is processed to open and run your account. Details: {notice}.',
  },
  'legal.signup.kvkkLink': {
    tr: 'KVKK Aydınlatma Metni',
    en: 'Privacy notice (KVKK)',
  },
  'legal.signup.marketing': {
    tr: 'Kampanya ve bonus bildirimleri almak istiyorum (SMS / e-posta).',
    en: 'I would like to receive campaign and bonus messages (SMS / e-mail).',
  },
  'legal.signup.marketingHint': {
    tr: 'İsteğe bağlıdır; tercihinizi Hesabım sayfasından istediğiniz zaman değiştirebilirsiniz.',
    en: 'Optional; you can change it at any time in My Account.',
  },

  // Marketing consent in the account
  'legal.account.heading': { tr: 'İletişim tercihleri', en: 'Contact preferences' },
  'legal.account.marketing': {
    tr: 'Kampanya ve bonus bildirimleri almak istiyorum (SMS / e-posta).',
    en: 'I would like to receive campaign and bonus messages (SMS / e-mail).',
  },
  'legal.account.marketingHint': {
    tr: 'Hesabınız, ödemeleriniz ve güvenliğiniz ile ilgili bildirimler her durumda gönderilir.',
    en: 'Messages about your account, payments and security are always sent.',
  },
  'legal.account.save': { tr: 'Tercihi kaydet', en: 'Save preference' },
  'legal.account.declared': {
    tr: 'Kayıt sırasında 18 yaşından büyük olduğunuzu beyan ettiniz ve koşulları kabul ettiniz ({date}).',
    en: 'At sign-up you declared that you are 18 or over and accepted the terms ({date}).',
  },

  // Cookie notice
  'legal.cookies.title': { tr: 'Çerezler ve tarayıcı depolama', en: 'Cookies and browser storage' },
  // Short on purpose (a slim bar on a phone, docs/content.md); the Cookie Policy lists every item.
  'legal.cookies.text': {
    tr: 'Sitemiz çerez kullanmaz. Tarayıcınızda yalnızca çalışması için gerekenleri (oturum, güvenlik, dil, gördüğünüz duyurular) ve izin verirseniz birkaç tercihinizi saklar.',
    en: 'Our site uses no cookies. Your browser keeps only what it needs to work (session, security, language, notices you have seen) and, with your permission, a few preferences.',
  },
  // The same bar while a Google Tag Manager container is in use (docs/content.md "Tag manager").
  'legal.cookies.textTagManager': {
    tr: 'Sitemiz kendisi çerez kullanmaz. Tarayıcınızda yalnızca çalışması için gerekenleri (oturum, güvenlik, dil, gördüğünüz duyurular) saklar. İzin verirseniz birkaç tercihinizi de saklar ve Google Tag Manager’ı yükler; onun yüklediği araçlar çerez kullanabilir.',
    en: 'Our site itself sets no cookies. Your browser keeps only what it needs to work (session, security, language, notices you have seen). With your permission it also keeps a few preferences and loads Google Tag Manager, whose tools may set cookies.',
  },
  // The Cookie Policy page's section while a tag manager is in use (docs/content.md "Tag manager").
  'legal.cookies.tagManager.heading': { tr: 'Google Tag Manager', en: 'Google Tag Manager' },
  'legal.cookies.tagManager.text': {
    tr: 'Bu sitede Google Tag Manager ({id}) kullanılır. Yalnızca “Tümünü kabul et” seçtiyseniz yüklenir; seçim yapmadıysanız veya “Yalnızca zorunlu” seçtiyseniz yüklenmez. Yüklendiğinde tarayıcınız Google’ın sunucularına (www.googletagmanager.com) bağlanır ve Google Tag Manager’ın yüklediği analiz veya pazarlama araçları kendi çerezlerini kullanabilir; yukarıda “çerez kullanmaz” ve “hiçbir analiz aracı kullanmaz” denmesi, bu izinle yüklenenler dışında geçerlidir. Sonradan “Yalnızca zorunlu” seçerseniz, sonraki sayfa açılışından itibaren yüklenmez.',
    en: 'This site uses Google Tag Manager ({id}). It loads only if you chose “Accept all”; it does not load before you choose or if you chose “Only necessary”. When it loads, your browser connects to Google’s servers (www.googletagmanager.com), and the analytics or marketing tools Google Tag Manager loads may set cookies of their own; “sets no cookies” and “no analytics tools” above hold except for what loads with this permission. If you later choose “Only necessary”, it no longer loads from the next page load on.',
  },
  // The same bar while a live chat is configured (docs/live-chat.md "Cookies"), without and with a tag manager.
  'legal.cookies.textLiveChat': {
    tr: 'Sitemiz kendisi çerez kullanmaz. Tarayıcınızda yalnızca çalışması için gerekenleri (oturum, güvenlik, dil, gördüğünüz duyurular) saklar. İzin verirseniz birkaç tercihinizi de saklar ve giriş yaptığınızda canlı destek penceresini (Chatwoot) yükler; o, konuşmanızı sürdürmek için kendi çerezini kullanır.',
    en: 'Our site itself sets no cookies. Your browser keeps only what it needs to work (session, security, language, notices you have seen). With your permission it also keeps a few preferences and, once you log in, loads the live chat (Chatwoot), which sets a cookie of its own to keep your conversation.',
  },
  'legal.cookies.textTagManagerLiveChat': {
    tr: 'Sitemiz kendisi çerez kullanmaz. Tarayıcınızda yalnızca çalışması için gerekenleri (oturum, güvenlik, dil, gördüğünüz duyurular) saklar. İzin verirseniz birkaç tercihinizi de saklar, Google Tag Manager’ı ve giriş yaptığınızda canlı destek penceresini (Chatwoot) yükler; bunlar kendi çerezlerini kullanabilir.',
    en: 'Our site itself sets no cookies. Your browser keeps only what it needs to work (session, security, language, notices you have seen). With your permission it also keeps a few preferences and loads Google Tag Manager and, once you log in, the live chat (Chatwoot); these may set cookies of their own.',
  },
  // The Cookie Policy page's section while a live chat is configured (docs/live-chat.md "Cookies").
  'legal.cookies.liveChat.heading': { tr: 'Canlı destek (Chatwoot)', en: 'Live chat (Chatwoot)' },
  'legal.cookies.liveChat.text': {
    tr: 'Canlı destek penceresi Chatwoot ile çalışır ve {hosts} adresinden yüklenir. Yalnızca giriş yapmış ve “Tümünü kabul et” seçmiş oyunculara yüklenir; ziyaretçilere ve “Yalnızca zorunlu” seçenlere yüklenmez. Yüklendiğinde tarayıcınız bu adrese bağlanır ve pencere, konuşmanızı sürdürebilmek için kendi çerezini (cw_conversation) ve tarayıcı depolamasını kullanır. Destek ekibi kullanıcı kodunuzu, telefonunuzun ve kimliğinizin doğrulanıp doğrulanmadığını ve sorumlu oyun durumunuzu görür; bakiyeniz, belge numaranız, adresiniz veya doğum tarihiniz gönderilmez. Çıkış yaptığınızda ya da sonradan “Yalnızca zorunlu” seçtiğinizde pencere sıfırlanır ve bir sonraki kişi konuşmanızı görmez.',
    en: 'The live chat runs on Chatwoot and loads from {hosts}. It loads only for players who are logged in and chose “Accept all”; it does not load for visitors or if you chose “Only necessary”. When it loads, your browser connects to that address, and the chat sets a cookie of its own (cw_conversation) and uses browser storage to keep your conversation. Support sees your user code, whether your phone and identity are verified and your responsible-gambling status; your balance, document number, address and date of birth are never sent. When you log out, or later choose “Only necessary”, the chat is reset and the next person on this browser does not see your conversation.',
  },
  'legal.cookies.policy': { tr: 'Çerez Politikası', en: 'Cookie Policy' },
  'legal.cookies.acceptAll': { tr: 'Tümünü kabul et', en: 'Accept all' },
  'legal.cookies.necessaryOnly': { tr: 'Yalnızca zorunlu', en: 'Only necessary' },
  'legal.cookies.settings': { tr: 'Çerez Ayarları', en: 'Cookie settings' },
} as const satisfies Record<string, Localized>
