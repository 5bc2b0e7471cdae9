import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { campaignKit, errorsOf, type As } from '../campaign.test-kit';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { TEMPLATE_IN_USE } from './delete-message-template';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let member: As;

const WHATSAPP_TEMPLATE = {
  channel: 'whatsapp_template',
  name: 'Interview invite',
  header: 'Hello {{first_name}}',
  body: 'Would you like to talk about the {{job_title}} role?',
  footer: 'Reply STOP to opt out',
  actions: [
    { label: 'Yes, call me', icon: 'call' },
    { label: 'Not now', icon: 'quick_reply' },
  ],
};

const EMAIL_TEMPLATE = { channel: 'email', name: 'First touch', subject: 'Hi', body: 'Hello' };

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 93);
  owner = await kit.owner('templates-owner@example.com');
  await t.pool.query(
    `update "user" set first_name = 'Tess', last_name = 'Plate' where email = 'templates-owner@example.com'`,
  );
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'templates-member@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
});
afterAll(async () => {
  await t.close();
});

const create = (as: As, body: unknown) =>
  call(t, 'POST', '/api/campaign/template/create', { ...as, body });
const update = (as: As, id: string, body: unknown) =>
  call(t, 'PUT', `/api/campaign/template/update/${id}`, { ...as, body });
const remove = (as: As, id: string) => call(t, 'PUT', `/api/campaign/template/delete/${id}`, as);
const list = async (as: As, channel?: string) => {
  const response = await call(
    t,
    'GET',
    `/api/campaign/template/list${channel ? `?channel=${channel}` : ''}`,
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MessageTemplate[];
};

describe('message templates', () => {
  it('saves an e-mail template with its body sanitised to SPEC 5 rich text', async () => {
    const response = await create(owner, {
      channel: 'email',
      name: 'First touch',
      subject: 'About the {{job_title}} role',
      body: 'Hi <b>{{first_name}}</b>,<script>alert(1)</script>\n<a href="javascript:alert(1)" onclick="x()">click</a> <span style="color:red">here</span>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data as MessageTemplate;
    expect(saved).toMatchObject({
      channel: 'email',
      name: 'First touch',
      subject: 'About the {{job_title}} role',
      body: 'Hi <b>{{first_name}}</b>,\n<a>click</a> here',
      header: null,
      footer: null,
      actions: [],
      created_by: { first_name: 'Tess', last_name: 'Plate' },
    });
  });

  it('validates per channel and refuses a body that is only markup', async () => {
    const noSubject = await create(owner, { channel: 'email', name: 'x', body: 'Hi' });
    expect(noSubject.statusCode).toBe(422);
    expect(errorsOf(noSubject).map((error) => error.path)).toContain('subject');
    const tooManyButtons = await create(owner, {
      ...WHATSAPP_TEMPLATE,
      actions: Array.from({ length: 11 }, () => ({ label: 'Yes', icon: 'quick_reply' })),
    });
    expect(tooManyButtons.statusCode).toBe(422);
    expect(JSON.stringify(errorsOf(tooManyButtons))).toContain(
      'WhatsApp allows at most 10 buttons.',
    );
    const badIcon = await create(owner, {
      ...WHATSAPP_TEMPLATE,
      actions: [{ label: 'Pay', icon: 'money' }],
    });
    expect(badIcon.statusCode).toBe(422);
    const onlyScript = await create(owner, {
      channel: 'linkedin',
      name: 'Sneaky',
      body: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().message).toBe('This field is required.');
  });

  it('lets any member of the workspace create and list by channel; the creator or the owner update and delete', async () => {
    const created = await create(member, WHATSAPP_TEMPLATE);
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data as MessageTemplate;
    expect(template).toMatchObject({ ...WHATSAPP_TEMPLATE, subject: null });
    const linkedin = await create(member, {
      channel: 'linkedin',
      name: 'Nudge',
      body: 'Hi <i>there</i>',
    });
    expect((linkedin.json().data as MessageTemplate).body).toBe('Hi there');

    expect((await list(owner, 'whatsapp_template')).map((item) => item._id)).toEqual([
      template._id,
    ]);
    const all = await list(owner);
    expect(all.map((item) => item.name)).toEqual(['Nudge', 'Interview invite', 'First touch']);

    const changed = await update(owner, template._id, {
      ...WHATSAPP_TEMPLATE,
      header: null,
      name: 'Invite v2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Invite v2', header: null });
    const otherChannel = await update(owner, template._id, {
      channel: 'whatsapp',
      name: 'x',
      body: 'y',
    });
    expect(otherChannel.statusCode).toBe(422);
    expect(otherChannel.json().message).toBe(
      "A template's channel cannot change. Create a new template instead.",
    );

    const deleted = await remove(member, (linkedin.json().data as MessageTemplate)._id);
    expect(deleted.json()).toEqual({ success: true, message: 'Template deleted.' });
    expect((await list(owner)).map((item) => item.name)).toEqual(['Invite v2', 'First touch']);
    const again = await remove(member, (linkedin.json().data as MessageTemplate)._id);
    expect(again.statusCode).toBe(404);
  });

  it('lets only the creator or a workspace owner or admin edit or delete a template (403 for other members)', async () => {
    const other = await kit.teammate(owner.cookie, owner.workspace, 'templates-other@example.com');
    const otherMember: As = { cookie: other.cookie, workspace: owner.workspace };
    const admin = await kit.teammate(
      owner.cookie,
      owner.workspace,
      'templates-admin@example.com',
      'admin',
    );
    const workspaceAdmin: As = { cookie: admin.cookie, workspace: owner.workspace };
    const mine = (await create(member, { ...EMAIL_TEMPLATE, name: 'Member own' })).json()
      .data as MessageTemplate;
    expect(mine.can_edit).toBe(true);

    const asOther = (await list(otherMember)).find((item) => item._id === mine._id);
    expect(asOther?.can_edit).toBe(false);
    expect((await list(owner)).find((item) => item._id === mine._id)?.can_edit).toBe(true);

    const edited = await update(otherMember, mine._id, { ...EMAIL_TEMPLATE, name: 'Hijacked' });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual({ success: false, message: ONLY_CREATOR_OR_ADMIN_MESSAGE });
    const deleted = await remove(otherMember, mine._id);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(ONLY_CREATOR_OR_ADMIN_MESSAGE);
    expect((await list(owner)).find((item) => item._id === mine._id)?.name).toBe('Member own');

    // The creator, a workspace admin and the owner may.
    expect(
      (await update(member, mine._id, { ...EMAIL_TEMPLATE, name: 'Mine v2' })).statusCode,
    ).toBe(200);
    expect(
      (await update(workspaceAdmin, mine._id, { ...EMAIL_TEMPLATE, name: 'Mine v3' })).statusCode,
    ).toBe(200);
    expect((await remove(owner, mine._id)).statusCode).toBe(200);

    // A template whose creator left the workspace is left to admins.
    const orphan = (await create(otherMember, { ...EMAIL_TEMPLATE, name: 'Orphan' })).json()
      .data as MessageTemplate;
    await t.pool.query('update message_template set created_by = null where id = $1', [orphan._id]);
    expect((await remove(otherMember, orphan._id)).statusCode).toBe(403);
    expect((await remove(workspaceAdmin, orphan._id)).statusCode).toBe(200);
  });

  it('refuses to delete a WhatsApp template a campaign step sends, until the step is gone', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Templates' });
    const template = (await create(owner, WHATSAPP_TEMPLATE)).json().data as MessageTemplate;
    // Only an approved template can be chosen (decision 048): Meta approved this one.
    await t.pool.query(`update message_template set approval_status = 'APPROVED' where id = $1`, [
      template._id,
    ]);
    const step = await kit.addStep(owner, project.linked_campaign, {
      type: 'auto_whatsapp_template_send',
      config: { template_id: template._id },
    });
    const email = (await create(owner, EMAIL_TEMPLATE)).json().data as MessageTemplate;
    const wrongChannel = await kit.api(owner).add(project.linked_campaign, {
      type: 'auto_whatsapp_template_send',
      config: { template_id: email._id },
    });
    expect(wrongChannel.statusCode).toBe(422);
    const refused = await remove(owner, template._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TEMPLATE_IN_USE);
    expect((await list(owner, 'whatsapp_template')).map((item) => item._id)).toContain(
      template._id,
    );
    await kit.api(owner).remove(project.linked_campaign, step._id);
    expect((await remove(owner, template._id)).statusCode).toBe(200);
  });

  it('keeps each workspace to its own templates', async () => {
    const stranger = await kit.owner('templates-stranger@example.com', 'Elsewhere');
    const mine = (await list(owner))[0];
    expect(await list(stranger)).toEqual([]);
    expect((await update(stranger, mine?._id ?? '', WHATSAPP_TEMPLATE)).statusCode).toBe(404);
    expect((await remove(stranger, mine?._id ?? '')).statusCode).toBe(404);
  });
});
