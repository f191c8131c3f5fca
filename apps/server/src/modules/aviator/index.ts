// Sky Aviator's front door (docs/rounds.md "Sky Aviator"): the plugin the app mounts. The crash game
// runs on the shared-round engine's loop, lease and money moves, through its front door
// (modules/rounds/index.ts).
export { aviatorBroadcast, aviatorPlugin } from './aviator.plugin.js'
// Its place on the console's tables and rounds screen (docs/backoffice.md "Tables and rounds").
export { aviatorRoundSource } from './aviator.backoffice.js'
