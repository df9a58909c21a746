// The address an affiliate link points at (docs/agents.md, "Affiliate links"): the site as the agent reached
// it, port included, when that host is one of the merchant's domains; else the merchant's first domain,
// borrowing the platform's public address when that is the same host (a domain is kept without its port);
// else the platform's public address. A host that is not the merchant's is never put in a link.

function hostName(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

function schemeFor(host: string): 'http' | 'https' {
  return /^(localhost|127\.0\.0\.1)$/.test(hostName(host)) ? 'http' : 'https';
}

/** `https://example.com:8443` of an address, or null when it is not an http(s) address. */
function originOf(address: string | null | undefined): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function affiliateSiteAddress(input: {
  /** The merchant's domains (Settings → General), each a host with or without a port. */
  domains: readonly string[];
  /** The platform's public address (PUBLIC_URL). */
  publicUrl: string;
  /** Where the agent's page was served from (its Origin, else the request's protocol and Host). */
  requestOrigin?: string | null;
}): string {
  const domains = input.domains.map((domain) => domain.toLowerCase());
  const known = (url: URL) => domains.some((domain) => domain === url.host || domain === hostName(url.host));
  const request = originOf(input.requestOrigin);
  // Behind a proxy that ends TLS the request may look like plain http: only local hosts keep http, as before.
  if (request && known(request)) return `${request.protocol === 'https:' ? 'https' : schemeFor(request.host)}://${request.host}`;
  const first = domains[0];
  const publicUrl = originOf(input.publicUrl);
  if (!first) return publicUrl?.origin ?? input.publicUrl.replace(/\/+$/, '');
  if (publicUrl && (publicUrl.host === first || hostName(publicUrl.host) === first)) return publicUrl.origin;
  return `${schemeFor(first)}://${first}`;
}
