import {
  consoleHelpCentreEndpoint,
  createHelpArticleEndpoint,
  createHelpCategoryEndpoint,
  deleteHelpArticleEndpoint,
  deleteHelpCategoryEndpoint,
  helpArticleEndpoint,
  helpCentreEndpoint,
  updateHelpArticleEndpoint,
  updateHelpCategoryEndpoint,
} from '@orbit/contracts/help-centre';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { HelpService } from './help.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerHelpRoutes(kit: RouteKit, deps: { help: HelpService }) {
  const { help } = deps;
  kit.route(helpCentreEndpoint, async ({ request, merchant, query }) => help.centre(merchant, requestLanguage(request, merchant), query.search || undefined));
  kit.route(helpArticleEndpoint, async ({ request, merchant, params }) => help.article(merchant, requestLanguage(request, merchant), params.key));

  kit.route(consoleHelpCentreEndpoint, async ({ merchant }) => help.list(merchant));
  kit.route(createHelpCategoryEndpoint, async ({ merchant, operator, body, request }) => help.createCategory(merchant, body, actorOf(operator, request.ip)));
  kit.route(updateHelpCategoryEndpoint, async ({ merchant, operator, params, body, request }) =>
    help.updateCategory(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(deleteHelpCategoryEndpoint, async ({ merchant, operator, params, request }) =>
    help.removeCategory(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(createHelpArticleEndpoint, async ({ merchant, operator, body, request }) => help.createArticle(merchant, body, actorOf(operator, request.ip)));
  kit.route(updateHelpArticleEndpoint, async ({ merchant, operator, params, body, request }) =>
    help.updateArticle(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(deleteHelpArticleEndpoint, async ({ merchant, operator, params, request }) =>
    help.removeArticle(merchant, params.id, actorOf(operator, request.ip)),
  );
}
