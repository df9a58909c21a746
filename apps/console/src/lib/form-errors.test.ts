import { describe, expect, it } from 'vitest';
import { formPathFromServerField } from './form-errors.ts';

describe('server field to form path', () => {
  it('strips the section and body prefixes', () => {
    expect(formPathFromServerField('branding.theme.colours.accent', 'branding')).toBe('theme.colours.accent');
    expect(formPathFromServerField('body.siteName', 'branding')).toBe('siteName');
    expect(formPathFromServerField('gtagId', 'general')).toBe('gtagId');
  });

  it('turns bracket indexes into dotted ones', () => {
    expect(formPathFromServerField('banners[2].imageUrl', 'banners')).toBe('2.imageUrl');
    expect(formPathFromServerField('domains[0]', 'general')).toBe('domains.0');
  });

  it('gives null when no field inside the form is named', () => {
    expect(formPathFromServerField(undefined, 'general')).toBeNull();
    expect(formPathFromServerField('general', 'general')).toBeNull();
    expect(formPathFromServerField('body', 'general')).toBeNull();
  });
});
