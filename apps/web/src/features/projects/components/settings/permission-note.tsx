import { LockedNote } from '../../../../components/ui/locked-note';

export const SETTINGS_DENIED_REASON =
  "Only the project owner and editors can change this project's settings.";
export const DELETE_DENIED_REASON = 'Only the project owner can delete this project.';

/** Why a settings control is disabled. */
export function PermissionNote({ id, children }: { id: string; children: string }) {
  return (
    <LockedNote id={id} className="mt-3">
      {children}
    </LockedNote>
  );
}
