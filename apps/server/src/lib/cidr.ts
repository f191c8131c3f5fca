import { BlockList, isIP } from 'node:net'

/*
 * BO_ALLOWED_CIDRS (docs/backoffice.md "Network restriction"): the networks the back office answers.
 * Parsed once at boot; an address outside every listed network is refused before routing.
 */

/** One `address/prefix` (or a bare address: one host), or an error text for the configuration message. */
export function parseCidr(
  text: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | string {
  const [address = '', prefixText, extra] = text.trim().split('/')
  if (extra !== undefined) return `${text}: not a CIDR`
  const version = isIP(address)
  if (version === 0) return `${text}: not an IPv4 or IPv6 address`
  const max = version === 4 ? 32 : 128
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max)
    return `${text}: the prefix must be 0 to ${max}`
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' }
}

/**
 * A matcher of the listed networks. An IPv4 client seen as an IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, a dual-stack socket) matches the IPv4 networks too.
 */
export function cidrMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList()
  for (const text of cidrs) {
    const cidr = parseCidr(text)
    if (typeof cidr === 'string') throw new Error(cidr)
    list.addSubnet(cidr.address, cidr.prefix, cidr.family)
  }
  return (ip: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
    const address = mapped ?? ip
    const version = isIP(address)
    if (version === 0) return false
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6')
  }
}

/** The back office's paths: its API and its console's page (`/bo`, `/bo/…`, the file bo.html itself). */
export function isBackofficePath(url: string): boolean {
  return /^\/(?:api\/backoffice|bo|bo\.html)(?:[/?#]|$)/.test(url)
}
