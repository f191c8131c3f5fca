// The route module for React Router's lazy loading: one page of the account feature, with the
// dashboard pages other features own composed in here (features do not import each other).
import { lazy } from 'react'
import { DashboardPage, type DashboardPages } from '../../features/account/routes/dashboard-page'

const pages: DashboardPages = {
  deposit: lazy(() =>
    import('../../features/payments/routes/payment-page').then((m) => ({ default: m.DepositPage })),
  ),
  withdraw: lazy(() =>
    import('../../features/payments/routes/payment-page').then((m) => ({ default: m.WithdrawPage })),
  ),
  financialActivities: lazy(() =>
    import('../../features/payments/routes/financial-activities-page').then((m) => ({
      default: m.FinancialActivitiesPage,
    })),
  ),
  claimBonus: lazy(() =>
    import('../../features/bonuses/routes/claim-bonus-page').then((m) => ({ default: m.ClaimBonusPage })),
  ),
  bonuses: lazy(() =>
    import('../../features/bonuses/routes/bonuses-page').then((m) => ({ default: m.BonusesPage })),
  ),
  myBets: lazy(() =>
    import('../../features/sports/routes/my-bets-page').then((m) => ({ default: m.MyBetsPage })),
  ),
  betSettings: lazy(() =>
    import('../../features/sports/routes/bet-settings-page').then((m) => ({ default: m.BetSettingsPage })),
  ),
  verification: lazy(() =>
    import('../../features/kyc/routes/verification-page').then((m) => ({ default: m.VerificationPage })),
  ),
  gameHistory: lazy(() =>
    import('../../features/casino/routes/game-history-page').then((m) => ({ default: m.GameHistoryPage })),
  ),
  responsibleGaming: lazy(() =>
    import('../../features/protection/routes/responsible-gaming-page').then((m) => ({
      default: m.ResponsibleGamingPage,
    })),
  ),
}

export default function DashboardRoute() {
  return <DashboardPage pages={pages} />
}
