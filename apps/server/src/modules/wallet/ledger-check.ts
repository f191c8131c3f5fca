/**
 * `npm run ledger:check`: proves every player-side balance equals the sum of its entries, system
 * accounts keep no stored balance, money is conserved and every transaction sums to zero, on the
 * database the server would use (DATABASE_URL, else PGlite under DATA_DIR). Exits 1 with the
 * details when anything is off.
 */
import { loadStorageConfig } from '../../config.js'
import { databaseOptionsOf, openDatabase } from '../../db/client.js'
import { checkLedger } from './wallet.service.js'

// Only the database settings: the checker sends no mail, so a live site's SMTP/SMS are not needed.
const config = loadStorageConfig()
const database = await openDatabase({ ...databaseOptionsOf(config), poolSize: 2 })
try {
  const report = await checkLedger(database.db)
  console.log(
    `ledger: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries on ${database.kind}`,
  )
  if (report.ok) {
    console.log(
      'ledger: OK (player balances equal their entries, system balances are their entries, every transaction sums to zero)',
    )
  } else {
    for (const p of report.problems) console.error(`ledger: ${p}`)
    console.error(`ledger: FAILED with ${report.problems.length} problem(s)`)
    process.exitCode = 1
  }
} finally {
  await database.close()
}
