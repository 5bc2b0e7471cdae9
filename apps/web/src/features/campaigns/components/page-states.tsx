import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';

export function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-stone-600">
      <Spinner className="size-4 text-orange-700" /> {label}
    </p>
  );
}

/**
 * The frame of a campaign page: its heading, a line about it, its actions and the content. The
 * bottom padding lets the last actions (Add step, Save) scroll clear of the floating Get Started
 * checklist, which is fixed at the bottom of the screen.
 */
export function CampaignPage({
  title,
  description,
  actions,
  children,
  wide = false,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main
      className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-5xl'} px-4 pt-6 pb-24 sm:px-6 sm:pt-8`}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          <p className="mt-1 text-stone-600">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6 space-y-4">{children}</div>
    </main>
  );
}

/** What a campaign page shows until its campaign is there, or when it can't be. */
export function CampaignLoadState({
  projectLoading,
  campaignId,
  error,
}: {
  projectLoading: boolean;
  campaignId: string | null;
  error: Error | null;
}) {
  if (error)
    return <EmptyState title="The campaign could not be loaded" description={error.message} />;
  if (!projectLoading && !campaignId)
    return (
      <EmptyState
        title="This project has no campaign"
        description="Outreach campaigns belong to projects run by Ria. Open the pipeline to work with this project’s candidates."
      />
    );
  return <PageLoading label="Loading the campaign…" />;
}
