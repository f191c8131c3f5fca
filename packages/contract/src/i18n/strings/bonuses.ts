import { BONUS_MAX_STAKE } from '../../bonus-rules.js'
import type { Localized } from '../../locale.js'

/** /dashboard/claim-bonus (Claim a Bonus) and /dashboard/bonuses (My Bonuses), docs/bonuses.md. */
export const bonusesStrings = {
  'bonuses.campaignsIntro': {
    tr: `Size uygun bonuslar aşağıda. Aynı anda tek bir bonus kullanılabilir; bonus bakiyesi çevrim şartı tamamlanınca çekilebilir bakiyeye aktarılır. Bonus aktifken tek bahiste en fazla ₺${BONUS_MAX_STAKE} yatırabilirsiniz.`,
    en: `Here are the offers open to you. One bonus can be in play at a time; once its wagering is complete, the bonus balance moves to your withdrawable balance. While a bonus is active, a single bet can be at most ₺${BONUS_MAX_STAKE}.`,
  },
  'bonuses.rule.depositMatch': {
    tr: 'İlk para yatırma işleminizin %{percent} oranında, en fazla {max} bonus. En az {min} yatırım gerekir.',
    en: '{percent}% of your first deposit as a bonus, up to {max}. Minimum deposit {min}.',
  },
  'bonuses.rule.cashback': {
    tr: 'Geçen hafta sonuçlanan ellerdeki net nakit kaybınızın %{percent} oranında, en fazla {max} bonus. En az {min} net kayıp gerekir; hafta pazartesi 00.00’da (TSİ, UTC+3) başlar. Açık, iade edilen veya iptal edilen eller sayılmaz.',
    en: '{percent}% of your net cash loss on rounds settled last week as a bonus, up to {max}. Minimum net loss {min}; weeks start on Monday 00:00 (Türkiye time, UTC+3). Open, refunded and void rounds do not count.',
  },
  'bonuses.rule.reload': {
    tr: 'İlk yatırımınızdan sonraki her para yatırma işleminizin %{percent} oranında, en fazla {max} bonus; her yatırım için bir kez. En az {min} yatırım gerekir.',
    en: '{percent}% of any deposit after your first as a bonus, up to {max}; once per deposit. Minimum deposit {min}.',
  },
  'bonuses.rule.wagering': {
    tr: 'Çevrim şartı: bonus tutarının {times} katı bahis, {days} gün içinde. Bahisler sonuçlandığında ve oyuna göre farklı oranlarda sayılır (Bonus Genel Kuralları). Süre dolarsa kalan bonus silinir.',
    en: 'Wagering: stakes of {times}× the bonus within {days} days, counted when they settle and weighted by game (General Bonus Rules). When the time runs out, what is left of the bonus is removed.',
  },
  'bonuses.rule.trial': {
    tr: 'Yeni üyelere {amount} deneme bonusu. Telefon numaranızı doğruladıktan sonra talep edebilirsiniz; teklif üyeliğinizden itibaren {days} gün geçerlidir.',
    en: 'A {amount} trial bonus for new members. Claim it once your phone number is verified; the offer lasts {days} days from signing up.',
  },
  'bonuses.state.phoneRequired': {
    tr: 'Talep etmek için önce telefon numaranızı doğrulayın.',
    en: 'Verify your phone number first to claim it.',
  },
  'bonuses.verifyPhone': { tr: 'Telefonu Doğrula', en: 'Verify Phone' },
  'bonuses.claimableUntil': { tr: 'Son talep tarihi: {date}', en: 'Claim by {date}' },
  'bonuses.youGet': { tr: 'Alacağınız bonus: {amount}', en: 'You get: {amount}' },
  'bonuses.claim': { tr: 'Talep Et', en: 'Claim' },
  'bonuses.state.claimed': { tr: 'Talep edildi', en: 'Claimed' },
  'bonuses.state.notEligible': {
    tr: 'Bu bonus için şu anda uygun değilsiniz',
    en: 'You are not eligible for this bonus right now',
  },
  'bonuses.state.bonusActive': {
    tr: 'Aktif bonusunuz bitince alabilirsiniz',
    en: 'Available once your active bonus ends',
  },
  'bonuses.state.automatic': {
    tr: 'Talep etmenize gerek yok: uygun kuponlarınıza kendiliğinden uygulanır',
    en: 'Nothing to claim: it applies by itself to bets that qualify',
  },
  'bonuses.youGetFreebet': { tr: 'Alacağınız freebet: {amount}', en: 'You get a free bet of {amount}' },
  'bonuses.campaignsEmpty': {
    tr: 'Şu anda talep edebileceğiniz bir bonus yok.',
    en: 'There are no offers right now.',
  },
  'bonuses.loadError': { tr: 'Bonuslar yüklenemedi.', en: 'Bonuses could not be loaded.' },
  'bonuses.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
  'bonuses.historyEmpty': {
    tr: 'Henüz bir bonusunuz yok.',
    en: 'You have no bonuses yet.',
  },
  'bonuses.trialTitle': { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  'bonuses.manualTitle': { tr: 'Hediye Bonusu', en: 'Gift Bonus' },
  'bonuses.amount': { tr: 'Bonus', en: 'Bonus' },
  'bonuses.progress': { tr: 'Çevrim: {wagered} / {required}', en: 'Wagered: {wagered} / {required}' },
  'bonuses.progressLabel': { tr: 'Çevrim ilerlemesi', en: 'Wagering progress' },
  'bonuses.expires': { tr: 'Bitiş: {date}', en: 'Ends: {date}' },
  'bonuses.closed': { tr: 'Kapanış: {date}', en: 'Closed: {date}' },
  'bonuses.status.active': { tr: 'Aktif', en: 'Active' },
  'bonuses.status.converted': { tr: 'Nakde çevrildi', en: 'Converted to cash' },
  'bonuses.status.forfeited': { tr: 'Süresi doldu', en: 'Expired' },
  'bonuses.status.expired': { tr: 'Tükendi', en: 'Used up' },
} as const satisfies Record<string, Localized>
