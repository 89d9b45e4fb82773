import { BlockList, isIPv4 } from 'node:net';

/**
 * Which X-Forwarded-For entries to believe (TRUST_PROXY): none, the nearest n proxies, or the
 * proxies at these addresses. The client's address feeds the sign-in limits, so believing an entry
 * the client wrote itself (the left-most one) would let it dodge them by changing the header.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in an address list too. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && /^[0-9a-f:.]+$/.test(address);
  if (!v4 && !v6) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
}

/**
 * TRUST_PROXY's value: `false`/`0`/empty → false; `true` → 1 (one proxy, never "every hop"); a
 * number of hops (1–10); or a comma-separated list of addresses, CIDRs and range names. Undefined
 * for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) <= MAX_HOPS ? Number(v) : undefined;
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

/** Loopback, private, link-local or shared (CGNAT) address: where a reverse proxy connects from. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  try {
    return privateRanges.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/**
 * Fastify's `trustProxy` for a TrustProxy. Fastify refuses bare hop counts (they would believe a
 * forged header sent straight to the server), so n hops become a function that also requires the
 * nearest peer to be on a private network: behind a proxy on the same host or network the client is
 * the address the n-th proxy saw; a client reaching the server directly is taken at its own address.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (address, hop) => hop < trust && (hop > 0 || isPrivateAddress(address));
}
