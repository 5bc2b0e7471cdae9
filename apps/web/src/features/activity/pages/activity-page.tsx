import { EmptyState } from '../../../components/ui/empty-state';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app: the Activity home. The activity feed arrives with projects and campaigns. */
export function ActivityPage() {
  usePageTitle('Activity');
  const session = useAppSession();
  const firstName = session.profile_info.first_name;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Activity</h1>
      <p className="mt-1 text-stone-600">
        {firstName ? `Welcome back, ${firstName}. ` : ''}What happened across your projects and
        campaigns.
      </p>
      <div className="mt-6">
        <EmptyState
          title="No activity yet"
          description="Replies, candidates moving through pipelines and campaign results will show up here once you run your first project."
          action={{ label: 'Go to projects', to: '/app/projects' }}
        />
      </div>
    </main>
  );
}
