import { describe, expect, it } from 'vitest';
import { socialCallbackUrls } from './social-login.ts';

describe('social sign-in redirect URLs', () => {
  it('gives one https URL per site domain, each once', () => {
    expect(socialCallbackUrls(['www.example.com', 'm.example.com', 'WWW.example.com '], 'google')).toEqual([
      'https://www.example.com/wps/session/social/google/callback',
      'https://m.example.com/wps/session/social/google/callback',
    ]);
  });

  it('names the provider in the path', () => {
    expect(socialCallbackUrls(['example.com'], 'facebook')).toEqual(['https://example.com/wps/session/social/facebook/callback']);
  });

  it('uses plain http for a loopback host, as a test set-up is reached', () => {
    expect(socialCallbackUrls(['localhost:3000', '127.0.0.1'], 'google')).toEqual([
      'http://localhost:3000/wps/session/social/google/callback',
      'http://127.0.0.1/wps/session/social/google/callback',
    ]);
  });

  it('shows the pattern when the merchant has no domain yet', () => {
    expect(socialCallbackUrls([], 'google')).toEqual(['https://<site domain>/wps/session/social/google/callback']);
  });
});
