import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LOGO_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
} from '@hirelane/domain/workspace-settings/workspace-logo';
import type { FeatureFlag } from '@hirelane/domain/workspace-settings/feature-flags';
import type { Integration } from '@hirelane/domain/workspace-settings/integrations.schema';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { PNG_BYTES, logoFileId, uploadLogo } from './workspace-settings.test-kit';

/** Workspace settings: details, rename, logo, feature flags and integration statuses. */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let admin: As;
let member: As;
let stranger: As;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 110);
  owner = await kit.owner('owner@settings.test', 'Acme Recruiting');
  const adminMate = await kit.teammate(
    owner.cookie,
    owner.workspace,
    'admin@settings.test',
    'admin',
  );
  admin = { cookie: adminMate.cookie, workspace: owner.workspace };
  const plainMate = await kit.teammate(owner.cookie, owner.workspace, 'member@settings.test');
  member = { cookie: plainMate.cookie, workspace: owner.workspace };
  stranger = await kit.owner('stranger@settings.test', 'Stranger Search');
});

afterAll(async () => {
  await t.close();
});

const details = async (as: As) => {
  const response = await call(t, 'GET', '/api/workspace/details', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as WorkspaceDetails;
};

const rename = (as: As, name: unknown) =>
  call(t, 'POST', '/api/workspace/rename', { ...as, body: { name } });

const storedLogoRows = async (workspace: string) =>
  (
    await t.pool.query<{ id: string; storage_key: string; content_type: string }>(
      `select id, storage_key, content_type from stored_file
        where workspace_id = $1 and storage_key like 'workspaces/%/logo/%'`,
      [workspace],
    )
  ).rows;

const storageHas = async (key: string) =>
  t.app.storage.read(key).then(
    () => true,
    () => false,
  );

describe('details and rename', () => {
  it('shows every member the workspace with their role and the active owner count', async () => {
    expect(await details(owner)).toMatchObject({
      _id: owner.workspace,
      name: 'Acme Recruiting',
      logo_url: null,
      role: 'owner',
      active_owner_count: 1,
    });
    expect((await details(member)).role).toBe('member');
  });

  it('lets owners and admins rename (trimmed), refuses members with the reason', async () => {
    const byOwner = await rename(owner, '  Acme Talent  ');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((byOwner.json().data as WorkspaceDetails).name).toBe('Acme Talent');
    expect((await rename(admin, 'Acme Recruiting')).statusCode).toBe(200);

    const byMember = await rename(member, 'Hijacked');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toContain('workspace:settings:edit');
    expect((await details(owner)).name).toBe('Acme Recruiting');

    const list = await call(t, 'GET', '/api/workspace/list', { cookie: owner.cookie });
    expect(list.json().data).toContainEqual(expect.objectContaining({ name: 'Acme Recruiting' }));
  });

  it('refuses an empty or too long name with the field error', async () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      const response = await rename(owner, name);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)[0]?.path).toBe('name');
    }
  });

  it('renames only the workspace of the request: another workspace is out of reach', async () => {
    expect(
      (await rename({ cookie: stranger.cookie, workspace: owner.workspace }, 'Mine')).statusCode,
    ).toBe(403);
    expect((await rename(stranger, 'Stranger Talent')).statusCode).toBe(200);
    expect((await details(owner)).name).toBe('Acme Recruiting');
  });
});

describe('logo', () => {
  it('stores a PNG checked by its bytes and serves it with its type to members only', async () => {
    const uploaded = await uploadLogo(t, admin, PNG_BYTES, {
      contentType: 'text/plain',
      filename: 'x.txt',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = logoFileId(uploaded);
    expect((uploaded.json().data as WorkspaceDetails).logo_url).toBe(
      `/api/workspace/logo/${fileId}?workspace=${owner.workspace}`,
    );
    const rows = await storedLogoRows(owner.workspace);
    expect(rows).toEqual([
      {
        id: fileId,
        storage_key: `workspaces/${owner.workspace}/logo/${fileId}`,
        content_type: 'image/png',
      },
    ]);

    const served = await call(t, 'GET', `/api/workspace/logo/${fileId}`, member);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const fromElsewhere = await call(t, 'GET', `/api/workspace/logo/${fileId}`, {
      cookie: stranger.cookie,
      workspace: stranger.workspace,
    });
    expect(fromElsewhere.statusCode).toBe(404);
    expect(
      (
        await call(t, 'GET', `/api/workspace/logo/${fileId}`, {
          cookie: stranger.cookie,
          workspace: owner.workspace,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('never serves another stored file of the workspace as a logo', async () => {
    const file = await t.pool.query<{ id: string }>(
      `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
       values ($1, $2, 'cv.pdf', 'application/pdf', 4, 'x') returning id`,
      [owner.workspace, `workspaces/${owner.workspace}/resumes/cv.pdf`],
    );
    const response = await call(t, 'GET', `/api/workspace/logo/${file.rows[0]?.id ?? ''}`, owner);
    expect(response.statusCode).toBe(404);
  });

  it('replaces the previous logo: its row and bytes go', async () => {
    const [previous] = await storedLogoRows(owner.workspace);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const replaced = await uploadLogo(t, owner, jpeg, {
      filename: 'logo.jpg',
      contentType: 'image/jpeg',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rows = await storedLogoRows(owner.workspace);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: logoFileId(replaced), content_type: 'image/jpeg' });
    expect(previous && (await storageHas(previous.storage_key))).toBe(false);
    expect(rows[0] && (await storageHas(rows[0].storage_key))).toBe(true);
  });

  it('refuses SVG, a renamed text file, an empty file, more than 2 MB and a missing part', async () => {
    const before = await storedLogoRows(owner.workspace);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: Array<[Buffer, string, string]> = [
      [svg, 'logo.svg', LOGO_WRONG_TYPE],
      [Buffer.from('just text, named as an image'), 'logo.png', LOGO_WRONG_TYPE],
      [Buffer.alloc(0), 'logo.png', 'The file is empty.'],
      [Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_LOGO_BYTES)]), 'big.png', LOGO_TOO_LARGE],
    ];
    for (const [data, filename, message] of cases) {
      const response = await uploadLogo(t, owner, data, { filename, contentType: 'image/png' });
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().message).toBe(message);
      expect(errorsOf(response)[0]?.path).toBe('file');
    }
    const wrongField = await uploadLogo(t, owner, PNG_BYTES, { field: 'image' });
    expect(wrongField.statusCode).toBe(422);
    const notMultipart = await call(t, 'POST', '/api/workspace/logo/upload', {
      ...owner,
      body: {},
    });
    expect(notMultipart.statusCode).toBe(422);
    expect(await storedLogoRows(owner.workspace)).toEqual(before);
  });

  it('lets only owners and admins change it; removing deletes the row and the bytes', async () => {
    expect((await uploadLogo(t, member)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/workspace/logo/remove', { ...member, body: {} })).statusCode,
    ).toBe(403);
    const [current] = await storedLogoRows(owner.workspace);
    const removed = await call(t, 'POST', '/api/workspace/logo/remove', { ...admin, body: {} });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as WorkspaceDetails).logo_url).toBeNull();
    expect(await storedLogoRows(owner.workspace)).toEqual([]);
    expect(current && (await storageHas(current.storage_key))).toBe(false);
    expect(
      (await call(t, 'GET', `/api/workspace/logo/${current?.id ?? ''}`, owner)).statusCode,
    ).toBe(404);
  });
});

describe('feature flags', () => {
  const flags = (as: As) => call(t, 'GET', '/api/workspace/feature-flags', as);
  const put = (as: As, body: unknown) =>
    call(t, 'PUT', '/api/workspace/feature-flags', { ...as, body });

  it('lists the known flags, off by default, for owners and admins only', async () => {
    const response = await flags(admin);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as { flags: FeatureFlag[] }).flags).toEqual([
      expect.objectContaining({ key: 'team', label: 'Team inbox', enabled: false }),
    ]);
    expect((await flags(member)).statusCode).toBe(403);
    expect((await put(member, { flags: { team: true } })).statusCode).toBe(403);
  });

  it('toggles the team flag, which the project reads as team_feature (the Inbox item)', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Inbox test' });
    expect((await kit.getProject(owner.cookie, owner.workspace, project._id)).team_feature).toBe(
      false,
    );

    const on = await put(admin, { flags: { team: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json().data as { flags: FeatureFlag[] }).flags[0]?.enabled).toBe(true);
    expect((await kit.getProject(owner.cookie, owner.workspace, project._id)).team_feature).toBe(
      true,
    );

    expect((await put(owner, { flags: { team: false } })).statusCode).toBe(200);
    expect((await kit.getProject(owner.cookie, owner.workspace, project._id)).team_feature).toBe(
      false,
    );
  });

  it('refuses unknown keys, non-boolean values and an empty change, and stores nothing', async () => {
    for (const body of [
      { flags: { beta: true } },
      { flags: { team: true, beta: true } },
      { flags: { team: 'yes' } },
      { flags: {} },
      {},
    ]) {
      const response = await put(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response)[0]?.path).toMatch(/^flags/);
    }
    const stored = await t.pool.query('select feature_flags from workspace where id = $1', [
      owner.workspace,
    ]);
    expect(stored.rows[0]).toEqual({ feature_flags: { team: false } });
  });

  it('changes only the workspace of the request', async () => {
    expect(
      (
        await put(
          { cookie: stranger.cookie, workspace: owner.workspace },
          { flags: { team: true } },
        )
      ).statusCode,
    ).toBe(403);
    expect((await put(stranger, { flags: { team: true } })).statusCode).toBe(200);
    const stored = await t.pool.query('select feature_flags from workspace where id = $1', [
      owner.workspace,
    ]);
    expect(stored.rows[0]).toEqual({ feature_flags: { team: false } });
  });
});

describe('integrations', () => {
  const integrations = async (as: As) => {
    const response = await call(t, 'GET', '/api/workspace/integrations', as);
    expect(response.statusCode, response.body).toBe(200);
    const list = (response.json().data as { integrations: Integration[] }).integrations;
    return Object.fromEntries(list.map((item) => [item.key, item]));
  };

  it('lists every connected account of SPEC 1 with its real status, for any member', async () => {
    const byKey = await integrations(member);
    expect(Object.keys(byKey)).toEqual([
      'mailbox',
      'calendar',
      'linkedin',
      'whatsapp',
      'whatsapp_business',
      'team_chat',
      'recruiting_partner',
    ]);
    expect(byKey.mailbox).toMatchObject({
      status: 'not_connected',
      count: null,
      connect_path: '/app/connect-mailbox',
    });
    expect(byKey.calendar).toMatchObject({
      status: 'not_connected',
      count: null,
      connect_path: '/app/connect-calendar',
    });
    expect(byKey.whatsapp).toMatchObject({
      status: 'not_connected',
      connect_path: '/app/connect-whatsapp',
    });
    expect(byKey.recruiting_partner).toMatchObject({
      status: 'not_connected',
      detail: 'No recruiting partner invited yet.',
      connect_path: '/app/settings#partners',
    });
    // Slack connects from its own card (decision 050).
    expect(byKey.team_chat).toMatchObject({
      status: 'not_connected',
      connect_path: '/app/settings#integrations',
    });
    for (const key of ['linkedin', 'whatsapp_business'])
      expect(byKey[key], key).toMatchObject({ status: 'not_available', connect_path: null });
  });

  it('counts working mailboxes and those needing attention, in this workspace only', async () => {
    await kit.insertMailbox(owner.workspace, 'jobs@acme.test');
    await kit.insertMailbox(owner.workspace, 'hr@acme.test');
    await kit.insertMailbox(owner.workspace, 'old@acme.test', { enabled: false });
    await kit.insertMailbox(stranger.workspace, 'elsewhere@stranger.test');
    const byKey = await integrations(owner);
    expect(byKey.mailbox).toMatchObject({
      status: 'connected',
      count: 2,
      detail: '2 mailboxes ready to send.',
      problem: '1 mailbox needs attention.',
    });
    expect((await integrations(stranger)).mailbox).toMatchObject({ status: 'connected', count: 1 });
  });

  it("shows the caller's own stored LinkedIn account as connected, with its error", async () => {
    await kit.insertLinkedin(owner.workspace, 'admin@settings.test', {
      fullName: 'Ada Admin',
      errorMessage: 'Session expired.',
    });
    expect((await integrations(admin)).linkedin).toMatchObject({
      status: 'connected',
      detail: 'Your account: Ada Admin.',
      problem: 'Session expired.',
    });
    expect((await integrations(member)).linkedin).toMatchObject({ status: 'not_available' });
  });

  it('shows a FAILED WhatsApp account with what to do (decision 048)', async () => {
    await t.pool.query(
      `insert into whatsapp_account (workspace_id, session, status) values ($1, 'settings-wa', 'FAILED')`,
      [owner.workspace],
    );
    expect((await integrations(owner)).whatsapp).toMatchObject({
      status: 'not_connected',
      problem: 'FAILED: pair the phone again; WhatsApp steps are held until then.',
      connect_path: '/app/connect-whatsapp',
    });
  });

  it('is refused to a non-member', async () => {
    const response = await call(t, 'GET', '/api/workspace/integrations', {
      cookie: stranger.cookie,
      workspace: owner.workspace,
    });
    expect(response.statusCode).toBe(403);
  });
});
