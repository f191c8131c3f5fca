import type { TestProject } from 'vitest/node'
import { testConfig } from './test-config.js'
import { createTemplates } from './templates.js'

/**
 * Once per run of the server suites: the migrated and seeded templates every test file copies
 * (templates.ts, docs/testing.md), on PGlite or, with TEST_DATABASE_URL, on that PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const { templates, remove } = await createTemplates(testConfig(), process.env.TEST_DATABASE_URL)
  project.provide('galataTemplates', templates)
  return remove
}
