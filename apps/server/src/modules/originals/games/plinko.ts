export * from '@galata/game-math/plinko'
