import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactChannelsResponse } from '@hirelane/domain/outreach/contact-channels.schema';
import { CONTACT_BLOCK_MESSAGES } from '@hirelane/domain/outreach/contact-rulebook';
import { phoneLengthMessage } from '@hirelane/domain/phone/validate-phone';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import type { TenantContext } from '../../http/request-context';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { getContactChannels } from './get-contact-channels';

/** GET /api/candidate/{id}/contact-channels: the contact rulebook per channel (issue 21). */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
let tenant: TenantContext;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 95);
  owner = await kit.owner('channels-owner@example.com', 'Channels Co');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Channels' }))._id;
  const member = await t.pool.query<{ id: string }>(
    'select id from workspace_member where workspace_id = $1',
    [owner.workspace],
  );
  tenant = {
    workspaceId: owner.workspace,
    memberId: member.rows[0]?.id ?? '',
    role: 'owner',
    permissions: [],
  };
});
afterAll(async () => {
  await t?.close();
});

const person = async (profile: Record<string, unknown>) =>
  (await kit.addCandidate(owner.cookie, owner.workspace, projectId, profile)).candidate_id;

const channelsOf = async (candidateId: string) => {
  const response = await call(
    t,
    'GET',
    `/api/candidate/${candidateId}/contact-channels?project_id=${projectId}`,
    owner,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ContactChannelsResponse).data;
};

const reasons = (data: ContactChannelsResponse['data']) =>
  Object.fromEntries(data.channels.map((c) => [c.channel, c.allowed ? 'allowed' : c.reason]));

const stopEnrollment = async (candidateId: string, reason: string) => {
  await t.pool.query(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, stop_reason, stopped_at)
     select $1, p.campaign_id, $2, 'stopped', $3, now() from project p where p.id = $4`,
    [owner.workspace, candidateId, reason, projectId],
  );
};

describe('contact channels of a candidate', () => {
  it('answers each channel from what is on file', async () => {
    const id = await person({
      first_name: 'Lena',
      email: 'lena@example.com',
      phone_numbers: ['01512 3456789'],
      country: 'Germany',
      current_city: 'Berlin',
    });
    const data = await channelsOf(id);
    expect(data.time_zone).toBe('Europe/Berlin');
    expect(data.phone_e164).toBe('+4915123456789');
    expect(reasons(data)).toMatchObject({ email: 'allowed', linkedin: 'no_linkedin' });
    expect(['allowed', 'quiet_hours']).toContain(reasons(data).call);
  });

  it('says why a number cannot be dialled, and that there is none', async () => {
    const wrong = await person({
      first_name: 'Wrong',
      email: 'wrong-number@example.com',
      phone_numbers: ['12345'],
      country: 'GB',
    });
    const call = (await channelsOf(wrong)).channels.find((c) => c.channel === 'call');
    expect(call).toMatchObject({
      allowed: false,
      reason: 'invalid_phone',
      message: `${CONTACT_BLOCK_MESSAGES.invalid_phone} ${phoneLengthMessage(10)}`,
    });
    const none = await person({ first_name: 'None', email: 'no-number@example.com' });
    expect(reasons(await channelsOf(none))).toMatchObject({
      call: 'no_phone',
      whatsapp: 'no_phone',
    });
  });

  it('blocks every channel for do-not-contact, an unsubscribe or a reply, and e-mail for a bounce', async () => {
    const dnc = await person({ first_name: 'Dnc', email: 'dnc-channels@example.com' });
    const marked = await call(t, 'PUT', `/api/candidate/${dnc}/do-not-contact`, {
      ...owner,
      body: { do_not_contact: true, reason: 'Asked by phone' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(new Set(Object.values(reasons(await channelsOf(dnc))))).toEqual(
      new Set(['do_not_contact']),
    );

    const unsubscribed = await person({ first_name: 'Uns', email: 'uns-channels@example.com' });
    await stopEnrollment(unsubscribed, 'unsubscribed');
    expect(new Set(Object.values(reasons(await channelsOf(unsubscribed))))).toEqual(
      new Set(['unsubscribed']),
    );

    const replied = await person({ first_name: 'Rep', email: 'rep-channels@example.com' });
    await t.pool.query(
      `insert into email_message (workspace_id, candidate_id, direction, kind, message_id)
       values ($1, $2, 'inbound', 'reply', '<reply-channels@example.com>')`,
      [owner.workspace, replied],
    );
    expect(new Set(Object.values(reasons(await channelsOf(replied))))).toEqual(
      new Set(['replied']),
    );

    const bounced = await person({
      first_name: 'Bou',
      email: 'bou-channels@example.com',
      linkedin_url: 'https://www.linkedin.com/in/bou-channels',
    });
    await stopEnrollment(bounced, 'bounced');
    expect(reasons(await channelsOf(bounced))).toMatchObject({
      email: 'email_bounced',
      linkedin: 'allowed',
    });
  });

  it('holds calls and WhatsApp at night where the person lives, and says until when', async () => {
    const id = await person({
      first_name: 'Aiko',
      email: 'aiko@example.com',
      phone_numbers: ['090-1234-5678'],
      country: 'JP',
    });
    // 23:30 in Tokyo.
    const night = await getContactChannels(
      t.app.db,
      tenant,
      id,
      projectId,
      new Date('2026-11-24T14:30:00Z'),
    );
    expect(night.time_zone).toBe('Asia/Tokyo');
    expect(night.channels.find((c) => c.channel === 'call')).toMatchObject({
      allowed: false,
      reason: 'quiet_hours',
      retry_at: '2026-11-25T00:00:00.000Z',
    });
    expect(night.channels.find((c) => c.channel === 'email')?.allowed).toBe(true);
    const day = await getContactChannels(
      t.app.db,
      tenant,
      id,
      projectId,
      new Date('2026-11-24T02:00:00Z'),
    );
    expect(day.channels.find((c) => c.channel === 'whatsapp')?.allowed).toBe(true);
  });

  it('is a 404 for a person outside the named project', async () => {
    const other = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Other' }))._id;
    const id = await person({ first_name: 'Elsewhere', email: 'elsewhere@example.com' });
    const response = await call(
      t,
      'GET',
      `/api/candidate/${id}/contact-channels?project_id=${other}`,
      owner,
    );
    expect(response.statusCode).toBe(404);
  });
});
