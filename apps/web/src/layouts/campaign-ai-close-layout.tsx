import { Outlet, useParams } from 'react-router';
import { campaignAiCloseTarget } from '@hirelane/domain/app-shell/close-target';
import { useAppQuery } from '../lib/use-app-query';
import { CloseBar } from './close-bar';

/**
 * SPEC 2.3 campaign AI close layout, inside the project area: the X goes to the project page
 * (from=searchPage), the pipeline (from=pipeline) or the campaign page.
 */
export function CampaignAiCloseLayout() {
  const { from } = useAppQuery();
  const { id = '', campaignID } = useParams();
  const target = campaignAiCloseTarget({
    from: from ?? null,
    projectId: id,
    campaignId: campaignID,
  });
  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-stone-50">
      <CloseBar to={target} />
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
