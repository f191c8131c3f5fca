/**
 * Builds the e2e servers' template database (docs/testing.md "The e2e servers' template"): an
 * embedded database created and migrated in `process.argv[2]`, then closed, so each journey server
 * starts on a copy of it instead of running PGlite's initdb and every migration again.
 */
import { openDatabase } from '../apps/server/src/db/client.js'

const dir = process.argv[2]
if (!dir) throw new Error('usage: e2e-template.ts <directory>')
const db = await openDatabase({ dataDir: dir })
await db.close()
