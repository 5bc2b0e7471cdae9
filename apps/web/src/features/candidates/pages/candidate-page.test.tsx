import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  PROJECT_ID,
  bodyOf,
  pipelineCandidate,
  renderInProject,
  urlOf,
} from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { CandidatePage } from './candidate-page';
import { projectFixture } from '../../projects/test/project-fixtures';
import { scoredInterviewFixture } from '../../interviews/test/candidate-interview-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const CANDIDATE: Candidate = {
  _id: 'c-ada',
  full_name: 'Ada Lovelace',
  project: { _id: PROJECT_ID, name: 'Staff Engineer' },
  profile: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    current_company: 'Analytical Engines',
    designation: 'Principal Engineer',
    email: 'ada@example.test',
    linkedin_url: 'linkedin.com/in/ada',
    phone_numbers: ['+44 20 7946 0000'],
    current_city: 'London',
    country: 'United Kingdom',
    normalized_title: 'engineer',
    skills: ['Mathematics', 'Poetry'],
  },
  source: 'resume',
  summary: 'Writes the first programs.',
  experience: [
    {
      title: 'Principal Engineer',
      company: 'Analytical Engines',
      location: 'London',
      start_date: '2021-03',
      end_date: null,
      is_current: true,
      description: 'Notes on the engine.',
    },
    {
      title: 'Translator',
      company: 'Menabrea',
      location: null,
      start_date: '2018-01',
      end_date: '2020-11',
      is_current: false,
      description: '',
    },
  ],
  education: [
    {
      school: 'Home tutoring',
      degree: 'BSc',
      field_of_study: 'Mathematics',
      start_date: '2010-09',
      end_date: '2014-06',
    },
  ],
  stage: 'in_campaign',
  sub_stage: 'engaging',
  stage_history: [
    {
      _id: 'h1',
      from_stage: null,
      to_stage: 'shortlisted',
      moved_at: '2026-01-02T09:00:00Z',
      moved_by: null,
    },
    {
      _id: 'h2',
      from_stage: 'shortlisted',
      to_stage: 'in_campaign',
      moved_at: '2026-01-03T09:00:00Z',
      moved_by: { first_name: 'Robin', last_name: 'Recruiter' },
    },
  ],
  notes: [
    {
      _id: 'n1',
      body: 'Strong on analysis.',
      created_at: '2026-01-03T10:00:00Z',
      author: { first_name: 'Robin', last_name: 'Recruiter', photo: '' },
    },
  ],
  custom_fields: [
    { _id: 'f-years', name: 'Years of experience', type: 'number', options: [], position: 0 },
  ],
  custom_values: { 'f-years': 12 },
  resume: {
    file_id: 'file-1',
    filename: 'ada.pdf',
    content_type: 'application/pdf',
    size: 48_000,
    url: '/api/candidate/c-ada/resume',
  },
  projects: [
    { _id: PROJECT_ID, name: 'Staff Engineer', stage: 'in_campaign' },
    { _id: 'p2', name: 'Data Lead', stage: 'shortlisted' },
  ],
  do_not_contact: null,
  can_change_do_not_contact: true,
  can_erase: false,
  contact_reveal: { configured: false, revealed_at: null },
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();

const PIPELINE_ROW = pipelineCandidate({ _id: 'c-ada', full_name: 'Ada Lovelace' });

const renderPage = (
  candidate: Candidate = CANDIDATE,
  candidateId = candidate._id,
  agent: 'ria' | 'charlie' = 'ria',
) => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf(input);
    if (url.pathname === `/api/project/get/${PROJECT_ID}`)
      return jsonResponse(200, {
        success: true,
        data: projectFixture({ _id: PROJECT_ID, agent }),
      });
    if (url.pathname === `/api/project/${PROJECT_ID}/candidate/${candidate._id}/interview`)
      return jsonResponse(200, { success: true, data: scoredInterviewFixture() });
    if (url.pathname === `/api/candidate/get/${candidate._id}`)
      return jsonResponse(200, { success: true, data: candidate });
    if (url.pathname.endsWith('/notes/add')) {
      const body = bodyOf(init) as { body: string };
      return jsonResponse(200, {
        success: true,
        data: {
          _id: 'n2',
          body: body.body,
          created_at: new Date().toISOString(),
          author: { first_name: 'Ada', last_name: 'Lovelace', photo: '' },
        },
      });
    }
    if (url.pathname.endsWith('/custom-values'))
      return jsonResponse(422, {
        success: false,
        message: 'Some values are not valid.',
        errors: [{ path: 'values.f-years', message: 'Years of experience must be at most 60.' }],
      });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return renderInProject(<CandidatePage />, {
    path: `/app/projects/${PROJECT_ID}/candidate/${candidateId}`,
    route: '/app/projects/:id/candidate/:candidateID?',
  });
};

const section = (name: string) => screen.getByRole('region', { name });

describe('CandidatePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("gives a charlie project's candidate Profile and Interview tabs", async () => {
    const user = userEvent.setup();
    renderPage(CANDIDATE, CANDIDATE._id, 'charlie');
    const interviewTab = await screen.findByRole('tab', { name: 'Interview' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.click(interviewTab);
    expect(interviewTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Verdict' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Overrule' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Stage history' })).toBeInTheDocument();
  });

  it('shows no tabs in a ria project', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Interview' })).not.toBeInTheDocument();
  });

  it('renders every section of the candidate', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace · Hirelane');
    expect(screen.getByText('Principal Engineer at Analytical Engines')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Resume')).toBeInTheDocument();
    expect(within(header).getByText('In campaign')).toBeInTheDocument();
    expect(within(header).getByText('· Engaging')).toBeInTheDocument();

    const contact = section('Contact details');
    expect(within(contact).getByRole('link', { name: 'ada@example.test' })).toHaveAttribute(
      'href',
      'mailto:ada@example.test',
    );
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(within(contact).getByRole('link', { name: 'linkedin.com/in/ada' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/ada',
    );

    expect(within(section('Summary')).getByText('Writes the first programs.')).toBeInTheDocument();
    const experience = section('Experience');
    expect(within(experience).getByText('Mar 2021 – Present · London')).toBeInTheDocument();
    expect(within(experience).getByText('Jan 2018 – Nov 2020')).toBeInTheDocument();
    expect(within(section('Education')).getByText('Sep 2010 – Jun 2014')).toBeInTheDocument();
    expect(
      within(section('Skills'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mathematics', 'Poetry']);

    const history = within(section('Stage history')).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Shortlisted → to In campaign');
    expect(history[0]).toHaveTextContent('Robin Recruiter');
    expect(history[1]).toHaveTextContent('Added to Shortlisted');

    expect(within(section('Notes')).getByText('Strong on analysis.')).toBeInTheDocument();
    expect(within(section('Custom fields')).getByText('12')).toBeInTheDocument();
    expect(screen.getByTitle('Resume of Ada Lovelace')).toHaveAttribute(
      'src',
      '/api/candidate/c-ada/resume',
    );
    const others = section('Other projects');
    expect(within(others).getByRole('link', { name: 'Data Lead' })).toHaveAttribute(
      'href',
      '/app/projects/p2/candidate/c-ada',
    );
    expect(within(others).queryByRole('link', { name: 'Staff Engineer' })).toBeNull();
  });

  it('offers only the allowed moves for the candidate’s stage', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Ada Lovelace to' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Completed', 'Rejected']);
  });

  it('adds a note and lists it first', async () => {
    const user = userEvent.setup();
    renderPage();
    const notes = await screen.findByRole('region', { name: 'Notes' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByRole('alert')).toHaveTextContent('This field is required.');
    await user.type(within(notes).getByLabelText('Add a note'), 'Call back on Monday');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Call back on Monday'),
    );
    const call = fetchMock.mock.calls.find(([input]) =>
      urlOf(input).pathname.endsWith('/notes/add'),
    );
    expect(bodyOf(call?.[1])).toEqual({
      body: 'Call back on Monday',
      project_id: PROJECT_ID,
    });
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('');
  });

  it('edits a custom field inline and shows the server’s 422 message next to it', async () => {
    const user = userEvent.setup();
    renderPage();
    const fields = await screen.findByRole('region', { name: 'Custom fields' });
    await user.click(within(fields).getByRole('button', { name: 'Edit Years of experience' }));
    const input = within(fields).getByLabelText('Years of experience');
    expect(input).toHaveValue(12);
    await user.clear(input);
    await user.type(input, '99');
    await user.click(within(fields).getByRole('button', { name: 'Save' }));
    expect(
      await within(fields).findByText('Years of experience must be at most 60.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) =>
      urlOf(input).pathname.endsWith('/custom-values'),
    );
    expect(call?.[1]?.method).toBe('PUT');
    expect(bodyOf(call?.[1])).toEqual({ values: { 'f-years': 99 } });
  });

  it('without a candidate id opens the first candidate of the pipeline', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.pathname.endsWith('/pipeline/candidates'))
        return jsonResponse(200, {
          success: true,
          data: { items: [{ ...PIPELINE_ROW }], total: 7 },
        });
      if (url.pathname === '/api/candidate/get/c-ada')
        return jsonResponse(200, { success: true, data: CANDIDATE });
      return jsonResponse(404, { success: false, message: 'Not found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderInProject(<CandidatePage />, {
      path: `/app/projects/${PROJECT_ID}/candidate`,
      route: '/app/projects/:id/candidate/:candidateID?',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    const list = urlOf(fetchMock.mock.calls[0]?.[0] ?? '');
    expect(list.searchParams.get('sort')).toBe('added_at');
    expect(list.searchParams.get('order')).toBe('desc');
    expect(list.searchParams.get('limit')).toBe('1');
  });

  it('without a candidate id and an empty pipeline shows where candidates come from', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { items: [], total: 0 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInProject(<CandidatePage />, {
      path: `/app/projects/${PROJECT_ID}/candidate`,
      route: '/app/projects/:id/candidate/:candidateID?',
    });
    expect(
      await screen.findByRole('heading', { name: 'No candidates in this pipeline yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload CSV' })).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/pipeline/upload-csv`,
    );
  });

  it('says so when the candidate is not in this project', async () => {
    renderPage(CANDIDATE, 'c-missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidate not found' }),
    ).toBeInTheDocument();
  });
});
