import { createStore } from '../store/create-store'

/**
 * The explanation of a time-out or self-exclusion in force (null otherwise), kept where code outside
 * React reads it: the game opener shows it instead of opening a game (the server refuses anyway).
 */
export const restrictionStore = createStore<{ text: string | null }>({ text: null })
