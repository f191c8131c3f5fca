import type { UiStringKey } from '@galata/contract'
import { paths } from '../../shared/paths'
import type { IconName } from '../../shared/ui/icon'

/** An entry of the dashboard menu (spec §2): a /dashboard route, or an action. */
export interface DashboardItem {
  id: string
  title: UiStringKey
  icon: IconName
  url?: string
  action?: 'notifications' | 'logout'
  /** One line on the page itself, saying what the page shows. */
  description?: UiStringKey
}

/** Every /dashboard route of spec §2, in menu order, then Notifications and Logout. */
export const dashboardItems: readonly DashboardItem[] = [
  {
    id: 'account',
    title: 'dashboard.account',
    icon: 'user',
    url: paths.dashboard.account,
    description: 'dashboard.accountText',
  },
  {
    id: 'deposit',
    title: 'dashboard.deposit',
    icon: 'deposit',
    url: paths.dashboard.deposit,
    description: 'dashboard.depositText',
  },
  {
    id: 'withdraw',
    title: 'dashboard.withdraw',
    icon: 'arrow-down',
    url: paths.dashboard.withdraw,
    description: 'dashboard.withdrawText',
  },
  {
    id: 'claimBonus',
    title: 'dashboard.claimBonus',
    icon: 'gift',
    url: paths.dashboard.claimBonus,
    description: 'dashboard.claimBonusText',
  },
  {
    id: 'bonuses',
    title: 'dashboard.bonuses',
    icon: 'star',
    url: paths.dashboard.bonuses,
    description: 'dashboard.bonusesText',
  },
  {
    id: 'myBets',
    title: 'dashboard.myBets',
    icon: 'sports',
    url: paths.dashboard.myBets,
    description: 'dashboard.myBetsText',
  },
  {
    id: 'betSettings',
    title: 'dashboard.betSettings',
    icon: 'sports',
    url: paths.dashboard.betSettings,
    description: 'dashboard.betSettingsText',
  },
  {
    id: 'financialActivities',
    title: 'dashboard.financialActivities',
    icon: 'wallet',
    url: paths.dashboard.financialActivities,
    description: 'dashboard.financialActivitiesText',
  },
  {
    id: 'gameHistory',
    title: 'dashboard.gameHistory',
    icon: 'games',
    url: paths.dashboard.gameHistory,
    description: 'dashboard.gameHistoryText',
  },
  {
    id: 'sessionHistory',
    title: 'dashboard.sessionHistory',
    icon: 'history',
    url: paths.dashboard.sessionHistory,
    description: 'dashboard.sessionHistoryText',
  },
  {
    id: 'verification',
    title: 'dashboard.verification',
    icon: 'lock',
    url: paths.dashboard.verification,
    description: 'dashboard.verificationText',
  },
  {
    id: 'phoneVerification',
    title: 'dashboard.phoneVerification',
    icon: 'phone',
    url: paths.dashboard.phoneVerification,
    description: 'dashboard.phoneVerificationText',
  },
  {
    id: 'changePassword',
    title: 'dashboard.changePassword',
    icon: 'lock',
    url: paths.dashboard.changePassword,
    description: 'dashboard.changePasswordText',
  },
  {
    id: 'responsibleGaming',
    title: 'dashboard.responsibleGaming',
    icon: 'eighteen-plus',
    url: paths.dashboard.responsibleGaming,
    description: 'dashboard.responsibleGamingText',
  },
  { id: 'notifications', title: 'dashboard.notifications', icon: 'bell', action: 'notifications' },
  { id: 'logout', title: 'dashboard.logout', icon: 'logout', action: 'logout' },
]

/** The two initials of the avatar: the first two letters of the user name, upper-cased in Turkish. */
export function initials(username: string | null | undefined): string {
  const letters = (username ?? '').replace(/[^\p{L}\p{N}]/gu, '')
  return letters.slice(0, 2).toLocaleUpperCase('tr-TR') || '?'
}
