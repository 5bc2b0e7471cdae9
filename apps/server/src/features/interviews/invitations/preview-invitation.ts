import { invitationExpiresAt } from '@hirelane/domain/interviews/invitation-schedule';
import type {
  PreviewInvitationRequest,
  RenderedInvitation,
} from '@hirelane/domain/interviews/invitations.schema';
import { renderInvitation } from '@hirelane/domain/interviews/render-invitation';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { NOT_IN_PROJECT } from '../../pipeline/move-candidates';
import { loadInvitationContext } from './invitation-context';
import { findInvitees } from './invitation-store';
import { invitationValues } from './invitation-values';

/** A sample token of the right shape: the preview never creates a real link. */
const PREVIEW_TOKEN = 'preview-link-created-when-the-invitation-is-sent';

/** The e-mail one candidate of the project would get, with a placeholder link. */
export const previewInvitation = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
  input: PreviewInvitationRequest,
): Promise<RenderedInvitation> =>
  app.db.transaction(async (tx) => {
    const context = await loadInvitationContext(tx, tenant, projectId);
    const [person] = await findInvitees(tx, tenant.workspaceId, projectId, [input.candidate_id]);
    if (!person) throw notFound(NOT_IN_PROJECT);
    const email = renderInvitation(
      input,
      invitationValues({
        appUrl: app.config.appUrl,
        job: context.job,
        workspaceName: context.workspaceName,
        person,
        token: PREVIEW_TOKEN,
        expiresAt: invitationExpiresAt(new Date(), context.settings),
      }),
    );
    return { to: person.email ?? '', ...email };
  });
