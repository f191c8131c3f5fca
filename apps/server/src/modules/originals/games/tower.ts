export * from '@galata/game-math/tower'
