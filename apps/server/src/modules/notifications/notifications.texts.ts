import { formatKurus, NotificationType, type Locale } from '@galata/contract'
import type { AppEvents } from '../../lib/events.js'

/*
 * What each event tells the player, in every language (docs/realtime.md). Kept in both languages with the
 * row and chosen when read (docs/realtime.md), so wording lives here and nowhere else.
 */

export type Texts = Record<Locale, string>

export interface NotificationTexts {
  type: number
  title: Texts
  note: Texts
}

/** Kuruş as lira in the reader's format (₺1.234,50 / ₺1,234.50), the contract's one money format. */
function amountText(minor: bigint): Texts {
  return { tr: formatKurus(minor, 'tr'), en: formatKurus(minor, 'en') }
}

const fill = (template: Texts, amount: Texts): Texts => ({
  tr: template.tr.replace('{amount}', amount.tr),
  en: template.en.replace('{amount}', amount.en),
})

type Payment = AppEvents['payment.settled']
type Bonus = AppEvents['bonus.changed']

const PAYMENT: Record<Payment['direction'], Record<Payment['status'], { title: Texts; note: Texts }>> = {
  deposit: {
    confirmed: {
      title: { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
      note: {
        tr: '{amount} tutarındaki yatırımınız bakiyenize eklendi.',
        en: 'Your deposit of {amount} has been added to your balance.',
      },
    },
    cancelled: {
      title: { tr: 'Para yatırma iptal edildi', en: 'Deposit cancelled' },
      note: {
        tr: '{amount} tutarındaki yatırım işleminiz iptal edildi. Bakiyenizden herhangi bir tutar düşülmedi.',
        en: 'Your deposit of {amount} was cancelled. Nothing was taken from your balance.',
      },
    },
    rejected: {
      title: { tr: 'Para yatırma reddedildi', en: 'Deposit rejected' },
      note: {
        tr: '{amount} tutarındaki yatırım talebiniz onaylanmadı. Sorularınız için destek ekibimize yazabilirsiniz.',
        en: 'Your deposit request of {amount} was not approved. Our support team can answer your questions.',
      },
    },
  },
  withdrawal: {
    confirmed: {
      title: { tr: 'Para çekme onaylandı', en: 'Withdrawal approved' },
      note: {
        tr: '{amount} tutarındaki çekim talebiniz onaylandı ve ödemeniz gönderildi.',
        en: 'Your withdrawal of {amount} has been approved and the payment is on its way.',
      },
    },
    cancelled: {
      title: { tr: 'Para çekme iptal edildi', en: 'Withdrawal cancelled' },
      note: {
        tr: '{amount} tutarındaki çekim talebiniz iptal edildi; tutar bakiyenize iade edildi.',
        en: 'Your withdrawal of {amount} was cancelled and the amount has been returned to your balance.',
      },
    },
    rejected: {
      title: { tr: 'Para çekme reddedildi', en: 'Withdrawal rejected' },
      note: {
        tr: '{amount} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize iade edildi.',
        en: 'Your withdrawal request of {amount} was rejected and the amount has been returned to your balance.',
      },
    },
  },
}

const BONUS: Record<Bonus['change'], { title: Texts; note: Texts }> = {
  granted: {
    title: { tr: 'Bonus tanımlandı', en: 'Bonus granted' },
    note: {
      tr: '{amount} tutarındaki bonus, bonus bakiyenize eklendi.',
      en: 'A bonus of {amount} has been added to your bonus balance.',
    },
  },
  converted: {
    title: { tr: 'Bonus nakde çevrildi', en: 'Bonus converted' },
    note: {
      tr: 'Çevrim şartını tamamladınız; {amount} nakit bakiyenize aktarıldı.',
      en: 'You completed the wagering requirement; {amount} has been moved to your cash balance.',
    },
  },
  forfeited: {
    title: { tr: 'Bonus sona erdi', en: 'Bonus ended' },
    note: {
      tr: '{amount} tutarındaki bonusunuz sona erdi ve bonus bakiyenizden kaldırıldı.',
      en: 'Your bonus of {amount} has ended and was removed from your bonus balance.',
    },
  },
}

export function paymentTexts(e: Payment): NotificationTexts {
  const t = PAYMENT[e.direction][e.status]
  const amount = amountText(e.amount)
  return {
    type: e.direction === 'deposit' ? NotificationType.Deposit : NotificationType.Withdraw,
    title: t.title,
    note: fill(t.note, amount),
  }
}

/** A bonus that ended because its balance was used up (amount 0): no "₺0,00 removed" (docs/content.md). */
const BONUS_USED_UP: { title: Texts; note: Texts } = {
  title: { tr: 'Bonus sona erdi', en: 'Bonus ended' },
  note: {
    tr: 'Bonusunuz sona erdi. Bonus bakiyeniz kalmadığı için bonus kapatıldı; artık yeni bir bonus talep edebilirsiniz.',
    en: 'Your bonus has ended because its balance was used up. You can now claim a new bonus.',
  },
}

export function bonusTexts(e: Bonus): NotificationTexts {
  if (e.change === 'forfeited' && e.amount === 0n)
    return { type: NotificationType.Bonus, title: BONUS_USED_UP.title, note: BONUS_USED_UP.note }
  const t = BONUS[e.change]
  return { type: NotificationType.Bonus, title: t.title, note: fill(t.note, amountText(e.amount)) }
}

// Identity verification (docs/kyc.md).
type Kyc = AppEvents['kyc.decided']

const KYC_KIND: Record<Kyc['kind'], Texts> = {
  identity: { tr: 'Kimlik belgeniz', en: 'Your identity document' },
  address: { tr: 'Adres belgeniz', en: 'Your proof of address' },
}

/** Approved (and whether the account is now verified) or rejected with the operator's reason. */
export function kycTexts(e: Kyc): NotificationTexts {
  const what = KYC_KIND[e.kind]
  if (e.decision === 'approved') {
    const rest: Texts = e.verified
      ? {
          tr: 'Hesabınız doğrulandı; para çekme işlemlerinizi yapabilirsiniz.',
          en: 'Your account is verified; you can now withdraw.',
        }
      : {
          tr: 'Doğrulamayı tamamlamak için diğer belgenizi de Kimlik Doğrulama sayfasından yükleyin.',
          en: 'To complete verification, please also upload your other document on the Identity Verification page.',
        }
    return {
      type: NotificationType.System,
      title: e.verified
        ? { tr: 'Kimliğiniz doğrulandı', en: 'Your identity is verified' }
        : { tr: 'Belgeniz onaylandı', en: 'Document approved' },
      note: { tr: `${what.tr} onaylandı. ${rest.tr}`, en: `${what.en} has been approved. ${rest.en}` },
    }
  }
  const reason = e.reason ?? ''
  return {
    type: NotificationType.System,
    title: { tr: 'Belgeniz onaylanmadı', en: 'Document not approved' },
    note: {
      tr: `${what.tr} onaylanmadı. Neden: ${reason} Lütfen Kimlik Doğrulama sayfasından yeni bir belge yükleyin.`,
      en: `${what.en} was not approved. Reason: ${reason} Please upload a new document on the Identity Verification page.`,
    },
  }
}

// The sportsbook (docs/sportsbook.md): a winning or refunded ticket.
type SportsTicket = AppEvents['sports.ticket_settled']

const SPORTS: Record<SportsTicket['status'], { title: Texts; note: Texts }> = {
  won: {
    title: { tr: 'Kuponunuz kazandı', en: 'Your bet slip won' },
    note: {
      tr: 'Kuponunuz {amount} kazandırdı; tutar bakiyenize eklendi. Ayrıntılar Kuponlarım sayfasında.',
      en: 'Your bet slip paid {amount}, added to your balance. See the details under My Bets.',
    },
  },
  void: {
    title: { tr: 'Kuponunuz iade edildi', en: 'Your bet slip was refunded' },
    note: {
      tr: 'Kuponunuzdaki maç iptal edildiği için {amount} bakiyenize iade edildi.',
      en: 'A match on your bet slip was void, so {amount} was returned to your balance.',
    },
  },
}

export function sportsTicketTexts(e: SportsTicket): NotificationTexts {
  const t = SPORTS[e.status]
  return { type: NotificationType.System, title: t.title, note: fill(t.note, amountText(e.payout)) }
}
