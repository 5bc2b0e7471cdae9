import { Outlet, useLocation } from 'react-router';
import {
  campaignHasErrors,
  campaignStatusLabel,
  campaignTabsComplete,
} from '@hirelane/domain/campaigns/campaign-rules';
import { useMailboxState } from '../features/campaigns/api/mailbox-state';
import { useCampaignRoute } from '../features/campaigns/api/use-campaign-route';
import { campaignPaths } from '../features/campaigns/campaign-paths';
import { CampaignTopBar } from '../features/campaigns/components/campaign-top-bar';

/**
 * SPEC 2.3 project-with-campaign layout, inside the project layout: the campaign sub-navigation
 * (status, the Steps and Launch tabs, Next) above the campaign pages, only once the campaign has a
 * step. Campaign and steps come from the project layout's cache entries.
 */
export function CampaignLayout() {
  const { campaign, steps, permissions, workspaceId, base } = useCampaignRoute();
  const mailboxes = useMailboxState(workspaceId);
  const { pathname } = useLocation();
  const list = steps.data ?? [];
  const showBar = Boolean(campaign.data && base && list.length > 0);

  return (
    <>
      {showBar && campaign.data && base ? (
        <CampaignTopBar
          status={campaignStatusLabel(campaign.data)}
          stepCount={list.length}
          active={pathname.replace(/\/+$/, '').endsWith('/launch') ? 'launch' : 'steps'}
          complete={campaignTabsComplete(campaign.data)}
          hasErrors={campaignHasErrors(campaign.data, list, mailboxes, permissions)}
          paths={campaignPaths(base)}
        />
      ) : null}
      <Outlet />
    </>
  );
}
