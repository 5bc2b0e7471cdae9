import { CREDIT_PRICES, creditCost } from '@hirelane/domain/billing/credit-prices';
import { buildSearchFromJob, type SearchExpansion } from '@hirelane/domain/search/search-from-job';
import {
  SOURCING_DEFAULT_COUNT,
  SOURCING_MAX_COUNT,
  type SourcingHelper,
  type SourcingProposal,
} from '@hirelane/domain/sourcing/sourcing.schema';
import { talentSearchFiltersSchema } from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { LlmError } from '../../integrations/llm/text-provider';
import { readBalance } from '../billing/credit-ledger-store';
import { loadProjectAccess } from '../projects/project-access';
import { loadSourcingJob } from './sourcing-project';
import { BUILT_IN_RULES_LABEL, NO_MODEL_NOTE, sourcingHelperOf } from './sourcing-helper';
import { expandSearchWithModel } from './sourcing-model';

/**
 * The search Ria proposes for the project's job (query and filters, editable on the page), the
 * number to save and its most cost. With a model configured it adds the model's titles and
 * spellings to the built-in tables; a model failure falls back to the tables and says so.
 */
export const proposeSourcingSearch = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
): Promise<SourcingProposal> => {
  const { project } = await loadProjectAccess(app.db, tenant, projectId);
  const job = await loadSourcingJob(app.db, tenant.workspaceId, project);
  let helper: SourcingHelper = 'built-in rules';
  let note: string | null = NO_MODEL_NOTE;
  let expansion: SearchExpansion = {};
  if (sourcingHelperOf(app.text) === 'model') {
    try {
      expansion = await expandSearchWithModel(app.text, job);
      helper = 'model';
      note = null;
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      note = `The model could not help this time (${error.message}); the built-in rules proposed this search.`;
    }
  }
  const search = buildSearchFromJob(job, expansion);
  const { balance } = await readBalance(app.db, tenant.workspaceId);
  return {
    query: search.query,
    filters: talentSearchFiltersSchema.parse(search.filters),
    count: SOURCING_DEFAULT_COUNT,
    max_count: SOURCING_MAX_COUNT,
    price_per_candidate: CREDIT_PRICES.sourcing_candidate_saved,
    max_cost: creditCost('sourcing_candidate_saved', SOURCING_DEFAULT_COUNT),
    balance,
    helper,
    helper_label: helper === 'model' ? app.text.info.label : BUILT_IN_RULES_LABEL,
    helper_note: note,
  };
};
