// The maths lives in packages/game-math, shared with the game client; this path stays for the server's imports.
export * from '@galata/game-math/slots/games'
