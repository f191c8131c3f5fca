export * from '@galata/game-math/scratch'
