// Where an affiliate link points (modules/agents/site-address.ts): the address the agent used when it is the
// merchant's, with its port; else the merchant's first domain, with the public address's port when same host.
import { describe, expect, it } from 'vitest';
import { affiliateSiteAddress } from '../src/modules/agents/site-address.ts';

const publicUrl = 'http://localhost:3000';

describe('affiliateSiteAddress', () => {
  it('keeps the port of the address the agent is using', () => {
    expect(affiliateSiteAddress({ domains: ['localhost', '127.0.0.1'], publicUrl, requestOrigin: 'http://127.0.0.1:41234' })).toBe('http://127.0.0.1:41234');
    expect(affiliateSiteAddress({ domains: ['play.example.com'], publicUrl, requestOrigin: 'https://play.example.com:8443' })).toBe(
      'https://play.example.com:8443',
    );
  });

  it('keeps https for a real domain reached through a proxy that ended TLS', () => {
    expect(affiliateSiteAddress({ domains: ['play.example.com'], publicUrl, requestOrigin: 'http://play.example.com' })).toBe('https://play.example.com');
  });

  it("never uses a host that is not one of the merchant's", () => {
    expect(affiliateSiteAddress({ domains: ['play.example.com'], publicUrl, requestOrigin: 'http://evil.example:9000' })).toBe('https://play.example.com');
    expect(affiliateSiteAddress({ domains: ['play.example.com'], publicUrl, requestOrigin: 'javascript:alert(1)' })).toBe('https://play.example.com');
  });

  it("borrows the public address when it is the first domain's host, and falls back to it without domains", () => {
    expect(affiliateSiteAddress({ domains: ['localhost'], publicUrl })).toBe('http://localhost:3000');
    expect(affiliateSiteAddress({ domains: [], publicUrl: 'https://orbit.example/' })).toBe('https://orbit.example');
    expect(affiliateSiteAddress({ domains: ['LOCALHOST:8080'], publicUrl, requestOrigin: 'http://localhost:8080' })).toBe('http://localhost:8080');
  });
});
