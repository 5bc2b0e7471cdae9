import { useId, useState, type ChangeEvent } from 'react';
import {
  LOGO_ACCEPT,
  LOGO_SIGNATURE_BYTES,
  checkLogo,
} from '@hirelane/domain/workspace-settings/workspace-logo';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { removeWorkspaceLogo, uploadWorkspaceLogo } from '../api/workspace-settings';
import { WorkspaceMark } from './workspace-mark';

type WorkspaceLogoFieldProps = {
  details: WorkspaceDetails;
  /** Why the viewer cannot change the logo, or null when they can. */
  lockedReason: string | null;
  onSaved: (details: WorkspaceDetails, message: string) => void | Promise<void>;
};

const FAILED = 'The logo could not be saved. Please try again.';

/** The logo with upload (checked here by its bytes too, before anything is sent) and remove. */
export function WorkspaceLogoField({ details, lockedReason, onSaved }: WorkspaceLogoFieldProps) {
  const hintId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locked = lockedReason !== null;

  const run = async (kind: 'upload' | 'remove', action: () => Promise<WorkspaceDetails>) => {
    setBusy(kind);
    setError(null);
    try {
      await onSaved(await action(), kind === 'upload' ? 'Logo saved.' : 'Logo removed.');
    } catch (caught) {
      setError(isApiError(caught) && caught.status < 500 ? caught.message : FAILED);
    } finally {
      setBusy(null);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const prefix = new Uint8Array(await file.slice(0, LOGO_SIGNATURE_BYTES).arrayBuffer());
    const check = checkLogo(prefix, file.size);
    if (!check.ok) {
      setError(check.reason);
      return;
    }
    await run('upload', () => uploadWorkspaceLogo(file));
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <WorkspaceMark name={details.name} logoUrl={details.logo_url} />
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-800">Logo</p>
        <p id={hintId} className="text-sm text-stone-600">
          PNG, JPEG or WebP, up to 2 MB. Shown to everyone in the workspace.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <label
            className={buttonClasses(
              'secondary',
              `focus-within:ring-2 focus-within:ring-orange-500 focus-within:ring-offset-2 ${
                locked || busy ? 'cursor-not-allowed text-stone-500' : 'cursor-pointer'
              }`,
            )}
          >
            {busy === 'upload' ? <Spinner /> : null}
            {details.logo_url ? 'Replace logo' : 'Upload logo'}
            <input
              type="file"
              accept={LOGO_ACCEPT}
              className="sr-only"
              aria-describedby={hintId}
              disabled={locked || busy !== null}
              onChange={(event) => void pick(event)}
            />
          </label>
          {details.logo_url ? (
            <Button
              variant="ghost"
              disabled={locked || busy !== null}
              loading={busy === 'remove'}
              onClick={() => void run('remove', removeWorkspaceLogo)}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
