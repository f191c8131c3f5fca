import { describe, expect, it } from 'vitest'
import { PORT_RANGE, RESERVED_PORTS, parseRange, portChanges, withReserved } from './ports.js'

// The stack's ephemeral ports (docs/operations.md "Ephemeral ports"): what it writes, in which order.
describe('the stack widening the ephemeral ports', () => {
  it('reads the kernel range as the file gives it', () => {
    expect(parseRange('32768\t60999\n')).toEqual([32768, 60999])
    expect(() => parseRange('nonsense')).toThrow(/port range/)
  })

  it('reserves its listening ports beside those already reserved', () => {
    expect(withReserved('\n', [3260, 5432])).toBe('3260,5432')
    expect(withReserved('8000-8010\n', [3260])).toBe('8000-8010,3260')
  })

  it('reserves first and widens second, and changes nothing in a range already wide', () => {
    const changes = portChanges({ range: '32768\t60999\n', reserved: '\n' }, [3260, 3261])
    expect(changes).toEqual([
      { file: RESERVED_PORTS, value: '3260,3261' },
      { file: PORT_RANGE, value: '1024 65535' },
    ])
    expect(portChanges({ range: '1024\t65535', reserved: '' }, [3260])).toEqual([])
  })
})
