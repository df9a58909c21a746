// IP address to country, from the IP database that ships inside the geoip-country package (refreshed
// with the package's releases). Private and unknown addresses have no country.
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';

const require = createRequire(import.meta.url);
const geoip = require('geoip-country') as { lookup(ip: string): { country: string; name: string } | null };

export interface CountryOfIp {
  country: string | null;
  countryName: string | null;
}

export function normaliseIp(ip: string): string {
  try {
    const parsed = ipaddr.parse(ip);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString();
    return parsed.toString();
  } catch {
    return ip;
  }
}

export function countryOfIp(ip: string): CountryOfIp {
  const normalised = normaliseIp(ip);
  if (!ipaddr.isValid(normalised)) return { country: null, countryName: null };
  const range = ipaddr.parse(normalised).range();
  if (range !== 'unicast') return { country: null, countryName: null };
  const found = geoip.lookup(normalised);
  return found ? { country: found.country, countryName: found.name } : { country: null, countryName: null };
}

/** Whether an address is in a list of addresses and CIDR ranges. Entries that do not parse never match. */
export function ipInList(ip: string, list: readonly string[]): boolean {
  const normalised = normaliseIp(ip);
  if (!ipaddr.isValid(normalised)) return false;
  const address = ipaddr.parse(normalised);
  return list.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        return range.kind() === address.kind() && address.match([range, bits]);
      }
      return normaliseIp(entry) === normalised;
    } catch {
      return false;
    }
  });
}
