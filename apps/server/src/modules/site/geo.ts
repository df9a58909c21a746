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

// Visitors come back again and again from the same few addresses: remember recent answers (the IP
// database only changes with a package upgrade, which restarts the process).
const recent = new Map<string, CountryOfIp>();
const RECENT_MAX = 10_000;

export function countryOfIp(ip: string): CountryOfIp {
  const known = recent.get(ip);
  if (known) return known;
  const answer = lookUpCountry(ip);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(ip, answer);
  return answer;
}

function lookUpCountry(ip: string): CountryOfIp {
  const none = { country: null, countryName: null };
  if (!ipaddr.isValid(ip)) return none;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.range() !== 'unicast') return none;
  const found = geoip.lookup(address.toString());
  return found ? { country: found.country, countryName: found.name } : none;
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
