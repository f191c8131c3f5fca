// The exclusion register (docs/player-protection.md "The exclusion register"). At the bottom with
// the wallet: it imports no other module. Auth asks it at sign-up; account adds a verified phone to
// its owner's entry; the protection module keeps the entries and applies matches to accounts.
export {
  excludedError,
  keysOfFacts,
  keysOfPlayer,
  refuseExcludedSignup,
  type Match,
} from './register.service.js'
export {
  addKeyToOwnEntry,
  addKeys,
  candidateAccounts,
  endEntry,
  findActiveMatch,
  findEntry,
  insertMatch,
  listMatches,
  upsertEntry,
  usernames,
  type EntryRow,
  type PlayerFacts,
} from './register.queries.js'
