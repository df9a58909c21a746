// Public site calls: settings (whitelabel), status, location, country codes, register rules,
// and the public key of the encrypted-call envelope.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { CRYPTO_KEY_PATH } from './crypto-envelope.ts';
import { FEATURE_GROUPS } from './features.ts';
import { bannerSchema, brandingSchema, customerServiceEntrySchema, featureFlagsSchema, registerRulesSchema, resourceSchema } from './settings.ts';

export const SITE_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const locationSchema = z.object({
  ip: text(),
  /** ISO 3166 alpha-2, or null when the address is private or unknown. */
  country: text().nullable(),
  countryName: text().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const moduleNodeSchema = z.object({
  modId: text(),
  /** '1' on, '0' off: the encoding clients expect. */
  enabled: z.enum(['1', '0']),
  children: z.array(z.object({ modId: text(), enabled: z.enum(['1', '0']) })),
});

export const publicMaintenanceSchema = z.object({
  active: z.boolean(),
  startAt: text().nullable(),
  endAt: text().nullable(),
  message: z.record(text(), text()),
});

export const whitelabelSchema = z.object({
  version: z.number().int(),
  merchant: z.object({
    code: text(),
    name: text(),
    currency: text(),
    currencySymbol: text(),
    timeZone: text(),
    defaultLang: text(),
    supportLanguages: z.array(text()),
  }),
  modules: z.array(moduleNodeSchema.extend({ modId: z.enum(FEATURE_GROUPS.map((g) => g.toUpperCase()) as [string, ...string[]]) })),
  flags: featureFlagsSchema,
  registerRules: registerRulesSchema,
  branding: brandingSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceEntrySchema.omit({ enabled: true })),
  banners: z.array(bannerSchema.omit({ enabled: true })),
  gtagId: text().nullable(),
  imageCDNs: z.array(text()),
  launchGameCDNs: z.array(text()),
  location: locationSchema,
  maintenance: publicMaintenanceSchema,
  regionRestriction: z.object({ enabled: z.boolean(), restricted: z.boolean() }),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const whitelabelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: "The merchant's site settings: modules, flags, register rules, branding, resources, customer service, CDNs, location, maintenance and restriction",
  tag: 'site',
  audience: 'public',
  response: whitelabelSchema,
});

export const siteStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region restriction; maintenance wins. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: text(),
  country: text().nullable(),
  countryName: text().nullable(),
  maintenance: publicMaintenanceSchema,
  customerService: z.array(customerServiceEntrySchema.omit({ enabled: true })),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

export const siteStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Whether the site is open (0), in maintenance (1) or restricted for this visitor (2)',
  tag: 'site',
  audience: 'public',
  query: z.object({ url: text().max(500).optional() }),
  response: siteStatusSchema,
});

export const locationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/location',
  summary: "The visitor's IP address and country",
  tag: 'site',
  audience: 'public',
  response: locationSchema,
});

export const countrySchema = z.object({
  countryCode: text(),
  countryDialingCode: text(),
  name: text(),
  flagUrl: text(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/country-codes',
  summary: "Countries with dialing codes and flags, and the one to start on: the visitor's country, else the merchant's home country",
  tag: 'site',
  audience: 'public',
  query: z.object({ language: text().max(10).optional() }),
  response: z.object({ current: text().nullable(), countries: z.array(countrySchema) }),
});

export const registerSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Registration settings: the rule of every register field',
  tag: 'site',
  audience: 'public',
  response: z.object({ rules: registerRulesSchema, flags: featureFlagsSchema }),
});

export const cryptoKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: CRYPTO_KEY_PATH,
  summary: 'The current RSA public key for encrypted calls (RSA-OAEP-256 wrapping an AES-256-GCM key)',
  tag: 'site',
  audience: 'public',
  response: z.object({ keyId: text(), publicKey: text(), expiresAt: text() }),
});

export const domainListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domain-list',
  summary: "The merchant's domains (domainList routers): where the site can be reached when one address is blocked",
  tag: 'site',
  audience: 'public',
  response: z.object({ domainList: z.array(text()) }),
});
