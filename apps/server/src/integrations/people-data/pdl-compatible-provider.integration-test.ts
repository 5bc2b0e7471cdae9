import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePeopleData, type FakePeopleData } from '@hirelane/test-servers/people-data';
import { contactOf, createPdlCompatibleProvider } from './pdl-compatible-provider';
import { PeopleDataError } from './people-data-provider';

let pdl: FakePeopleData;

beforeAll(async () => {
  pdl = await startFakePeopleData('right-key');
  pdl.addPerson({
    full_name: 'Grace Hopper',
    linkedin_url: 'https://www.linkedin.com/in/grace-hopper',
    job_company_name: 'US Navy',
    work_email: 'Grace@Navy.example',
    personal_emails: ['grace@home.example', 'grace@navy.example'],
    mobile_phone: '+1 202 555 0100',
    phone_numbers: ['+1 202 555 0100', '+1 202 555 0199'],
  });
});
afterAll(async () => pdl?.close());

const provider = (apiKey = 'right-key', baseUrl = pdl.baseUrl) =>
  createPdlCompatibleProvider({ baseUrl, apiKey, timeoutMs: 2000 });

describe('the People Data Labs client', () => {
  it('finds a person by profile, or by name and company, with the work e-mail and mobile first', async () => {
    const byProfile = await provider().enrichPerson({
      profile: 'linkedin.com/in/grace-hopper',
    });
    expect(byProfile).toEqual({
      likelihood: 9,
      emails: ['grace@navy.example', 'grace@home.example'],
      phones: ['+1 202 555 0100', '+1 202 555 0199'],
    });
    const request = pdl.requests.at(-1)!;
    expect(request).toMatchObject({ path: '/v5/person/enrich', apiKey: 'right-key' });
    expect(request.params).toMatchObject({ min_likelihood: '6' });
    expect(
      await provider().enrichPerson({ name: 'Grace Hopper', company: 'US Navy' }),
    ).not.toBeNull();
  });

  it('answers null on a 404 (no match)', async () => {
    expect(await provider().enrichPerson({ email: 'nobody@example.com' })).toBeNull();
  });

  it('says which key to check on a 401, and that the service is unreachable when it is', async () => {
    await expect(provider('wrong').enrichPerson({ email: 'x@example.com' })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('PEOPLE_DATA_API_KEY') as string,
    });
    await expect(
      provider('right-key', 'http://127.0.0.1:9').enrichPerson({ email: 'x@example.com' }),
    ).rejects.toBeInstanceOf(PeopleDataError);
  });

  it('ignores the `true` placeholders PDL sends without the contact add-on', () => {
    expect(contactOf(8, { work_email: true, phone_numbers: [true], mobile_phone: null })).toEqual({
      likelihood: 8,
      emails: [],
      phones: [],
    });
  });
});
