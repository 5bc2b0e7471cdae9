import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  brandColorSchema,
  careerSlugSchema,
  type CareerPageSettings,
} from '@hirelane/domain/careers/career-page.schema';
import { canEditWorkspace } from '@hirelane/domain/workspace-settings/workspace-rules';
import { FormField, controlClasses } from '../../../components/form-field';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { LockedNote } from '../../../components/ui/locked-note';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-error';
import { updateCareerPage, useCareerPageQuery } from '../api/career-page';
import { settingsKeys } from '../api/query-keys';
import { useWorkspaceDetailsQuery } from '../api/workspace-settings';

const CAREER_PAGE_ROLE_NOTE = 'Only owners and admins can change the career page.';

function CareerPageForm({
  workspaceId,
  settings,
  canEdit,
}: {
  workspaceId: string;
  settings: CareerPageSettings;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(settings.slug ?? '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [brand, setBrand] = useState(settings.brand_color ?? '');
  const [error, setError] = useState<string | undefined>();
  const [brandError, setBrandError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const dirty =
    slug.trim() !== (settings.slug ?? '') ||
    enabled !== settings.enabled ||
    brand.trim().toLowerCase() !== (settings.brand_color ?? '');
  const brandPreview = brandColorSchema.safeParse(brand);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = slug.trim();
    const parsed = typed === '' ? null : careerSlugSchema.safeParse(typed);
    const colour = brand.trim() === '' ? null : brandColorSchema.safeParse(brand);
    setBrandError(colour && !colour.success ? colour.error.issues[0]?.message : undefined);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (colour && !colour.success) return;
    if (enabled && !parsed) {
      setError('Choose the page address before switching the page on.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await updateCareerPage({
        slug: parsed?.data ?? null,
        enabled,
        brand_color: colour?.data ?? null,
      });
      queryClient.setQueryData(settingsKeys.careerPage(workspaceId), answer.data);
      toast.success(answer.message ?? 'Career page saved.');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? (caught.fieldMessage('slug') ?? caught.message)
          : 'The career page could not be saved. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField
        label="Page address"
        // The preview is one long address: let it wrap on a phone.
        className="[overflow-wrap:anywhere]"
        error={error}
        hint={`${window.location.origin}/careers/${slug.trim() || 'your-team'}`}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={slug}
            disabled={!canEdit || busy}
            placeholder="your-team"
            onChange={(event) => setSlug(event.target.value.toLowerCase())}
            className={controlClasses(error)}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <FormField
          label="Brand colour (optional)"
          error={brandError}
          hint="Buttons and the header accent; text on it is chosen for contrast."
          className="flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={brand}
              disabled={!canEdit || busy}
              placeholder="#C2410C"
              onChange={(event) => setBrand(event.target.value)}
              className={controlClasses(brandError)}
            />
          )}
        </FormField>
        <span
          aria-hidden="true"
          className="mt-7 size-10 shrink-0 rounded-lg border border-stone-300"
          style={{ background: brandPreview.success ? brandPreview.data : '#c2410c' }}
        />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4">
        <div className="min-w-0">
          <p className="font-medium text-stone-900">Career page on</p>
          <p className="mt-0.5 text-sm text-stone-600">
            Anyone with the address sees the projects you publish and can apply.
          </p>
        </div>
        <Switch
          label="Career page on"
          checked={enabled}
          disabled={!canEdit || busy}
          onChange={setEnabled}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy} disabled={!canEdit || !dirty}>
          Save career page
        </Button>
        {settings.page_path ? (
          <a
            href={settings.page_path}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
          >
            Open the career page
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** #career-page: the public page's address and on/off (owners and admins, decision 039). */
export function CareerPageSection({ workspaceId }: { workspaceId: string | null }) {
  const details = useWorkspaceDetailsQuery(workspaceId);
  const page = useCareerPageQuery(workspaceId);
  const verdict = details.data ? canEditWorkspace(details.data.role) : null;

  const body = () => {
    if (!workspaceId) return <p className="text-sm text-stone-700">No workspace yet.</p>;
    if (page.isPending || !verdict)
      return (
        <p role="status" className="text-sm text-stone-600">
          Loading the career page…
        </p>
      );
    if (!page.data)
      return (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The career page settings could not be loaded.</p>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </div>
      );
    return (
      <>
        <CareerPageForm
          key={`${page.data.slug ?? ''}-${String(page.data.enabled)}-${page.data.brand_color ?? ''}`}
          workspaceId={workspaceId}
          settings={page.data}
          canEdit={verdict.allowed}
        />
        {verdict.allowed ? null : (
          <div className="mt-4">
            <LockedNote>{CAREER_PAGE_ROLE_NOTE}</LockedNote>
          </div>
        )}
      </>
    );
  };

  return (
    <SettingsSection
      id="career-page"
      title="Career page"
      description="A public page listing the projects you publish, with an apply form for each."
    >
      {body()}
    </SettingsSection>
  );
}
