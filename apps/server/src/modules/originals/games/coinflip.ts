export * from '@galata/game-math/coinflip'
