export * from '@galata/game-math/keno'
