import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DialogName } from '../shared/store/ui-store'

/** What the dialog host passes to every dialog: the data its opener gave (a game, a promotion…). */
export interface DialogComponentProps {
  data?: unknown
}

type DialogComponent = ComponentType<DialogComponentProps>
type Loader = () => Promise<{ default: DialogComponent }>

/**
 * Every dialog of spec §2 by name, each in its own chunk so the home page ships none of them (the
 * home route's JS budget). Features register here; `null` is a dialog whose feature has not landed
 * yet, and opening it shows nothing.
 */
const loaders: Record<DialogName, Loader | null> = {
  login: () => import('../features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
  promotion: () =>
    import('../features/promotions/components/promotion-dialog').then((m) => ({
      default: m.PromotionDialog,
    })),
  popupBanner: () =>
    import('../features/home/components/popup-banner-dialog').then((m) => ({ default: m.PopupBannerDialog })),
  firstVisitPopup: () =>
    import('../features/home/components/first-visit-popup-dialog').then((m) => ({
      default: m.FirstVisitPopupDialog,
    })),
  register: () =>
    import('../features/auth/components/register-dialog').then((m) => ({ default: m.RegisterDialog })),
  recovery: () =>
    import('../features/auth/components/recovery-dialog').then((m) => ({ default: m.RecoveryDialog })),
  changePassword: () =>
    import('../features/account/components/change-password-dialog').then((m) => ({
      default: m.ChangePasswordDialog,
    })),
  // Spec §2 names both; the account feature verifies a phone the same way for either.
  smsVerification: () =>
    import('../features/account/components/phone-verification-dialog').then((m) => ({
      default: m.PhoneVerificationDialog,
    })),
  phoneVerification: () =>
    import('../features/account/components/phone-verification-dialog').then((m) => ({
      default: m.PhoneVerificationDialog,
    })),
  callback: () =>
    import('../features/callback/components/callback-dialog').then((m) => ({ default: m.CallbackDialog })),
  notifications: () =>
    import('../features/notifications/components/notifications-sheet').then((m) => ({
      default: m.NotificationsSheet,
    })),
  deposit: () =>
    import('../features/payments/components/deposit-dialog').then((m) => ({ default: m.DepositDialog })),
  dynamicPayment: () =>
    import('../features/payments/components/dynamic-payment-dialog').then((m) => ({
      default: m.DynamicPaymentDialog,
    })),
  gamePlayer: () =>
    import('../features/casino/components/game-player-dialog').then((m) => ({ default: m.GamePlayerDialog })),
  cryptoDeposit: () =>
    import('../features/payments/components/crypto-deposit-dialog').then((m) => ({
      default: m.CryptoDepositDialog,
    })),
}

const components = new Map<DialogName, LazyExoticComponent<DialogComponent>>()

/** The lazy component of a dialog, made once per name so React keeps its state between renders. */
export function dialogComponent(name: DialogName): LazyExoticComponent<DialogComponent> | null {
  const load = loaders[name]
  if (!load) return null
  let component = components.get(name)
  if (!component) {
    component = lazy(load)
    components.set(name, component)
  }
  return component
}

/** Starts fetching a dialog's code before it is opened (the Login button on hover or focus). */
export function preloadDialog(name: DialogName): void {
  void loaders[name]?.().catch(() => {
    // The real open will retry and report a failure.
  })
}
