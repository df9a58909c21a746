import {
  consoleDocsPassEndpoint,
  consoleEnrolEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  consoleStatusEndpoint,
  createOperatorEndpoint,
  getSettingsEndpoint,
  listAuditEndpoint,
  listJobsEndpoint,
  listNoticesEndpoint,
  listOperatorsEndpoint,
  updateOperatorEndpoint,
  updateSettingsEndpoint,
  verifyAuditEndpoint,
} from '@orbit/contracts/console';
import { confirmSettingsChangeEndpoint, rejectSettingsChangeEndpoint, settingsChangesEndpoint } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import { can, type Role } from '@orbit/contracts/permissions';
import type { SettingsSection } from '@orbit/contracts/settings';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { SiteService } from '../site/site.service.ts';
import type { AuditService } from './audit.service.ts';
import { consoleStatus } from './console-status.ts';
import { DOCS_PASS_COOKIE, DOCS_PASS_PATH, type DocsPass } from './docs-pass.ts';
import { actorOf, type OperatorsService } from './operators.service.ts';

export function registerConsoleRoutes(
  kit: RouteKit,
  deps: {
    operators: OperatorsService;
    audit: AuditService;
    docsPass: DocsPass;
    site: SiteService;
    jobs: Pick<JobRunner, 'status'>;
    loginRateLimit: number;
    /** NODE_ENV=production: the sandbox gateway is off unless turned on. */
    production: boolean;
  },
) {
  const { operators, audit, site } = deps;
  /** Replies that can be large (settings, lists) are compressed. */
  const large = { compress: true };
  const context = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    device: typeof request.headers.device === 'string' ? request.headers.device : null,
  });

  kit.route(consoleLoginEndpoint, ({ merchant, body, request }) => operators.login(merchant, body, context(request)), {
    rateLimitPerMinute: deps.loginRateLimit,
  });
  kit.route(consoleEnrolEndpoint, ({ merchant, body, request }) => operators.enrol(merchant, body, context(request)), {
    rateLimitPerMinute: deps.loginRateLimit,
  });
  kit.route(consoleLogoutEndpoint, async ({ operator, request }) => {
    await operators.logout(operator, request.ip);
    return { loggedOut: true as const };
  });
  kit.route(consoleDocsPassEndpoint, async ({ operator, request, reply }) => {
    const pass = deps.docsPass.issue(operator);
    reply.setCookie(DOCS_PASS_COOKIE, pass.value, {
      path: DOCS_PASS_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: pass.expiresAt,
    });
    return { path: DOCS_PASS_PATH, expiresAt: pass.expiresAt.toISOString() };
  });
  kit.route(consoleMeEndpoint, ({ operator, merchant }) => operators.current(operator, merchant));
  kit.route(consoleStatusEndpoint, async ({ merchant }) => consoleStatus(merchant, deps.production));
  kit.route(listOperatorsEndpoint, async ({ operator }) => ({ items: await operators.list(operator.merchantId) }), large);
  kit.route(createOperatorEndpoint, ({ operator, body, request }) => operators.create(operator, body, request.ip));
  kit.route(updateOperatorEndpoint, ({ operator, params, body, request }) => operators.update(operator, params.id, body, request.ip));
  kit.route(listNoticesEndpoint, async ({ operator }) => ({ items: await operators.notices(operator.merchantId) }));
  kit.route(listAuditEndpoint, ({ operator, query }) => audit.list(operator.merchantId, query), large);
  kit.route(verifyAuditEndpoint, ({ operator }) => audit.verify(operator.merchantId));
  kit.route(getSettingsEndpoint, ({ operator }) => site.settingsOf(operator.merchantId, operator.role), large);
  kit.route(
    updateSettingsEndpoint,
    ({ operator, params, query, body, request }) => {
      // Each section has its own write permission, so it is checked here rather than on the endpoint.
      const permission = `settings.${params.section}.write` as const;
      if (!can(operator.role, permission)) throw new ApiError('forbidden', `This needs the permission ${permission}`);
      return site.updateSection(operator.merchantId, params.section, body, actorOf(operator, request.ip), operator.role, query.expectedVersion);
    },
    large,
  );
  // Held settings changes: deciding one needs the write permission of its section, which the service checks.
  const mayWrite = (operator: { role: Role }) => (section: SettingsSection) => can(operator.role, `settings.${section}.write`);
  kit.route(settingsChangesEndpoint, async ({ operator }) => ({ items: await site.changes.pending(operator.merchantId) }), large);
  kit.route(confirmSettingsChangeEndpoint, ({ operator, params, request }) =>
    site.changes.confirm(operator.merchantId, params.id, actorOf(operator, request.ip), mayWrite(operator)),
  );
  kit.route(rejectSettingsChangeEndpoint, ({ operator, params, request }) =>
    site.changes.reject(operator.merchantId, params.id, actorOf(operator, request.ip), mayWrite(operator)),
  );
  kit.route(listJobsEndpoint, async () => ({ items: await deps.jobs.status() }), large);
}
