export * from '@galata/game-math/limbo'
