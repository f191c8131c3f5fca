export * from '@galata/game-math/hilo'
