// What other modules (the studio, boot) may use from the casino catalogue.
export { casinoRoutes } from './casino.routes.js'
export { seedCatalogue, originalGameSeeds } from './casino.seed.js'
export {
  recordGameTransaction,
  findProviderGame,
  maskName,
  type CasinoDeps,
  type GameTransactionRecord,
} from './casino.service.js'
