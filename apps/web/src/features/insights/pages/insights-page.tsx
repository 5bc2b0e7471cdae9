import { useCurrentProject } from '../../projects/api/use-current-project';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFunnelQuery, useTalentMarketQuery } from '../api/insights';
import { FunnelSection } from '../components/funnel-section';
import { TalentMarketSection } from '../components/talent-market-section';

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <Spinner /> Loading {what}…
    </p>
  );
}

/**
 * /app/projects/{id}/insights: the talent market for the job (ria projects, which have a search
 * area) beside the project's pipeline funnel.
 */
export function InsightsPage() {
  usePageTitle('Insights');
  const { id, project } = useCurrentProject();
  const hasSearch = project.data !== undefined && project.data.agent !== 'charlie';
  const funnel = useFunnelQuery(id);
  const market = useTalentMarketQuery(id, hasSearch);

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Insights</h1>
      {hasSearch ? (
        market.isPending ? (
          <Loading what="the talent market" />
        ) : market.isError ? (
          <EmptyState
            title="The talent market could not be loaded"
            description="Refresh the page to try again."
          />
        ) : (
          <TalentMarketSection market={market.data} />
        )
      ) : null}
      {funnel.isPending ? (
        <Loading what="the pipeline funnel" />
      ) : funnel.isError ? (
        <EmptyState
          title="The pipeline funnel could not be loaded"
          description="Refresh the page to try again."
        />
      ) : (
        <FunnelSection funnel={funnel.data} />
      )}
    </main>
  );
}
