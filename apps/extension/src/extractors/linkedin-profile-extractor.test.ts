import { describe, expect, it } from 'vitest';
import { loadFixture } from './load-fixture.test-kit';
import { extractLinkedinProfile } from './linkedin-profile-extractor';

const PAGE = 'https://www.linkedin.com/in/somebody/';

describe('extractLinkedinProfile', () => {
  it('reads the top card and every section of a signed-in profile page', () => {
    const profile = extractLinkedinProfile(loadFixture('linkedin-full.html'), PAGE);
    expect(profile).toEqual({
      site: 'linkedin',
      profile_url: 'https://www.linkedin.com/in/jane-doe-12',
      full_name: { status: 'read', value: 'Jane Doe' },
      headline: {
        status: 'read',
        value: 'Senior Backend Engineer at Acme | Distributed systems, Go, PostgreSQL',
      },
      current_title: { status: 'read', value: 'Senior Backend Engineer' },
      current_company: { status: 'read', value: 'Acme GmbH' },
      location: { status: 'read', value: 'Berlin, Berlin, Germany' },
      linkedin_url: 'https://www.linkedin.com/in/jane-doe-12',
      github_url: null,
      experience: {
        status: 'read',
        value: [
          {
            title: 'Senior Backend Engineer',
            company: 'Acme GmbH',
            location: 'Berlin, Germany · Hybrid',
            start_date: '2021-03',
            end_date: null,
            is_current: true,
            description: '',
          },
          {
            title: 'Software Engineer',
            company: 'Globex',
            location: null,
            start_date: '2016-09',
            end_date: '2021-02',
            is_current: false,
            description: '',
          },
        ],
      },
      education: {
        status: 'read',
        value: [
          {
            school: 'Technische Universität München',
            degree: 'Master of Science - MS',
            field_of_study: 'Computer Science',
            start_date: '2014-01',
            end_date: '2016-12',
          },
        ],
      },
      skills: { status: 'read', value: ['Go', 'PostgreSQL', 'Distributed Systems'] },
    });
  });

  it('reads the structured data of a public page, and says what it has no data for', () => {
    const profile = extractLinkedinProfile(
      loadFixture('linkedin-public-json-ld.html'),
      'https://in.linkedin.com/in/rahul-sharma-ds?trk=public_profile',
    );
    expect(profile).toMatchObject({
      profile_url: 'https://www.linkedin.com/in/rahul-sharma-ds',
      full_name: { status: 'read', value: 'Rahul Sharma' },
      headline: {
        status: 'read',
        value: 'Staff Data Scientist at Initech · Machine learning for logistics',
      },
      current_title: { status: 'read', value: 'Staff Data Scientist' },
      current_company: { status: 'read', value: 'Initech' },
      location: { status: 'read', value: 'Bengaluru, IN' },
      experience: { status: 'unreadable' },
      skills: { status: 'unreadable' },
    });
    expect(profile?.education).toEqual({
      status: 'read',
      value: [
        {
          school: 'Indian Institute of Technology, Bombay',
          degree: null,
          field_of_study: null,
          start_date: null,
          end_date: null,
        },
      ],
    });
  });

  it('reads absent sections as empty and an absent location as unreadable', () => {
    const profile = extractLinkedinProfile(
      loadFixture('linkedin-missing-sections.html'),
      'https://www.linkedin.com/in/Tom-Miller-7/',
    );
    expect(profile).toMatchObject({
      profile_url: 'https://www.linkedin.com/in/tom-miller-7',
      full_name: { status: 'read', value: 'Tom Miller' },
      headline: { status: 'read', value: 'Recruiter' },
      location: { status: 'unreadable' },
      // No current position: the title and company are not guessed from a past one.
      current_title: { status: 'unreadable' },
      current_company: { status: 'unreadable' },
      education: { status: 'read', value: [] },
      skills: { status: 'read', value: [] },
    });
    expect(profile?.experience).toEqual({
      status: 'read',
      value: [
        expect.objectContaining({
          title: 'Talent Partner',
          company: 'Umbrella Corp',
          start_date: '2022-01',
          end_date: '2023-12',
        }),
      ],
    });
  });

  it('keeps non-Latin names and texts, and leaves dates it cannot parse empty', () => {
    const profile = extractLinkedinProfile(loadFixture('linkedin-non-latin.html'), PAGE);
    expect(profile).toMatchObject({
      profile_url: 'https://www.linkedin.com/in/山田-花子',
      full_name: { status: 'read', value: '山田 花子' },
      headline: { status: 'read', value: 'ソフトウェアエンジニア' },
      location: { status: 'read', value: '日本 東京都 渋谷区' },
      skills: { status: 'read', value: ['Kubernetes'] },
    });
    expect(profile?.experience).toEqual({
      status: 'read',
      value: [
        {
          title: 'ソフトウェアエンジニア',
          company: '株式会社サンプル',
          location: null,
          start_date: null,
          end_date: null,
          is_current: false,
          description: '',
        },
      ],
    });
  });

  it('reads a Cyrillic JSON-LD person and skips a broken JSON-LD block', () => {
    const profile = extractLinkedinProfile(loadFixture('linkedin-cyrillic-json-ld.html'), PAGE);
    expect(profile).toMatchObject({
      profile_url: 'https://www.linkedin.com/in/anna-petrova',
      full_name: { status: 'read', value: 'Анна Петрова' },
      current_title: { status: 'read', value: 'Руководитель отдела' },
      current_company: { status: 'read', value: 'Яндекс' },
      location: { status: 'read', value: 'Москва' },
      headline: { status: 'unreadable' },
    });
  });

  it('says "could not read" for sections whose shape changed instead of saving what it found', () => {
    const profile = extractLinkedinProfile(loadFixture('linkedin-changed-shape.html'), PAGE);
    expect(profile).toMatchObject({
      full_name: { status: 'read', value: 'Lee Chen' },
      headline: { status: 'unreadable' },
      experience: { status: 'unreadable' },
      education: { status: 'unreadable' },
    });
  });

  it('does not take "LinkedIn Member" of a hidden profile for a name', () => {
    const profile = extractLinkedinProfile(loadFixture('linkedin-hidden-member.html'), PAGE);
    expect(profile?.full_name).toEqual({ status: 'unreadable' });
  });

  it('answers null on a page that is not a profile', () => {
    const document = new DOMParser().parseFromString('<main><p>Feed</p></main>', 'text/html');
    expect(extractLinkedinProfile(document, 'https://www.linkedin.com/feed/')).toBeNull();
    expect(extractLinkedinProfile(document, PAGE)).toBeNull();
  });
});
