// The machine's ephemeral ports while the stack runs (docs/operations.md "Ephemeral ports"): every
// client of the stack on this machine connects from 127.0.0.1 to nginx's one port, and past about
// 14,000 open connections a loopback `connect` in Debian's default range scans for a free port and
// slows 25-40 times. Run as root, the stack widens the range, reserves its own listening ports so a
// restarted process always gets its port back, and `npm run stack:stop` puts both settings back.
import { readFileSync, writeFileSync } from 'node:fs'

export const PORT_RANGE = '/proc/sys/net/ipv4/ip_local_port_range'
export const RESERVED_PORTS = '/proc/sys/net/ipv4/ip_local_reserved_ports'

/** The range the stack sets: every unprivileged port. */
export const WIDE_RANGE: readonly [number, number] = [1024, 65535]

/** A kernel setting as it was before the stack changed it. */
export interface KernelSetting {
  file: string
  value: string
}

/** `32768	60999` (tab or spaces) as [low, high]. */
export function parseRange(text: string): [number, number] {
  const [low, high] = text.trim().split(/\s+/).map(Number)
  if (!Number.isInteger(low) || !Number.isInteger(high)) throw new Error(`not a port range: ${text}`)
  return [low!, high!]
}

/** The reserved list with `ports` added: the kernel keeps a set, so a port named twice is one. */
export function withReserved(current: string, ports: number[]): string {
  return [current.trim(), ...ports.map(String)].filter(Boolean).join(',')
}

/** The settings to write, or none when the range is already as wide. */
export function portChanges(
  current: { range: string; reserved: string },
  listening: number[],
): KernelSetting[] {
  const [low, high] = parseRange(current.range)
  if (low <= WIDE_RANGE[0] && high >= WIDE_RANGE[1]) return []
  return [
    // Reserved first, so no connect takes a listening port in the moment the range has grown.
    { file: RESERVED_PORTS, value: withReserved(current.reserved, listening) },
    { file: PORT_RANGE, value: `${WIDE_RANGE[0]} ${WIDE_RANGE[1]}` },
  ]
}

/**
 * Widens the range when we are root and it is narrower; returns the settings as they were, in the
 * order to put them back, or a reason nothing was changed.
 */
export function widenEphemeralPorts(listening: number[]): { previous: KernelSetting[]; note?: string } {
  const current = { range: readFileSync(PORT_RANGE, 'utf8'), reserved: readFileSync(RESERVED_PORTS, 'utf8') }
  const changes = portChanges(current, listening)
  if (changes.length === 0) return { previous: [] }
  const range = current.range.trim().replace(/\s+/, '-')
  if (process.getuid?.() !== 0)
    return {
      previous: [],
      note: `ephemeral ports ${range} left as they are (not root): past about 14,000 open connections to one port, new ones connect slowly`,
    }
  // Each file's value as read above, put back in the reverse order of the writes.
  const before: Record<string, string> = { [PORT_RANGE]: current.range, [RESERVED_PORTS]: current.reserved }
  const previous: KernelSetting[] = []
  for (const change of changes) {
    previous.unshift({ file: change.file, value: before[change.file]!.trim() })
    writeFileSync(change.file, `${change.value}\n`)
  }
  return { previous, note: `ephemeral ports ${range} widened to ${WIDE_RANGE.join('-')} until stack:stop` }
}

/** Puts the settings back as `widenEphemeralPorts` found them. */
export function restoreKernelSettings(previous: KernelSetting[]): void {
  // With its newline: the kernel takes an empty write as no write, and "\n" as an empty list.
  for (const p of previous) writeFileSync(p.file, `${p.value}\n`)
}
