import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../test/project-fixtures';
import { NewProjectForm } from './new-project-form';

const REQUIRED = 'This field is required.';
const CHARLIE_FIELDS = [
  'Company',
  'Location',
  'Remote policy',
  'Employment type',
  'Seniority',
  'Job description',
  'Must-have skills',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label; a required label ends with a (hidden) "*". */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\*?$`), {
    selector: 'input, select, textarea',
  });
/** The message shown under a field (its aria-describedby). */
const messageOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const renderForm = () => {
  const onCreated = vi.fn();
  renderWithApp(<NewProjectForm onCreated={onCreated} onCancel={vi.fn()} />);
  return { onCreated };
};

describe('NewProjectForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the complete job details as required when Charlie is picked', async () => {
    renderForm();
    expect(screen.getByRole('radio', { name: /Ria — Sourcing & outreach/ })).toBeChecked();
    for (const label of CHARLIE_FIELDS) expect(field(label)).not.toHaveAttribute('aria-required');
    expect(field('Job title')).toHaveAttribute('aria-required', 'true');

    await userEvent.click(screen.getByRole('radio', { name: /Charlie — AI interviewer/ }));
    for (const label of CHARLIE_FIELDS)
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    expect(field('Nice-to-have skills')).not.toHaveAttribute('aria-required');
  });

  it("refuses a Charlie project without the complete details: 'This field is required.' next to each", async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchStub);
    renderForm();
    await userEvent.type(field('Project name'), 'AI interviews');
    await userEvent.click(screen.getByRole('radio', { name: /Charlie/ }));
    await userEvent.type(field('Job title'), 'Data Engineer');
    await userEvent.type(field('Job description'), 'Too short.');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));

    for (const label of [
      'Company',
      'Location',
      'Remote policy',
      'Employment type',
      'Seniority',
      'Must-have skills',
    ]) {
      expect(messageOf(label)).toBe(REQUIRED);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(messageOf('Job description')).toBe(
      'Charlie needs a job description of at least 50 characters.',
    );
    expect(messageOf('Job title')).toBeUndefined();
    expect(api.calls).toHaveLength(0);

    // Messages follow the typing once shown.
    await userEvent.type(field('Company'), 'Acme');
    expect(messageOf('Company')).toBeUndefined();
  });

  it('creates a Ria project with only a name and a title', async () => {
    const api = stubApi({
      'POST /api/project/create': () =>
        jsonResponse(200, {
          success: true,
          data: { _id: 'p-9', linked_campaign: 'c-9', linked_job: 'j-9' },
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const { onCreated } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(messageOf('Project name')).toBe(REQUIRED);
    expect(messageOf('Job title')).toBe(REQUIRED);
    expect(api.calls).toHaveLength(0);
    // The form moves focus to the first invalid field on the next frame: typing before that
    // frame (a loaded machine) would lose the keys to the focus move.
    await waitFor(() => expect(field('Project name')).toHaveFocus());

    await userEvent.type(field('Project name'), 'Backend hiring');
    await userEvent.type(field('Job title'), 'Backend Engineer');
    await userEvent.type(field('Must-have skills'), 'Go{Enter}PostgreSQL,');
    expect(
      within(screen.getByRole('list', { name: 'Must-have skills added' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));

    expect(onCreated).toHaveBeenCalledWith({
      _id: 'p-9',
      linked_campaign: 'c-9',
      linked_job: 'j-9',
    });
    const body = api.calls[0]?.body as {
      name: string;
      agent: string;
      job: Record<string, unknown>;
    };
    expect(body.name).toBe('Backend hiring');
    expect(body.agent).toBe('ria');
    expect(body.job).toMatchObject({
      title: 'Backend Engineer',
      company: null,
      salary: null,
      must_have_skills: ['Go', 'PostgreSQL'],
    });
  });

  it("shows the server's 422 field errors next to their fields", async () => {
    const api = stubApi({
      'POST /api/project/create': () =>
        jsonResponse(422, {
          success: false,
          message: 'Charlie needs the complete job details.',
          errors: [
            { path: 'job.location', message: REQUIRED },
            { path: 'job.salary.max', message: 'The minimum salary cannot be above the maximum.' },
          ],
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderForm();
    await userEvent.type(field('Project name'), 'Backend hiring');
    await userEvent.type(field('Job title'), 'Backend Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Charlie needs the complete job details.',
    );
    expect(messageOf('Location')).toBe(REQUIRED);
    expect(messageOf('Maximum')).toBe('The minimum salary cannot be above the maximum.');
  });
});
