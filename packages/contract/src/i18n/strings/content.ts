import type { Localized } from '../../locale.js'

/** Home, casino lobby and play window, sports landing, promotions and CMS pages (spec §2 banners and content). */
export const contentStrings = {
  // Home
  'home.title': {
    tr: 'Galata — Casino, Canlı Casino ve Spor Bahisleri',
    en: 'Galata — Casino, Live Casino and Sports Betting',
  },
  'home.seeAll': { tr: 'Tümünü Gör', en: 'See All' },
  'home.carousel.label': { tr: 'Öne çıkan promosyonlar', en: 'Featured offers' },
  'home.carousel.roleDescription': { tr: 'slayt gösterisi', en: 'carousel' },
  'home.carousel.slide': { tr: 'slayt', en: 'slide' },
  'home.carousel.slideOf': { tr: '{n} / {total}', en: '{n} of {total}' },
  'home.carousel.slideAlt': { tr: 'Kampanya görseli {n}', en: 'Offer banner {n}' },
  'home.carousel.previous': { tr: 'Önceki slayt', en: 'Previous slide' },
  'home.carousel.next': { tr: 'Sonraki slayt', en: 'Next slide' },
  'home.carousel.goTo': { tr: '{n}. slayta git', en: 'Go to slide {n}' },
  'home.carousel.pause': { tr: 'Otomatik geçişi durdur', en: 'Pause slideshow' },
  'home.carousel.play': { tr: 'Otomatik geçişi başlat', en: 'Play slideshow' },
  'home.categories.title': { tr: 'Casino Kategorileri', en: 'Casino Categories' },
  'home.video.eyebrow': { tr: 'Canlı', en: 'Live' },
  // The live tables are shared rounds with an animated host (docs/content.md, "What the live casino is").
  'home.video.text': {
    tr: 'Rulet, blackjack, bakara, poker ve Ejderha Kaplan masalarında 7/24 canlı turlar: animasyonlu sunucu, sonucu rastgele sayı üreteci belirler.',
    en: 'Live rounds around the clock at roulette, blackjack, baccarat, poker and Dragon Tiger tables: an animated host, and a random number generator decides the result.',
  },
  'home.video.cta': { tr: 'Canlı Casinoya Git', en: 'Go to Live Casino' },
  'home.topWinners.title': { tr: 'En Çok Kazananlar', en: 'Top Winners' },
  'home.topWinners.live': { tr: 'Canlı', en: 'Live' },
  'home.topWinners.listLabel': { tr: 'Son büyük kazançlar', en: 'Latest big wins' },
  'home.promotions.title': { tr: 'Güncel Promosyonlar', en: 'Current Promotions' },
  'home.promotions.details': { tr: 'Detayları gör', en: 'View details' },
  'home.sports.kicker': { tr: 'Spor Bahisleri', en: 'Sports Betting' },
  'home.sports.title': {
    tr: 'Maçın heyecanı tek tıkla kuponunuzda',
    en: 'The thrill of the match, one tap from your slip',
  },
  'home.sports.text': {
    tr: 'Futbol, basketbol, tenis ve e-sporda maç öncesi ve canlı bahis.',
    en: 'Pre-match and live betting on football, basketball, tennis and e-sports.',
  },
  'home.sports.today': { tr: 'Günün Maçları', en: "Today's Matches" },
  'home.sports.todayAll': { tr: 'Tüm maçlar', en: 'All matches' },
  'home.sports.todayEmpty': {
    tr: 'Şu an bahse açık maç yok; yeni maçlar kısa süre içinde listelenecek.',
    en: 'No matches are open for betting right now; new ones will be listed shortly.',
  },
  'home.sports.liveNow': { tr: 'Şu An Canlı', en: 'Live Now' },
  'home.sports.liveAll': { tr: 'Tüm canlı maçlar', en: 'All live matches' },
  'home.sports.slip': { tr: 'Kuponu aç ({count})', en: 'Open the slip ({count})' },
  'home.sports.cta': { tr: 'Spor Bahislerine Git', en: 'Go to Sports' },
  'home.sports.live': { tr: 'Canlı Bahis', en: 'Live Betting' },
  'home.sports.popular': { tr: 'Popüler sporlar', en: 'Popular sports' },
  'home.popup.title': { tr: 'Size Özel Fırsat', en: 'A Special Offer for You' },
  'home.popup.alt': { tr: 'Promosyon duyurusu', en: 'Offer announcement' },
  'home.popup.open': { tr: 'Promosyonu İncele', en: 'View the Offer' },
  'home.firstVisit.title': { tr: 'Galata’ya hoş geldiniz', en: 'Welcome to Galata' },
  'home.firstVisit.alt': { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },

  // Casino lobby
  'casino.video.fallbackTitle': {
    tr: 'Casino heyecanı Galata’da',
    en: 'Casino excitement at Galata',
  },
  // The tables are shared rounds with an animated host, not a studio broadcast (docs/shared-rounds.md).
  'casino.video.liveEyebrow': { tr: 'Canlı turlar', en: 'Live rounds' },
  // Each lobby area's own hero, true to what it holds (docs/casino.md, "Lobby heroes").
  'casino.hero.slot.eyebrow': { tr: 'Slot', en: 'Slots' },
  'casino.hero.slot.title': { tr: 'Makaraları çevirin', en: 'Spin the reels' },
  'casino.hero.slot.text': {
    tr: 'İstanbul’dan Kapadokya’ya Türkiye temalı slotlar; bazılarında Mini’den Grand’a dört kademeli büyük ikramiye var. Her oyunun RTP oranı kartında yazar.',
    en: 'Slots themed on Türkiye, from Istanbul to Cappadocia; some carry a four-tier jackpot from Mini to Grand. Each game’s RTP is shown on its card.',
  },
  'casino.hero.live.title': {
    tr: 'Animasyonlu sunuculu canlı masalar',
    en: 'Live tables with an animated host',
  },
  'casino.hero.live.text': {
    tr: 'Rulet, bakara, blackjack, poker ve Ejderha Kaplan: her tur masadaki tüm oyuncular için aynı anda, yayımlanan bir programla 7/24 döner. Sonucu rastgele sayı üreteci belirler; stüdyo yayını değildir.',
    en: 'Roulette, baccarat, blackjack, poker and Dragon Tiger: each round is shared by every player at the table and runs around the clock on a published schedule. A random number generator decides the result; this is not a studio broadcast.',
  },
  'casino.hero.games.eyebrow': { tr: 'Oyunlar', en: 'Games' },
  'casino.hero.games.title': { tr: 'Hızlı oyunlar, kanıtlanabilir adil', en: 'Quick games, provably fair' },
  'casino.hero.games.text': {
    tr: 'Zar, Mayın, Plinko, Limbo, Hi-Lo, Kule, Keno, Kazı Kazan, Sky Aviator, rulet ve blackjack: her sonucu oyunun içinden doğrulayabilirsiniz.',
    en: 'Dice, Mines, Plinko, Limbo, Hi-Lo, Tower, Keno, Scratch, Sky Aviator, roulette and blackjack: you can verify every result from inside the game.',
  },
  'casino.hero.bingo.eyebrow': { tr: 'Tombala', en: 'Bingo' },
  'casino.hero.bingo.title': { tr: '90 ve 75 toplu tombala odaları', en: '90-ball and 75-ball bingo rooms' },
  'casino.hero.bingo.text': {
    tr: 'Kartlarınızı alın, toplar çekildikçe numaralarınız kendiliğinden işaretlenir. Kartını ilk 50 topta tamamen dolduran, odanın büyük ikramiyesini kazanır (75 toplu odada tam kart oyunlarında).',
    en: 'Buy your tickets and your numbers are marked as the balls are called. Filling a whole ticket within 50 calls wins the room’s jackpot (in the 75-ball room, in blackout games).',
  },
  'casino.hero.tvbets.eyebrow': { tr: 'TV Oyunları', en: 'TV Games' },
  'casino.hero.tvbets.title': { tr: 'Saati belli çekiliş şovları', en: 'Draw shows on the clock' },
  'casino.hero.tvbets.text': {
    tr: 'Keno TV, Para Çarkı ve Şanslı 7: çekilişler yayımlanan bir programla her 30 ya da 60 saniyede bir yapılır. Animasyonlu çekilişlerin sonucunu rastgele sayı üreteci belirler.',
    en: 'Keno TV, Money Wheel and Lucky 7: draws run on a published schedule, every 30 or 60 seconds. The draws are animated and a random number generator decides the result.',
  },
  'casino.hero.virtual.eyebrow': { tr: 'Sanal Sporlar', en: 'Virtual Sports' },
  'casino.hero.virtual.title': { tr: 'Sanal futbol ligleri', en: 'Virtual football leagues' },
  'casino.hero.virtual.text': {
    tr: 'İki ligde her maç gününde dört maç: maç sonucu, 2,5 gol alt/üst, karşılıklı gol ve skor bahisleri. Maçları rastgele sayı üreteci oynatır; gerçek karşılaşmalar değildir.',
    en: 'Four matches every match day in two leagues: match result, over/under 2.5 goals, both teams to score and correct score. A random number generator plays the matches; they are not real fixtures.',
  },
  'casino.video.play': { tr: 'Videoyu oynat', en: 'Play video' },
  'casino.video.pause': { tr: 'Videoyu durdur', en: 'Pause video' },
  'casino.filter.label': { tr: 'Canlı casino kategorileri', en: 'Live casino categories' },
  'casino.filter.all': { tr: 'Tümü', en: 'All' },
  'casino.filter.roulette': { tr: 'Rulet', en: 'Roulette' },
  'casino.filter.blackjack': { tr: 'Blackjack', en: 'Blackjack' },
  'casino.filter.poker': { tr: 'Poker', en: 'Poker' },
  'casino.filter.baccarat': { tr: 'Bakara', en: 'Baccarat' },
  'casino.filter.dealer': { tr: 'Krupiye', en: 'Dealer' },
  'casino.search.label': { tr: 'Oyun ara', en: 'Search games' },
  'casino.search.placeholder': { tr: 'Oyun adı ile ara…', en: 'Search by game name…' },
  'casino.providers.label': { tr: 'Oyun sağlayıcıları', en: 'Game providers' },
  'casino.providers.all': { tr: 'Tüm Sağlayıcılar', en: 'All Providers' },
  'casino.lobby.count': { tr: 'Oyun sayısı: {count}', en: 'Games: {count}' },
  'casino.lobby.emptyTitle': { tr: 'Bu kategoride henüz oyun yok', en: 'No games in this category yet' },
  'casino.lobby.emptyText': {
    tr: 'Bu bölüme oyun eklendiğinde burada listelenecek. Bu arada diğer kategorilere göz atabilirsiniz.',
    en: 'Games will be listed here once they are added to this section. Meanwhile, have a look at the other categories.',
  },
  'casino.lobby.noMatchTitle': { tr: 'Eşleşen oyun bulunamadı', en: 'No matching games' },
  'casino.lobby.noMatchText': {
    tr: 'Aramanız ya da filtre seçiminizle eşleşen bir oyun yok. Farklı bir arama deneyin veya filtreleri temizleyin.',
    en: 'No game matches your search or filters. Try another search or clear the filters.',
  },
  'casino.lobby.clearFilters': { tr: 'Filtreleri Temizle', en: 'Clear Filters' },
  'casino.lobby.showMore': {
    tr: 'Daha fazla göster ({shown} / {total})',
    en: 'Show more ({shown} of {total})',
  },
  'casino.game.play': { tr: '{name} oyna', en: 'Play {name}' },
  'casino.game.live': { tr: 'Canlı', en: 'Live' },

  // Game play window
  'casino.play.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'casino.play.depositTitle': { tr: 'Para Yatır', en: 'Deposit' },
  'casino.play.reload': { tr: 'Oyunu yeniden yükle', en: 'Reload game' },
  'casino.play.close': { tr: 'Oyunu kapat', en: 'Close game' },
  'casino.play.reloading': {
    tr: 'Oyun yeniden yükleniyor. Lütfen bekleyin…',
    en: 'Reloading the game. Please wait…',
  },
  'casino.play.launchFailed': {
    tr: 'Oyun şu anda açılamadı.',
    en: 'The game could not be opened right now.',
  },
  'casino.play.invalidTitle': { tr: 'Oyun bulunamadı', en: 'Game not found' },
  'casino.play.invalidText': {
    tr: 'Bu bağlantı geçerli bir oyuna ait değil. Oyunu casino lobisinden yeniden açabilirsiniz.',
    en: 'This link does not point to a valid game. You can open the game again from the casino lobby.',
  },
  'casino.play.backToLobby': { tr: 'Casino Lobisine Dön', en: 'Back to the casino lobby' },

  // Sports landing
  'sports.hero.kicker': { tr: 'Spor Bahisleri', en: 'Sports Betting' },
  'sports.hero.title': { tr: 'Maç öncesi bahis', en: 'Pre-match betting' },
  'sports.hero.text': {
    tr: 'Dünyanın dört bir yanından liglerde maç öncesi bahis seçenekleri. Bülten yayına girdiğinde karşılaşmalar burada listelenecek.',
    en: 'Pre-match markets on leagues from all over the world. Fixtures will be listed here once markets open.',
  },
  'sports.live.kicker': { tr: 'Canlı Bahis', en: 'Live Betting' },
  'sports.live.title': { tr: 'Maç sürerken bahis yapın', en: 'Bet while the match is on' },
  'sports.live.text': {
    tr: 'Başlamış maçlara canlı bahis ana spor bahislerimizin Canlı Bahis sayfasında.',
    en: 'Betting on matches in play is on the Live Betting page of our main sportsbook.',
  },
  'sports.esports.kicker': { tr: 'E-Spor', en: 'E-Sports' },
  'sports.esports.title': { tr: 'E-spor bahisleri', en: 'E-sports betting' },
  'sports.esports.text': {
    tr: 'CS2, Dota 2, League of Legends ve Valorant turnuvaları. Karşılaşmalar bültene eklendiğinde burada görünecek.',
    en: 'CS2, Dota 2, League of Legends and Valorant tournaments. Matches will appear here once markets open.',
  },
  'sports.alternate.badge': { tr: 'Alternatif bahis sağlayıcısı', en: 'Alternative sportsbook' },
  'sports.alternate.link': { tr: 'Alternatif spor bahisleri', en: 'Alternative sportsbook' },
  'sports.alternate.main': { tr: 'Ana spor bahislerine dön', en: 'Back to the main sportsbook' },
  'sports.tabs.label': { tr: 'Bahis türleri', en: 'Betting types' },
  'sports.chips.label': { tr: 'Spor dalları', en: 'Sports' },
  'sports.board.upcoming': { tr: 'Yaklaşan karşılaşmalar', en: 'Upcoming matches' },
  'sports.board.live': { tr: 'Şu an oynanan', en: 'In play now' },
  'sports.empty.title': {
    tr: 'Şu anda gösterilecek karşılaşma yok',
    en: 'There are no events to show right now',
  },
  'sports.empty.text': {
    tr: 'Bu dalda bahse açık karşılaşma bulunmuyor. Bülten güncellendiğinde maçlar burada listelenecek.',
    en: 'There are no matches open for betting in this sport. Fixtures will be listed here when new markets open.',
  },
  'sports.empty.liveText': {
    tr: 'Bu sağlayıcıda canlı maç yok. Canlı bahis ana spor bahislerimizin Canlı Bahis sayfasında.',
    en: 'This provider has no live matches. Live betting is on the Live Betting page of our main sportsbook.',
  },
  'sports.sport.football': { tr: 'Futbol', en: 'Football' },
  'sports.sport.basketball': { tr: 'Basketbol', en: 'Basketball' },
  'sports.sport.tennis': { tr: 'Tenis', en: 'Tennis' },
  'sports.sport.volleyball': { tr: 'Voleybol', en: 'Volleyball' },
  'sports.sport.iceHockey': { tr: 'Buz Hokeyi', en: 'Ice Hockey' },
  'sports.sport.handball': { tr: 'Hentbol', en: 'Handball' },
  'sports.sport.tableTennis': { tr: 'Masa Tenisi', en: 'Table Tennis' },
  'sports.sport.mma': { tr: 'MMA', en: 'MMA' },
  'sports.sport.esports': { tr: 'E-Spor', en: 'E-Sports' },
  'sports.esport.cs2': { tr: 'Counter-Strike 2', en: 'Counter-Strike 2' },
  'sports.esport.dota2': { tr: 'Dota 2', en: 'Dota 2' },
  'sports.esport.lol': { tr: 'League of Legends', en: 'League of Legends' },
  'sports.esport.valorant': { tr: 'Valorant', en: 'Valorant' },
  'sports.esport.efootball': { tr: 'E-Futbol', en: 'E-Football' },
  'sports.esport.ebasketball': { tr: 'E-Basketbol', en: 'E-Basketball' },

  // Promotions
  'promotions.kicker': { tr: 'Fırsatlar', en: 'Offers' },
  'promotions.title': { tr: 'Promosyonlar', en: 'Promotions' },
  'promotions.lead': {
    tr: 'Hoş geldin bonusundan kayıp iadesine, size özel fırsatların hepsi burada. Katılmadan önce her promosyonun kurallarını okumayı unutmayın.',
    en: 'From the welcome bonus to cashback, all your offers in one place. Please read the rules of each promotion before taking part.',
  },
  'promotions.card.details': { tr: 'Detaylar', en: 'Details' },
  'promotions.dialog.join': { tr: 'Hemen Üye Olun', en: 'Sign Up Now' },
  'promotions.dialog.claim': { tr: 'Bonusu Talep Et', en: 'Claim Bonus' },
  'promotions.emptyTitle': { tr: 'Şu anda aktif promosyon yok', en: 'No active promotions right now' },
  'promotions.emptyText': {
    tr: 'Yeni promosyonlar burada yayımlanacak. Bildirimlerinizi açık tutmayı unutmayın.',
    en: 'New offers will be published here. Keep your notifications on so you do not miss them.',
  },
  'promotions.errorTitle': { tr: 'Promosyonlar yüklenemedi', en: 'Promotions could not be loaded' },
  'promotions.errorText': {
    tr: 'Bağlantınızda geçici bir sorun olabilir. Lütfen tekrar deneyin.',
    en: 'There may be a temporary connection problem. Please try again.',
  },
  'promotions.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
  'promotions.notFound': {
    tr: 'Aradığınız promosyon artık yayında değil.',
    en: 'The promotion you are looking for is no longer available.',
  },

  // CMS pages
  'cms.menu.title': { tr: 'Bilgi Merkezi', en: 'Information' },
  'cms.menu.pages': { tr: 'Sayfalar', en: 'Pages' },
  'cms.notFound.title': { tr: 'Sayfa bulunamadı', en: 'Page not found' },
  'cms.notFound.text': {
    tr: 'Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir. Menüden başka bir sayfa seçebilirsiniz.',
    en: 'The page you are looking for may have been removed or moved. You can pick another page from the menu.',
  },
  'cms.notFound.terms': { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
  'cms.error.title': { tr: 'Sayfa yüklenemedi', en: 'The page could not be loaded' },
  'cms.error.text': {
    tr: 'Bağlantınızda geçici bir sorun olabilir. Lütfen tekrar deneyin.',
    en: 'There may be a temporary connection problem. Please try again.',
  },
  'cms.error.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
  // A draft opened from the back office (docs/backoffice.md "Content").
  'preview.ribbon': {
    tr: 'Önizleme: bu taslak henüz yayımlanmadı, oyuncular göremez.',
    en: 'Preview: this draft is not published yet, players cannot see it.',
  },
  'preview.expired': {
    tr: 'Bu önizleme bağlantısının süresi dolmuş. Panelden yeni bir önizleme açın.',
    en: 'This preview link has expired. Please open a new preview from the console.',
  },
} as const satisfies Record<string, Localized>
