/*
 * The promotions and pages screens' words in Turkish and English (docs/backoffice.md "Content"),
 * spread into the console's dictionary (i18n/dictionary.ts) so `t` types them like every other key.
 */
export const pagesWords = {
  'nav.promotions': { tr: 'Promosyonlar', en: 'Promotions' },
  'nav.pages': { tr: 'Sayfalar', en: 'Pages' },

  'cmsx.titleCol': { tr: 'Başlık', en: 'Title' },
  'cmsx.state': { tr: 'Durum', en: 'State' },
  'cmsx.draft': { tr: 'Taslak', en: 'Draft' },
  'cmsx.address': { tr: 'Adres', en: 'Address' },
  'cmsx.live': { tr: 'Yayında', en: 'Live' },
  'cmsx.off': { tr: 'Kapalı', en: 'Off' },
  'cmsx.unpublished': { tr: 'Hiç yayımlanmadı', en: 'Never published' },
  'cmsx.waitsForCampaign': { tr: 'Kampanyası çalışmıyor', en: 'Its campaign is not running' },
  'cmsx.draftSaved': { tr: 'Kaydedildi: {at}', en: 'Saved {at}' },
  'cmsx.edit': { tr: 'Düzenle', en: 'Edit' },
  'cmsx.close': { tr: 'Kapat', en: 'Close' },
  'cmsx.saveDraft': { tr: 'Taslağı kaydet', en: 'Save draft' },
  'cmsx.publish': { tr: 'Yayımla', en: 'Publish' },
  'cmsx.hasDraft': {
    tr: 'Yayımlanmamış bir taslak var; aşağıda o gösteriliyor.',
    en: 'There is an unpublished draft; it is what you see below.',
  },
  'cmsx.noDraft': {
    tr: 'Taslak yok; aşağıda yayındaki hâli gösteriliyor.',
    en: 'No draft; below is the published version.',
  },
  'cmsx.titleTr': { tr: 'Başlık (Türkçe)', en: 'Title (Turkish)' },
  'cmsx.titleEn': { tr: 'Başlık (İngilizce)', en: 'Title (English)' },
  'cmsx.bodyTr': { tr: 'Sayfa metni (Türkçe)', en: 'Page text (Turkish)' },
  'cmsx.bodyEn': { tr: 'Sayfa metni (İngilizce)', en: 'Page text (English)' },
  'cmsx.sanitised': {
    tr: 'Sunucu metni kaydederken temizler: betikler, stiller ve olay öznitelikleri silinir.',
    en: 'The server cleans the text when saving: scripts, styles and event attributes are removed.',
  },
  'cmsx.moveUp': { tr: '“{title}” promosyonunu yukarı taşı', en: 'Move “{title}” up' },
  'cmsx.moveDown': { tr: '“{title}” promosyonunu aşağı taşı', en: 'Move “{title}” down' },

  'cmsx.preview': { tr: 'Önizle', en: 'Preview' },
  'cmsx.previewTab': { tr: 'Önizlemeyi yeni sekmede aç', en: 'Open the preview in a new tab' },
  'cmsx.previewHint': {
    tr: 'Sitenin kendi sayfası, kayıtlı taslakla. Bağlantı 15 dakika geçerli; oyuncular taslağı göremez.',
    en: 'The site’s own page with the saved draft. The link works for 15 minutes; players cannot see the draft.',
  },

  'cmsx.pages.title': { tr: 'Sayfalar', en: 'Pages' },
  'cmsx.pages.intro': {
    tr: 'Şartlar, sorumlu oyun ve diğer bilgi sayfaları. Değişiklik önce taslak olarak kaydedilir; önizleyip yayımladığınızda sitede hemen görünür.',
    en: 'Terms, responsible gaming and the other information pages. A change is saved as a draft first; once you preview and publish it, the site shows it at once.',
  },
  'cmsx.pages.new': { tr: 'Yeni sayfa', en: 'New page' },
  'cmsx.pages.editing': { tr: '“{title}” sayfasını düzenle', en: 'Edit the page “{title}”' },
  'cmsx.pages.list': { tr: 'Sayfalar, alt bilgi gruplarına göre', en: 'Pages, by footer group' },
  'cmsx.pages.group': { tr: 'Alt bilgi grubu', en: 'Footer group' },

  'cmsx.promos.title': { tr: 'Promosyonlar', en: 'Promotions' },
  'cmsx.promos.intro': {
    tr: 'Promosyonlar sayfasındaki kartlar. Sıra ve açma/kapama hemen uygulanır; metindeki değişiklik taslak olarak kaydedilir ve yayımlayınca görünür. Bir kampanyaya bağlı promosyon, koşullarını kampanyadan alır ve yalnızca kampanya sürerken görünür.',
    en: 'The cards of the promotions page. Order and on/off apply at once; a change of text is saved as a draft and shows once published. A promotion linked to a campaign takes its terms from the campaign and shows only while the campaign runs.',
  },
  'cmsx.promos.new': { tr: 'Yeni promosyon', en: 'New promotion' },
  'cmsx.promos.editing': { tr: '“{title}” promosyonunu düzenle', en: 'Edit the promotion “{title}”' },
  'cmsx.promos.list': { tr: 'Promosyonlar, sayfadaki sırasıyla', en: 'Promotions, in page order' },
  'cmsx.promos.slug': { tr: 'Bağlantı adı', en: 'Link name' },
  'cmsx.promos.slugHint': {
    tr: 'Küçük harf, rakam ve tire; sonradan değişmez (örneğin sonbahar-donusleri).',
    en: 'Lower-case letters, digits and dashes; it cannot be changed later (for example autumn-spins).',
  },
  'cmsx.promos.campaign': { tr: 'Bonus kampanyası', en: 'Bonus campaign' },
  'cmsx.promos.noCampaign': { tr: 'Yok', en: 'None' },
  'cmsx.promos.campaignHint': {
    tr: 'Seçilirse koşullar kampanyanın tanımından yazılır ve promosyon yalnızca kampanya sürerken görünür.',
    en: 'When chosen, the terms are written from the campaign’s definition and the promotion shows only while the campaign runs.',
  },
  'cmsx.promos.bodyTr': { tr: 'Açıklama (Türkçe)', en: 'Description (Turkish)' },
  'cmsx.promos.bodyEn': { tr: 'Açıklama (İngilizce)', en: 'Description (English)' },
  'cmsx.promos.image': { tr: 'Görsel adresi', en: 'Image address' },
  'cmsx.campaign.runs': { tr: 'sürüyor', en: 'running' },
  'cmsx.campaign.upcoming': { tr: 'henüz başlamadı', en: 'not started yet' },
  'cmsx.campaign.ended': { tr: 'sona erdi', en: 'ended' },
  'cmsx.campaign.off': { tr: 'kapalı', en: 'off' },
  'cmsx.campaign.missing': { tr: 'bulunamadı', en: 'not found' },

  // Discard a draft, delete, a promotion's picture (docs/backoffice.md "Content").
  'cmsx.discard': { tr: 'Taslağı sil', en: 'Discard draft' },
  'cmsx.confirmDiscard': {
    tr: 'Kaydedilmiş taslak silinsin mi? Yayındaki hâli olduğu gibi kalır; bu işlem geri alınamaz.',
    en: 'Discard the saved draft? The published version stays as it is; this cannot be undone.',
  },
  'cmsx.delete': { tr: 'Sil', en: 'Delete' },
  'cmsx.promos.confirmDelete': {
    tr: '“{title}” promosyonu silinsin mi? Sitede hemen kaybolur; bu işlem geri alınamaz.',
    en: 'Delete the promotion “{title}”? It leaves the site at once; this cannot be undone.',
  },
  'cmsx.pages.confirmDelete': {
    tr: '“{title}” sayfası silinsin mi? Sitede ve alt bilgide hemen kaybolur; bu işlem geri alınamaz.',
    en: 'Delete the page “{title}”? It leaves the site and the footer at once; this cannot be undone.',
  },
  'cmsx.promos.upload': { tr: 'Görsel yükle', en: 'Upload an image' },
  'cmsx.promos.uploadHint': {
    tr: 'PNG, JPEG veya WebP, en fazla {mb} MB. Yüklenen görselin adresi yukarıdaki alana yazılır; taslağı kaydedip yayımlayınca sitede görünür.',
    en: 'PNG, JPEG or WebP, up to {mb} MB. The uploaded image’s address goes in the field above; it shows on the site once you save the draft and publish.',
  },
  'cmsx.promos.uploading': { tr: 'Görsel yükleniyor…', en: 'Uploading the image…' },
  'cmsx.promos.imagePreview': { tr: 'Promosyonun görseli', en: 'The promotion’s image' },

  'rte.toolbar': { tr: 'Metin biçimi', en: 'Text format' },
  'rte.bold': { tr: 'Kalın', en: 'Bold' },
  'rte.italic': { tr: 'İtalik', en: 'Italic' },
  'rte.underline': { tr: 'Altı çizili', en: 'Underline' },
  'rte.h2': { tr: 'Ara başlık', en: 'Heading' },
  'rte.h3': { tr: 'Alt başlık', en: 'Subheading' },
  'rte.bullets': { tr: 'Madde işaretli liste', en: 'Bulleted list' },
  'rte.numbers': { tr: 'Numaralı liste', en: 'Numbered list' },
  'rte.quote': { tr: 'Alıntı', en: 'Quote' },
  'rte.undo': { tr: 'Geri al', en: 'Undo' },
  'rte.redo': { tr: 'Yinele', en: 'Redo' },
  'rte.link': { tr: 'Bağlantı', en: 'Link' },
  'rte.linkPrompt': {
    tr: 'Bağlantı adresi (https://…); kaldırmak için boş bırakın',
    en: 'Link address (https://…); leave empty to remove the link',
  },
} as const satisfies Record<string, { tr: string; en: string }>
