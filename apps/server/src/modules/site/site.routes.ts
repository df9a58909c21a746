import {
  countryCodesEndpoint,
  domainListEndpoint,
  cryptoKeyEndpoint,
  locationEndpoint,
  registerSettingsEndpoint,
  siteStatusEndpoint,
  whitelabelEndpoint,
} from '@orbit/contracts/site';
import { PreSerialized, type RouteKit } from '../../plugins/endpoint.ts';
import type { EncryptionService } from '../../plugins/encryption.ts';
import type { SiteService } from './site.service.ts';

export function registerSiteRoutes(kit: RouteKit, deps: { site: SiteService; encryption: EncryptionService }) {
  const { site } = deps;
  const large = { compress: true };
  kit.route(whitelabelEndpoint, async ({ merchant, request }) => PreSerialized.of(...(await site.whitelabelParts(merchant, request.ip))), large);
  kit.route(siteStatusEndpoint, async ({ merchant, request }) => site.status(merchant, request.ip));
  kit.route(locationEndpoint, async ({ request }) => site.location(request.ip));
  kit.route(
    countryCodesEndpoint,
    async ({ query, request, merchant }) => site.countries(merchant, query.language ?? request.headers.language?.toString(), request.ip),
    large,
  );
  kit.route(registerSettingsEndpoint, async ({ merchant }) => ({ rules: merchant.settings.registerRules, flags: merchant.settings.flags }), large);
  kit.route(cryptoKeyEndpoint, () => deps.encryption.currentKey());
  kit.route(domainListEndpoint, async ({ merchant }) => ({ domainList: merchant.settings.general.domains }));
}
