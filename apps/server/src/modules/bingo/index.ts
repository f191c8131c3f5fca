// The bingo rooms' front door (docs/bingo.md): the plugin the app mounts. The rooms are games of the
// shared-round engine, reached through its own front door (modules/rounds/index.ts).
export { bingoPlugin } from './bingo.plugin.js'
