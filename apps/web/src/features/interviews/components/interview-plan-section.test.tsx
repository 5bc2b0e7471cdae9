import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import { DEFAULT_THANK_YOU } from '@hirelane/domain/interviews/interview-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { bankPlan, designFixture } from '../test/interview-fixtures';
import { THANK_YOU_LABEL } from './thank-you-fields';
import { InterviewDesignSections } from './interview-design-sections';

const BASE = '/api/project/p-1/interview';

const setup = (
  design: InterviewDesign,
  proposal: { plan: InterviewPlan; written_by: 'model' | 'question_bank'; note: string | null },
  canEdit = true,
) => {
  let saved: InterviewDesign = design;
  const api = stubApi({
    [`GET ${BASE}`]: () => jsonResponse(200, { success: true, data: saved }),
    [`POST ${BASE}/plan/propose`]: () => jsonResponse(200, { success: true, data: proposal }),
    [`PUT ${BASE}/plan`]: ({ body }) => {
      saved = { ...saved, plan: body as InterviewPlan, updated_at: '2026-11-24T12:00:00.000Z' };
      return jsonResponse(200, { success: true, message: 'Interview plan saved.', data: saved });
    },
    [`PUT ${BASE}/settings`]: ({ body }) => {
      saved = { ...saved, settings: body as InterviewDesign['settings'] };
      return jsonResponse(200, {
        success: true,
        message: 'Interview settings saved.',
        data: saved,
      });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<InterviewDesignSections workspaceId="w-1" projectId="p-1" canEdit={canEdit} />);
  return api;
};

const puts = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === path);

const questionItems = () =>
  within(screen.getByRole('region', { name: 'Interview plan' })).getAllByRole('listitem', {
    name: /^Question \d+$/,
  });

describe('Interview plan editor', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('proposes a plan from the question bank, says so, and saves it', async () => {
    const user = userEvent.setup();
    const api = setup(designFixture(), {
      plan: bankPlan(),
      written_by: 'question_bank',
      note: null,
    });
    expect(await screen.findByText('No interview plan yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No AI model is configured: Charlie proposes plans from the job details with the built-in question bank.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose a plan' }));
    expect(await screen.findByText('Built-in question bank')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem', { name: /^Deal-breaker/ })
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Deal-breaker 1: Work authorisation',
      'Deal-breaker 2: Location',
      'Deal-breaker 3: Salary',
      'Deal-breaker 4: Notice period',
    ]);
    expect(questionItems()).toHaveLength(5);
    expect(
      screen.getByText('Time guide: about 24 minutes (4 deal-breakers, 5 questions, 5 scored)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(puts(api, `${BASE}/plan`)).toHaveLength(1));
    expect(puts(api, `${BASE}/plan`).map((call) => call.body)).toEqual([bankPlan()]);
  });

  it('shows a model’s plan as written by the AI model, and a fallback with its note', async () => {
    const user = userEvent.setup();
    setup(designFixture({ writer: 'model' }), {
      plan: bankPlan(),
      written_by: 'question_bank',
      note: 'The AI model’s plan did not follow the plan format twice, so the built-in question bank wrote this one.',
    });
    expect(
      await screen.findByText('Charlie proposes plans from the job details with the AI model.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose a plan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The AI model’s plan did not follow the plan format twice',
    );
    expect(screen.getByText('Built-in question bank')).toBeInTheDocument();
  });

  it('asks before a new proposal replaces unsaved changes', async () => {
    const user = userEvent.setup();
    const plan = bankPlan();
    const api = setup(designFixture({ plan }), {
      plan: { ...plan, proposed_by: 'model' },
      written_by: 'model',
      note: null,
    });
    await screen.findByText('Built-in question bank');
    await user.click(screen.getByRole('switch', { name: 'Score question 1' }));
    await user.click(screen.getByRole('button', { name: 'Propose a new plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Score question 1' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Propose a new plan' }));
    const again = await screen.findByRole('dialog', { name: 'Replace your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Propose a new plan' }));
    expect(await screen.findByText('Written by the AI model')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Score question 1' })).toBeChecked();
  });

  it('labels a saved model plan as written by the AI model', async () => {
    setup(designFixture({ plan: { ...bankPlan(), proposed_by: 'model' } }), {
      plan: bankPlan(),
      written_by: 'model',
      note: null,
    });
    expect(await screen.findByText('Written by the AI model')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose a new plan' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeDisabled();
  });

  it('reorders with the keyboard, toggles scoring, deletes, adds an own question and saves it all', async () => {
    const user = userEvent.setup();
    const plan = bankPlan();
    const api = setup(designFixture({ plan }), { plan, written_by: 'question_bank', note: null });
    await screen.findByText('Built-in question bank');

    const up = screen.getByRole('button', { name: 'Move question 2 up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(within(questionItems()[0]!).getByLabelText('Question')).toHaveValue(
      plan.questions[1]!.text,
    );
    // The focus follows the moved question: it is now first, so its "down" button holds it.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Score question 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete question 5' }));
    // The focus stays in the list: on the delete button of the question that is now last.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete question 4' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Add your own question' }));
    const own = questionItems()[4]!;
    await vi.waitFor(() => expect(within(own).getByLabelText('Question')).toHaveFocus());
    expect(within(own).getByText('Your question')).toBeInTheDocument();
    const fill = async (label: string, text: string) => {
      await user.click(within(own).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Question', 'How would you migrate a hot table?');
    await fill('What a strong answer shows (rubric)', 'Expands and contracts the schema in steps.');
    await fill('Evidence words', 'expand, backfill,  batches');

    const notice = screen.getByRole('listitem', { name: 'Deal-breaker 4: Notice period' });
    await user.clear(within(notice).getByLabelText('Answer that passes'));
    await user.paste('At most 4 weeks');
    await user.clear(within(notice).getByLabelText('Number'));
    await user.type(within(notice).getByLabelText('Number'), '4');

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(puts(api, `${BASE}/plan`)).toHaveLength(1));
    const sent = puts(api, `${BASE}/plan`)[0]?.body as InterviewPlan;
    expect(sent.questions.map((q) => q.id)).toEqual(['q-2', 'q-1', 'q-3', 'q-4', 'r-1']);
    expect(sent.questions[2]?.scored).toBe(false);
    expect(sent.questions[4]).toEqual({
      id: 'r-1',
      text: 'How would you migrate a hot table?',
      rubric: 'Expands and contracts the schema in steps.',
      evidence: ['expand', 'backfill', 'batches'],
      scored: true,
      minutes: 4,
      origin: 'recruiter',
    });
    expect(sent.deal_breakers[3]).toMatchObject({
      passing_answer: 'At most 4 weeks',
      rule: { type: 'number_at_most', value: 4 },
    });
  });

  it('says what keeps a plan from being saved, and sends nothing', async () => {
    const user = userEvent.setup();
    const plan = bankPlan();
    const api = setup(designFixture({ plan }), { plan, written_by: 'question_bank', note: null });
    await screen.findByText('Built-in question bank');
    await user.click(screen.getByRole('button', { name: 'Add your own question' }));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The plan cannot be saved yet:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Question 6, question: This field is required.',
      'Question 6, rubric: This field is required.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete question 6' }));
    for (const n of [1, 2, 3, 4, 5])
      await user.click(screen.getByRole('switch', { name: `Score question ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mark at least one question as scored.');
    expect(puts(api, `${BASE}/plan`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(questionItems()).toHaveLength(5);
  });

  it('shows a reader the plan without controls, and why', async () => {
    const plan = bankPlan();
    setup(designFixture({ plan }), { plan, written_by: 'question_bank', note: null }, false);
    await screen.findByText('Built-in question bank');
    expect(screen.queryByRole('button', { name: /Propose/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move question 2 up' })).toBeNull();
    expect(within(questionItems()[0]!).getByLabelText('Question')).toBeDisabled();
    expect(
      screen.getAllByText("Only the project owner and editors can change this project's settings."),
    ).toHaveLength(2);
  });
});

describe('Interview settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says voice answers cannot be transcribed without STT_BASE_URL, and saves the settings', async () => {
    const user = userEvent.setup();
    const api = setup(designFixture(), {
      plan: bankPlan(),
      written_by: 'question_bank',
      note: null,
    });
    expect(
      await screen.findByText(
        'Voice answers cannot be transcribed: set STT_BASE_URL to an OpenAI-compatible transcription service. Candidates will be offered typed answers.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Interviewer voice'), 'male');
    await user.selectOptions(screen.getByLabelText('Speaking speed'), '0.9');
    await user.selectOptions(screen.getByLabelText('Answer mode'), 'typed');
    await user.selectOptions(screen.getByLabelText('Time per answer'), '10');
    await user.clear(screen.getByLabelText('Link valid for (days)'));
    await user.type(screen.getByLabelText('Link valid for (days)'), '14');
    await user.clear(screen.getByLabelText('Reminders (days after the invitation)'));
    await user.type(screen.getByLabelText('Reminders (days after the invitation)'), '3, 10');
    await user.click(screen.getByRole('button', { name: 'Save interview settings' }));
    await vi.waitFor(() => expect(puts(api, `${BASE}/settings`)).toHaveLength(1));
    expect(puts(api, `${BASE}/settings`)[0]?.body).toEqual({
      language: 'en-US',
      voice: { gender: 'male', language: 'en-US', voiceSpeed: '0.9' },
      answer_mode: 'typed',
      answer_seconds: 600,
      link_valid_days: 14,
      reminder_days: [3, 10],
      thresholds: { strong_hire: 85, hire: 70, maybe: 50 },
      thank_you: DEFAULT_THANK_YOU,
    });
  });

  it('turns the thank-you e-mail on with its own text, and refuses an unknown variable', async () => {
    const user = userEvent.setup();
    const api = setup(designFixture(), {
      plan: bankPlan(),
      written_by: 'question_bank',
      note: null,
    });
    const toggle = await screen.findByRole('switch', { name: THANK_YOU_LABEL });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Thanks {{{{first_name}}');
    await user.click(screen.getByRole('button', { name: 'Save interview settings' }));
    await vi.waitFor(() => expect(puts(api, `${BASE}/settings`)).toHaveLength(1));
    expect(puts(api, `${BASE}/settings`)[0]?.body).toMatchObject({
      thank_you: { enabled: true, subject: 'Thanks {{first_name}}', body: DEFAULT_THANK_YOU.body },
    });

    await user.type(screen.getByLabelText('Subject'), ' {{{{salary}}');
    await user.click(screen.getByRole('button', { name: 'Save interview settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank-you e-mail: Unknown variable: {{salary}}.',
    );
    expect(puts(api, `${BASE}/settings`)).toHaveLength(1);
  });

  it('refuses thresholds that do not go down, and says transcription is ready when it is', async () => {
    const user = userEvent.setup();
    const api = setup(designFixture({ transcription: 'configured' }), {
      plan: bankPlan(),
      written_by: 'question_bank',
      note: null,
    });
    expect(
      await screen.findByText(
        'Voice answers are transcribed by the configured transcription service (STT_BASE_URL).',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Hire from'));
    await user.type(screen.getByLabelText('Hire from'), '90');
    await user.click(screen.getByRole('button', { name: 'Save interview settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verdict thresholds: Thresholds must go down from strong hire to hire to maybe.',
    );
    expect(puts(api, `${BASE}/settings`)).toEqual([]);
  });
});
