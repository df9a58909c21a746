import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './links.ts';

describe('safeLinkHref', () => {
  it('keeps http, https and mailto links', () => {
    expect(safeLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkHref(' http://example.com ')).toBe('http://example.com/');
    expect(safeLinkHref('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('adds https to a bare host', () => {
    expect(safeLinkHref('example.com/help')).toBe('https://example.com/help');
  });

  it('refuses schemes that could run code, and empty answers', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '', 'https://']) {
      expect(safeLinkHref(bad)).toBeNull();
    }
  });
});
