/*
 * The words of the reports beside GGR and of the shared range picker (docs/backoffice.md "Reports",
 * "The other reports"), spread into the console's dictionary (i18n/dictionary.ts).
 */
export const reportWords = {
  'reps.nav': { tr: 'Raporlar', en: 'Reports' },
  'reps.nav.ggr': { tr: 'GGR', en: 'GGR' },
  'reps.nav.payments': { tr: 'Yatırım ve çekimler', en: 'Deposits and withdrawals' },
  'reps.nav.firstDeposits': { tr: 'İlk yatırımlar', en: 'First deposits' },
  'reps.nav.pnl': { tr: 'Oyuncu kâr/zarar', en: 'Player P&L' },
  'reps.nav.liabilities': { tr: 'Yükümlülükler', en: 'Liabilities' },
  'reps.nav.margin': { tr: 'Spor marjı', en: 'Sportsbook margin' },
  'reps.range': { tr: 'Tarih aralığı', en: 'Date range' },
  'reps.chartNote': {
    tr: 'Grafikteki rakamların tamamı aşağıdaki tablodadır.',
    en: 'Every figure of the chart is in the table below.',
  },

  'reps.payments.title': { tr: 'Yatırım ve çekim raporu', en: 'Deposits and withdrawals' },
  'reps.payments.intro': {
    tr: 'Seçilen günlerde istenen yatırım ve çekimler; yönteme ve duruma göre adet, tutar ve onay süresi.',
    en: 'Deposits and withdrawals asked for on the chosen days, by method and status: how many, how much, and how long approval took.',
  },
  'reps.payments.formula': {
    tr: 'Onay süresi = talepten paranın hesaba geçtiği (yatırım) ya da ödendiği (çekim) ana kadar geçen süre; yalnızca onaylananlar. Medyan ve %90 (en yakın sıra).',
    en: 'Time to approve = from the request until the money was credited (deposit) or paid (withdrawal); confirmed payments only. Median and 90th percentile (nearest rank).',
  },
  'reps.payments.chartTitle': {
    tr: 'Günlük onaylanan yatırım ve çekimler',
    en: 'Confirmed deposits and withdrawals by day',
  },
  'reps.payments.chartDesc': {
    tr: '{from} – {to} arası onaylanan yatırımlar {deposits}, çekimler {withdrawals}.',
    en: 'Confirmed from {from} to {to}: deposits {deposits}, withdrawals {withdrawals}.',
  },
  'reps.payments.caption': {
    tr: '{from} – {to} yatırım ve çekimler',
    en: 'Deposits and withdrawals from {from} to {to}',
  },
  'reps.payments.direction': { tr: 'Yön', en: 'Direction' },
  'reps.payments.deposit': { tr: 'Yatırım', en: 'Deposit' },
  'reps.payments.withdrawal': { tr: 'Çekim', en: 'Withdrawal' },
  'reps.payments.deposits': { tr: 'Yatırımlar', en: 'Deposits' },
  'reps.payments.withdrawals': { tr: 'Çekimler', en: 'Withdrawals' },
  'reps.payments.method': { tr: 'Yöntem', en: 'Method' },
  'reps.payments.status': { tr: 'Durum', en: 'Status' },
  'reps.payments.count': { tr: 'Adet', en: 'Count' },
  'reps.payments.amount': { tr: 'Tutar', en: 'Amount' },
  'reps.payments.median': { tr: 'Medyan onay süresi', en: 'Median time to approve' },
  'reps.payments.p90': { tr: '%90 onay süresi', en: '90th percentile' },
  'reps.status.confirmed': { tr: 'Onaylandı', en: 'Confirmed' },
  'reps.status.pending': { tr: 'Bekliyor', en: 'Pending' },
  'reps.status.rejected': { tr: 'Reddedildi', en: 'Rejected' },
  'reps.status.cancelled': { tr: 'İptal edildi', en: 'Cancelled' },
  'reps.status.other': { tr: 'Diğer', en: 'Other' },
  'reps.duration.s': { tr: '{s} sn', en: '{s} s' },
  'reps.duration.m': { tr: '{m} dk {s} sn', en: '{m} min {s} s' },
  'reps.duration.h': { tr: '{h} sa {m} dk', en: '{h} h {m} min' },
  'reps.duration.d': { tr: '{d} gün {h} sa', en: '{d} d {h} h' },
  'reps.empty': { tr: 'Bu aralıkta kayıt yok.', en: 'Nothing in this range.' },

  'reps.ftd.title': { tr: 'İlk yatırım raporu', en: 'First-time depositors' },
  'reps.ftd.intro': {
    tr: 'İlk onaylı yatırımı seçilen günlerde hesabına geçen oyuncular: gün gün sayıları ve bu ilk yatırımların toplamı.',
    en: 'Players whose first confirmed deposit ever was credited on the chosen days: how many each day, and those first deposits’ sum.',
  },
  'reps.ftd.formula': {
    tr: 'İlk yatırım = oyuncunun hesabına ilk geçen onaylı yatırımı; günü, paranın hesaba geçtiği gündür.',
    en: 'First deposit = a player’s earliest confirmed deposit; its day is the day the money was credited.',
  },
  'reps.ftd.chartTitle': { tr: 'Günlük ilk yatırım yapan oyuncu sayısı', en: 'First-time depositors by day' },
  'reps.ftd.chartDesc': {
    tr: '{from} – {to} arası {count} oyuncu ilk yatırımını yaptı, toplam {amount}.',
    en: '{count} players made their first deposit from {from} to {to}, {amount} in all.',
  },
  'reps.ftd.caption': { tr: '{from} – {to} ilk yatırımlar', en: 'First deposits from {from} to {to}' },
  'reps.ftd.count': { tr: 'Oyuncu', en: 'Players' },

  'reps.pnl.title': { tr: 'Oyuncu kâr/zarar raporu', en: 'Player profit and loss' },
  'reps.pnl.intro': {
    tr: 'Seçilen günlerde her oyuncunun bahisleri, kazançları ve kârı; en çok kazanan en üstte.',
    en: 'Each player’s stakes, wins and profit over the chosen days; the biggest winner first.',
  },
  'reps.pnl.formula': {
    tr: 'Oyuncu kârı = kazançlar − bahisler (nakit ve bonus hesaplarından). Tüm oyuncuların toplamı GGR’ın eksi işaretlisidir.',
    en: 'Player profit = wins − stakes (on their cash and bonus accounts). Summed over every player it is minus the GGR.',
  },
  'reps.pnl.caption': {
    tr: '{from} – {to} oyuncu kâr/zarar ({total} oyuncu)',
    en: 'Player profit and loss from {from} to {to} ({total} players)',
  },
  'reps.pnl.player': { tr: 'Oyuncu', en: 'Player' },
  'reps.pnl.profit': { tr: 'Oyuncu kârı', en: 'Player profit' },
  'reps.pnl.page': { tr: '{total} oyuncudan {from}–{to} arası', en: '{from}–{to} of {total} players' },
  'reps.pnl.previous': { tr: 'Önceki sayfa', en: 'Previous page' },
  'reps.pnl.next': { tr: 'Sonraki sayfa', en: 'Next page' },
  'reps.pnl.allPlayers': { tr: 'Tüm oyuncular', en: 'All players' },

  'reps.liab.title': { tr: 'Yükümlülük raporu', en: 'Liabilities' },
  'reps.liab.intro': {
    tr: 'Her günün sonunda (İstanbul gece yarısı; bugün için şu an) oyunculara borçlu olunan para.',
    en: 'What the operator owed players at the end of each day (Istanbul midnight; for today, now).',
  },
  'reps.liab.formula': {
    tr: 'Yükümlülük = nakit bakiyeler + bonus bakiyeleri + ödenmemiş çekim talepleri + sonuçlanmamış spor kuponlarının bahisleri.',
    en: 'Liabilities = cash balances + bonus balances + withdrawals not yet paid + the stakes of unsettled sports tickets.',
  },
  'reps.liab.chartTitle': {
    tr: 'Gün sonu yükümlülükler, kalemlere göre',
    en: 'Liabilities at each day’s end, by part',
  },
  'reps.liab.chartDesc': {
    tr: '{at} itibarıyla toplam yükümlülük {total}.',
    en: 'Total liabilities at {at}: {total}.',
  },
  'reps.liab.caption': { tr: '{from} – {to} gün sonu yükümlülükler', en: 'Liabilities from {from} to {to}' },
  'reps.liab.at': { tr: 'Okunduğu an', en: 'As of' },
  'reps.liab.cash': { tr: 'Nakit', en: 'Cash' },
  'reps.liab.bonus': { tr: 'Bonus', en: 'Bonus' },
  'reps.liab.pending': { tr: 'Bekleyen çekimler', en: 'Pending withdrawals' },
  'reps.liab.open': { tr: 'Açık kupon bahisleri', en: 'Open ticket stakes' },
  'reps.liab.tickets': { tr: 'Açık kupon', en: 'Open tickets' },
  'reps.liab.total': { tr: 'Toplam', en: 'Total' },

  'reps.margin.title': { tr: 'Spor bahisleri marjı', en: 'Sportsbook margin' },
  'reps.margin.intro': {
    tr: 'Seçilen günlerde spora ve market türüne göre bahisler, ödemeler ve marj.',
    en: 'Stakes, payouts and margin by sport and market type over the chosen days.',
  },
  'reps.margin.formula': {
    tr: 'Marj = (bahisler − ödemeler) ÷ bahisler. Kombine ve sistem kuponları kendi satırındadır; spor, ayakları aynı spordaysa o spor, değilse “karışık”.',
    en: 'Margin = (stakes − payouts) ÷ stakes. Combinations and system tickets have rows of their own; their sport is their legs’ sport when they share one, else “mixed”.',
  },
  'reps.margin.chartTitle': {
    tr: 'Günlük spor bahisleri ve ödemeler',
    en: 'Sports stakes and payouts by day',
  },
  'reps.margin.chartDesc': {
    tr: '{from} – {to} arası bahisler {stakes}, ödemeler {payouts}, marj {margin}.',
    en: 'From {from} to {to}: stakes {stakes}, payouts {payouts}, margin {margin}.',
  },
  'reps.margin.caption': { tr: '{from} – {to} spor marjı', en: 'Sportsbook margin from {from} to {to}' },
  'reps.margin.sport': { tr: 'Spor', en: 'Sport' },
  'reps.margin.market': { tr: 'Market türü', en: 'Market type' },
  'reps.margin.tickets': { tr: 'Kupon', en: 'Tickets' },
  'reps.margin.payouts': { tr: 'Ödemeler', en: 'Payouts' },
  'reps.margin.margin': { tr: 'Marj', en: 'Margin' },
  'reps.margin.mixed': { tr: 'Karışık', en: 'Mixed' },
  'reps.margin.unknown': { tr: 'Bilinmiyor', en: 'Unknown' },
  'reps.margin.combo': { tr: 'Kombine', en: 'Combination' },
  'reps.margin.system': { tr: 'Sistem', en: 'System' },
} as const
