/**
 * `npm run audit:verify` (docs/backoffice.md "Audit chain"): walks the audit chain of the database
 * the server would use (DATABASE_URL, else PGlite under DATA_DIR), prints how many rows it walked
 * and exits 1 naming the first broken row when the chain does not hold.
 */
import { loadStorageConfig } from '../config.js'
import { databaseOptionsOf, openDatabase } from '../db/client.js'
import { verifyAuditChain } from './audit-chain.js'

const config = loadStorageConfig()
const database = await openDatabase({ ...databaseOptionsOf(config), poolSize: 2 })
try {
  const report = await verifyAuditChain(database.db)
  if (report.ok) {
    console.log(`audit: OK (${report.rows} rows chained, every hash and link holds) on ${database.kind}`)
  } else {
    const b = report.firstBroken!
    console.error(
      `audit: BROKEN at row id ${b.id ?? '-'} (seq ${b.seq ?? '-'}): ${b.reason}; ${report.rows} rows walked on ${database.kind}`,
    )
    process.exitCode = 1
  }
} finally {
  await database.close()
}
