import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { CreateWorkspaceForm } from '../components/create-workspace-form';

/** /app/new-workspace: start another workspace; it becomes the current one. */
export function NewWorkspacePage() {
  usePageTitle('New workspace');
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <Card>
        <h1 className="text-xl font-bold text-stone-900">Create a workspace</h1>
        <p className="mt-1 text-stone-600">
          A workspace holds a team’s projects, candidates and campaigns. The new one becomes your
          current workspace.
        </p>
        <div className="mt-5">
          <CreateWorkspaceForm />
        </div>
      </Card>
    </main>
  );
}
