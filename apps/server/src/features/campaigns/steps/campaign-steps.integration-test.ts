import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SENDING_SCHEDULE } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { REQUIRED_MESSAGE } from '@hirelane/domain/http/validation-messages';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DRAFTS, campaignKit, errorsOf, type As } from '../campaign.test-kit';
import { STEP_TYPE_FIXED } from './update-campaign-step';
import { STEP_TEMPLATE_NOT_APPROVED } from '../templates/template-approval-store';
import { STEP_TEMPLATE_UNKNOWN } from './require-step-template';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 72);
  owner = await kit.owner('steps-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Outreach' });
  campaignId = project.linked_campaign;
  // The WhatsApp template DRAFTS.template names, in this workspace.
  await t.pool.query(
    `insert into message_template
       (id, workspace_id, channel, name, body, provider_name, language, approval_status)
     values ($1, $2, 'whatsapp_template', 'Invite', 'Hi {{first_name}}', 'invite', 'en', 'APPROVED')`,
    [DRAFTS.template.config.template_id, owner.workspace],
  );
});
afterAll(async () => {
  await t.close();
});

const headVersion = async () =>
  (
    await t.pool.query<{ head_version: number }>(
      'select head_version from campaign where id = $1',
      [campaignId],
    )
  ).rows[0]?.head_version;
const orderOf = async () => (await kit.stepsOf(owner, campaignId)).map((step) => step.type);

describe('GET /api/campaign/get/{id}', () => {
  it('answers the linked campaign of a new project: paused, no steps, default settings', async () => {
    const campaign = await kit.campaignOf(owner, campaignId);
    expect(campaign).toEqual({
      _id: campaignId,
      project_id: expect.any(String) as unknown,
      status: false,
      no_of_steps: 0,
      email: null,
      config: { from_email: null, from_linkedin: null },
      campaign_message: { email_account_error: null, linkedin_account_error: null },
      campaign_error_message: null,
      schedule: DEFAULT_SENDING_SCHEDULE,
      daily_limit: 50,
      launched_at: null,
      track_opens: false,
      track_clicks: false,
    });
    expect(await kit.stepsOf(owner, campaignId)).toEqual([]);
  });

  it('answers 404 to a member who cannot see the project and for unknown ids, 422 for bad ids', async () => {
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'steps-mate@example.com');
    const hidden = await kit.api({ ...owner, cookie: mate.cookie }).campaign(campaignId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Campaign not found.');
    expect((await kit.api(owner).campaign(crypto.randomUUID())).statusCode).toBe(404);
    expect((await kit.api(owner).steps('not-an-id')).statusCode).toBe(422);
  });
});

describe('adding steps', () => {
  it('adds a step of every type, in order, each with its settings', async () => {
    const before = await headVersion();
    for (const draft of Object.values(DRAFTS)) {
      const step = await kit.addStep(owner, campaignId, draft);
      expect(step).toMatchObject({
        type: draft.type,
        config: draft.config,
        can_update: true,
        locked_reason: null,
      });
    }
    const steps = await kit.stepsOf(owner, campaignId);
    expect(steps.map((step) => [step.order, step.type])).toEqual(
      Object.values(DRAFTS).map((draft, index) => [index + 1, draft.type]),
    );
    expect((await kit.campaignOf(owner, campaignId)).no_of_steps).toBe(9);
    expect(await headVersion()).toBe((before ?? 0) + 9);
  });

  it('places a step at `order` and moves the later ones down', async () => {
    const step = await kit.addStep(owner, campaignId, { ...DRAFTS.delay, order: 2 });
    expect(step.order).toBe(2);
    const types = await orderOf();
    expect(types.slice(0, 3)).toEqual(['auto_email', 'delay', 'auto_ai_call']);
    expect(types).toHaveLength(10);
    const last = await kit.addStep(owner, campaignId, { ...DRAFTS.follow, order: 99 });
    expect(last.order).toBe(11);
  });

  it('refuses invalid settings with 422 and the field, and an unknown WhatsApp template', async () => {
    const api = kit.api(owner);
    const note = await api.add(campaignId, {
      type: 'auto_linkedin_invite',
      config: { note: 'x'.repeat(301) },
    });
    expect(note.statusCode).toBe(422);
    expect(errorsOf(note)).toContainEqual({
      path: 'config.note',
      message: 'LinkedIn allows at most 300 characters in a note.',
    });
    const ok = await api.add(campaignId, {
      type: 'auto_linkedin_invite',
      config: { note: 'x'.repeat(300) },
    });
    expect(ok.statusCode).toBe(200);
    const delay = await api.add(campaignId, { type: 'delay', config: { days: 0, hours: 0 } });
    expect(delay.statusCode).toBe(422);
    expect(errorsOf(delay)).toContainEqual({
      path: 'config.hours',
      message: 'A delay lasts at least one hour.',
    });
    const empty = await api.add(campaignId, {
      type: 'auto_email',
      config: { subject: 'Hi', body: '' },
    });
    expect(errorsOf(empty)).toContainEqual({ path: 'config.body', message: REQUIRED_MESSAGE });
    expect((await api.add(campaignId, { type: 'auto_fax', config: {} })).statusCode).toBe(422);
    const template = await api.add(campaignId, {
      type: 'auto_whatsapp_template_send',
      config: { template_id: crypto.randomUUID() },
    });
    expect(template.statusCode).toBe(422);
    expect(errorsOf(template)).toEqual([
      { path: 'config.template_id', message: STEP_TEMPLATE_UNKNOWN },
    ]);
    // A template Meta has not approved (still PENDING) cannot be chosen (decision 048).
    const pending = await t.pool.query<{ id: string }>(
      `insert into message_template
         (workspace_id, channel, name, body, provider_name, language, approval_status)
       values ($1, 'whatsapp_template', 'Offer', 'Hi', 'offer', 'en', 'PENDING') returning id`,
      [owner.workspace],
    );
    const notApproved = await api.add(campaignId, {
      type: 'auto_whatsapp_template_send',
      config: { template_id: pending.rows[0]?.id },
    });
    expect(notApproved.statusCode).toBe(422);
    expect(errorsOf(notApproved)).toEqual([
      { path: 'config.template_id', message: STEP_TEMPLATE_NOT_APPROVED },
    ]);
  });
});

describe('sanitising on save', () => {
  it('stores an e-mail body with only the allowed markup', async () => {
    const step = await kit.addStep(owner, campaignId, {
      type: 'auto_email',
      config: {
        subject: 'Role at {{company}}',
        body: '<b onclick="steal()">Hi</b> {{first_name}}<script>alert(1)</script>\n<a href="javascript:alert(1)">apply</a> <img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
      },
    });
    expect(step.config).toEqual({
      subject: 'Role at {{company}}',
      body: '<b>Hi</b> {{first_name}}\n<a>apply</a> <img>',
    });
    const stored = (await kit.stepsOf(owner, campaignId)).find((one) => one._id === step._id);
    expect(stored?.config).toEqual(step.config);
  });

  it('strips markup from plain-text channels and refuses a body that was only markup', async () => {
    const step = await kit.addStep(owner, campaignId, {
      type: 'auto_linkedin_message_send',
      config: { message: '<img src=x onerror=alert(1)>Hello <b>{{first_name}}</b>' },
    });
    expect(step.config).toEqual({ message: 'Hello {{first_name}}' });
    const onlyScript = await kit.api(owner).add(campaignId, {
      type: 'auto_email',
      config: { subject: 'Hi', body: '<script>alert(1)</script>' },
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(errorsOf(onlyScript)).toEqual([{ path: 'config.body', message: REQUIRED_MESSAGE }]);
  });
});

describe('updating, deleting and reordering', () => {
  it('updates a step in place, sanitised; its type cannot change', async () => {
    const [first] = await kit.stepsOf(owner, campaignId);
    const before = await headVersion();
    const updated = await kit.api(owner).update(campaignId, first?._id ?? '', {
      type: 'auto_email',
      config: { subject: 'New subject', body: 'New <u>body</u><style>x{}</style>' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Step updated.',
      data: {
        _id: first?._id,
        order: 1,
        config: { subject: 'New subject', body: 'New <u>body</u>' },
      },
    });
    expect(await headVersion()).toBe((before ?? 0) + 1);
    const retype = await kit.api(owner).update(campaignId, first?._id ?? '', DRAFTS.delay);
    expect(retype.statusCode).toBe(422);
    expect(retype.json().message).toBe(STEP_TYPE_FIXED);
    const unknown = await kit.api(owner).update(campaignId, crypto.randomUUID(), DRAFTS.email);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Step not found.');
  });

  it('deletes a step and closes the gap', async () => {
    const steps = await kit.stepsOf(owner, campaignId);
    const second = steps[1];
    const removed = await kit.api(owner).remove(campaignId, second?._id ?? '');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Step deleted.' });
    const after = await kit.stepsOf(owner, campaignId);
    expect(after.map((step) => step.order)).toEqual(after.map((_, index) => index + 1));
    expect(after.map((step) => step._id)).toEqual(
      steps.filter((step) => step._id !== second?._id).map((step) => step._id),
    );
    expect((await kit.api(owner).remove(campaignId, second?._id ?? '')).statusCode).toBe(404);
  });

  it('reorders the steps to the order given, and needs every step exactly once', async () => {
    const ids = (await kit.stepsOf(owner, campaignId)).map((step) => step._id);
    const reversed = [...ids].reverse();
    const response = await kit.api(owner).reorder(campaignId, reversed);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Array<{ _id: string; order: number }>;
    expect(data.map((step) => step._id)).toEqual(reversed);
    expect(data.map((step) => step.order)).toEqual(ids.map((_, index) => index + 1));
    expect((await kit.stepsOf(owner, campaignId)).map((step) => step._id)).toEqual(reversed);
    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0] ?? ''],
      [crypto.randomUUID()],
    ]) {
      const refused = await kit.api(owner).reorder(campaignId, bad);
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)[0]?.path).toBe('step_ids');
    }
  });
});
