import { CreateWorkspaceForm } from '../../workspaces/components/create-workspace-form';

export const NO_WORKSPACE_TITLE = 'You are not in a workspace';
export const NO_WORKSPACE_TEXT =
  'You left your last workspace, or it was deleted, or an admin deactivated you. Start a workspace of your own, or ask a teammate to invite you again.';

/**
 * A signed-in person without any workspace: plans sit on a workspace, so they start one first; the
 * page then reloads in it (SPEC 4.6).
 */
export function NoWorkspaceNotice() {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{NO_WORKSPACE_TITLE}</h1>
      <p className="mt-2 text-stone-600">{NO_WORKSPACE_TEXT}</p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <CreateWorkspaceForm
          submitLabel="Start a workspace"
          onCreated={() => window.location.reload()}
        />
      </div>
    </main>
  );
}
