import { z } from 'zod'
import { oneOf } from './rules.js'
import {
  ContactType,
  FieldDataType,
  GameTransactionType,
  HubCommand,
  NotificationType,
  PaymentDirection,
  PhonePageState,
  PhoneStep,
  Platform,
  ProcessStatus,
  PROVIDER_IDS,
  PROVIDER_LOGOS,
  REALTIME_STATES,
  TransactionStatus,
  TransactionType,
} from './enums.js'

/** The schemas of the enumerations of enums.ts: each accepts only its enumeration's values. */

export const transactionStatusSchema = oneOf(TransactionStatus)
export const transactionTypeSchema = oneOf(TransactionType)
export const paymentDirectionSchema = oneOf(PaymentDirection)
export const processStatusSchema = oneOf(ProcessStatus)
export const gameTransactionTypeSchema = oneOf(GameTransactionType)
export const fieldDataTypeSchema = oneOf(FieldDataType)
export const phonePageStateSchema = oneOf(PhonePageState)
export const notificationTypeSchema = oneOf(NotificationType)
export const contactTypeSchema = oneOf(ContactType)
export const platformSchema = oneOf(Platform)
export const phoneStepSchema = oneOf(PhoneStep)
export const realtimeStateSchema = z.enum(REALTIME_STATES)
export const hubCommandSchema = oneOf(HubCommand)
export const providerLogoSchema = z.enum(PROVIDER_LOGOS)
export const providerIdSchema = z.enum(PROVIDER_IDS)
