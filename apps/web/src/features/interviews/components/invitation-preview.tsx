import { useState } from 'react';
import type {
  InvitationTemplate,
  Invitee,
  RenderedInvitation,
} from '@hirelane/domain/interviews/invitations.schema';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { previewInvitation } from '../api/invitations';

type InvitationPreviewProps = {
  projectId: string;
  template: InvitationTemplate;
  /** The people the preview may be shown for (the selected ones first). */
  candidates: Invitee[];
  /** Set when the template cannot be sent as it is. */
  blocked: boolean;
};

/** The e-mail as one real candidate would get it (the link is made when it is sent). */
export function InvitationPreview({
  projectId,
  template,
  candidates,
  blocked,
}: InvitationPreviewProps) {
  const [candidateId, setCandidateId] = useState<string>('');
  const [preview, setPreview] = useState<RenderedInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const chosen = candidates.some((c) => c._id === candidateId)
    ? candidateId
    : (candidates[0]?._id ?? '');

  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      setPreview(await previewInvitation(projectId, chosen, template));
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof Error ? failure.message : 'The preview could not be made.');
    } finally {
      setLoading(false);
    }
  };

  if (candidates.length === 0)
    return <p className="text-sm text-stone-600">Pick a candidate to preview the e-mail.</p>;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Preview for"
          className="min-w-0 flex-1"
          value={chosen}
          options={candidates.map((c) => ({
            value: c._id,
            label: c.full_name || c.email || c._id,
          }))}
          onChange={(event) => setCandidateId(event.target.value)}
        />
        <Button
          variant="secondary"
          loading={loading}
          disabled={blocked}
          onClick={() => void show()}
        >
          Preview
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <article
          aria-label="E-mail preview"
          className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-900"
        >
          <p className="break-words text-stone-600">To: {preview.to}</p>
          <p className="mt-1 break-words font-semibold">{preview.subject}</p>
          <p className="mt-3 whitespace-pre-wrap break-words">{preview.text}</p>
          <p className="mt-3 text-xs text-stone-600">
            Each candidate gets their own link when the invitation is sent.
          </p>
        </article>
      ) : null}
    </div>
  );
}
