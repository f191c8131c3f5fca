// What other modules (the studio, boot) may use from the casino catalogue.
export { casinoRoutes } from './casino.routes.js'
export { providerHtmlPageRoutes } from './provider-html.page.js'
export { seedCatalogue, seedDemoProviderGames, originalGameSeeds } from './casino.seed.js'
export { findProviderGame, maskName, type CasinoDeps } from './casino.service.js'
// The back office's player page lists a player's game history as the player sees it.
export { gameHistory } from './casino.service.js'
export { recordGameHistory, type GameHistoryLine } from './game-history.js'
