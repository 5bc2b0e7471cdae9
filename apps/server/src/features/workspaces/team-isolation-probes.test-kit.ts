import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * Probes for the Team routes added in settings (spread into PROBES): another workspace's member
 * gets 403 naming the victim's workspace and 404 for the victim's invitation through their own,
 * and no mail goes out.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

export const TEAM_PROBES: Record<string, Probe> = {
  'POST /api/workspace/invitations/resend': async (t, w) => {
    await t.pool.query(
      `update workspace_invitation set last_sent_at = now() - interval '1 hour' where id = $1`,
      [w.victimInvitationId],
    );
    const mails = t.mails.length;
    const body = { invitation_id: w.victimInvitationId };
    for (const [workspace, status] of [
      [w.victimWorkspace, 403],
      [w.outsiderWorkspace, 404],
    ] as const) {
      const response = await call(t, 'POST', '/api/workspace/invitations/resend', {
        cookie: w.outsiderCookie,
        workspace,
        body,
      });
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain('colleague@example.com');
    }
    expect(t.mails.length).toBe(mails);
    const row = await t.pool.query('select send_count from workspace_invitation where id = $1', [
      w.victimInvitationId,
    ]);
    expect(row.rows[0]).toEqual({ send_count: 1 });
  },
};
