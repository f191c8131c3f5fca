import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorCatalog } from '@galata/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { nginxConf } from '../../../../scripts/stack/configs.js'

/*
 * docs/operations.md "nginx" (the stack's balancer): a lost instance's calls are retried on another
 * (POST only when nothing was sent: no `non_idempotent`), and what nginx cannot pass on is one of
 * the API's documented 503s in the request's language, not nginx's HTML 502/504: SERVER_BUSY for a
 * read, OUTCOME_UNKNOWN for a write (the lost instance may have done it).
 * `nginx -t` checks the file where nginx is installed (the stack installs it).
 */
describe("the stack's nginx.conf", () => {
  const dir = mkdtempSync(join(tmpdir(), 'galata-nginx-'))
  const conf = nginxConf({ dir, port: 3399, instancePorts: [3401, 3402] })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('retries connection failures and closing instances on another, never a sent POST', () => {
    const retries = conf.match(/proxy_next_upstream error timeout http_503;/g) ?? []
    expect(retries).toHaveLength(2) // `/` and `/hub/`
    expect(conf).not.toContain('non_idempotent')
    expect(conf.match(/error_page 502 504 =503 @busy;/g)).toHaveLength(2)
  })

  it('answers a read SERVER_BUSY and a write OUTCOME_UNKNOWN, Turkish by default, English on X-Locale: en', () => {
    const bodies = Object.fromEntries(
      [...conf.matchAll(/^\s+(~\S+|default)\s+'(\{.*\})';$/gm)].map((m) => [m[1]!, JSON.parse(m[2]!)]),
    )
    const body = (code: 'SERVER_BUSY' | 'OUTCOME_UNKNOWN', locale: 'tr' | 'en') => ({
      success: false,
      code,
      message: errorCatalog[code].message[locale],
      data: { retryAfter: 1 },
    })
    expect(bodies).toEqual({
      '~^(GET|HEAD):en$': body('SERVER_BUSY', 'en'),
      '~^(GET|HEAD):': body('SERVER_BUSY', 'tr'),
      '~:en$': body('OUTCOME_UNKNOWN', 'en'),
      default: body('OUTCOME_UNKNOWN', 'tr'),
    })
    expect(conf).toMatch(/location @busy \{[^}]*add_header Retry-After 1 always;[^}]*return 503 \$busy_body;/)
  })

  it('is a valid nginx configuration', () => {
    const nginx = spawnSync('nginx', ['-v'])
    if (nginx.error) return // not installed here: `npm run stack` installs it
    const file = join(dir, 'nginx.conf')
    writeFileSync(file, conf)
    const test = spawnSync('nginx', ['-t', '-p', dir, '-c', file, '-e', join(dir, 'error.log')], {
      encoding: 'utf8',
    })
    expect(test.status, test.stderr).toBe(0)
  })
})
