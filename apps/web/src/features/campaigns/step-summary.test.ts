import { describe, expect, it } from 'vitest';
import { canMoveStep, reordered } from './step-order';
import { delayLabel, oneLine, stepSummary } from './step-summary';
import { stepFixture } from './test/campaign-fixtures';

describe('stepSummary', () => {
  it('reads the line of each type', () => {
    expect(stepSummary(stepFixture(1, 'auto_email'))).toBe('A role at {{company_name}}');
    expect(stepSummary(stepFixture(1, 'auto_linkedin_invite', { config: { note: '' } }))).toBe(
      'Invitation without a note',
    );
    expect(stepSummary(stepFixture(1, 'auto_linkedin_profile_view'))).toBe(
      'Visits the candidate’s LinkedIn profile',
    );
    expect(stepSummary(stepFixture(1, 'auto_ai_call'))).toBe('Check interest');
    const template = stepFixture(1, 'auto_whatsapp_template_send');
    expect(stepSummary(template)).toBe('A saved WhatsApp template');
    expect(
      stepSummary(
        template,
        new Map([['00000000-0000-4000-8000-000000000001', 'Interview invite']]),
      ),
    ).toBe('Interview invite');
  });

  it('says how long a delay waits, plural above one', () => {
    expect(delayLabel(2, 3)).toBe('Wait 2 days 3 hours');
    expect(delayLabel(1, 0)).toBe('Wait 1 day');
    expect(delayLabel(0, 1)).toBe('Wait 1 hour');
  });

  it('makes one short line of stored rich text', () => {
    expect(oneLine('<strong>Hi</strong> {{first_name}},\nhow &amp; why')).toBe(
      'Hi {{first_name}}, how & why',
    );
    expect(oneLine('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('step order', () => {
  const steps = [
    stepFixture(1, 'auto_email', { can_update: false }),
    stepFixture(2, 'delay'),
    stepFixture(3, 'auto_linkedin_invite'),
    stepFixture(4, 'auto_email'),
  ];

  it('refuses moves that would shift a locked step, or leave the list', () => {
    expect(canMoveStep(steps, 1, 0)).toBe(false);
    expect(canMoveStep(steps, 3, 0)).toBe(false);
    expect(canMoveStep(steps, 0, 1)).toBe(false);
    expect(canMoveStep(steps, 3, 4)).toBe(false);
    expect(canMoveStep(steps, 1, 3)).toBe(true);
    expect(canMoveStep(steps, 3, 1)).toBe(true);
  });

  it('renumbers the steps after a move', () => {
    const next = reordered(steps, 3, 1);
    expect(next.map((step) => [step._id, step.order])).toEqual([
      ['s-1', 1],
      ['s-4', 2],
      ['s-2', 3],
      ['s-3', 4],
    ]);
  });
});
