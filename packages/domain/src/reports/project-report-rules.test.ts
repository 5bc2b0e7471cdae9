import { describe, expect, it } from 'vitest';
import { buildStageRows, fillDays, finishOutreachCounts } from './project-report-rules';

describe('project report rules', () => {
  it('converts between consecutive stages of the way, not into rejected', () => {
    const rows = buildStageRows(
      'ria',
      [{ stage: 'completed', count: 2 }],
      [
        { stage: 'shortlisted', count: 10 },
        { stage: 'in_campaign', count: 4 },
        { stage: 'completed', count: 1 },
        { stage: 'rejected', count: 3 },
      ],
    );
    expect(rows.map((row) => [row.stage, row.current, row.entered, row.conversion])).toEqual([
      ['shortlisted', 0, 10, null],
      ['in_campaign', 0, 4, 0.4],
      ['completed', 2, 1, 0.25],
      ['rejected', 0, 3, null],
    ]);
  });

  it('lets every charlie verdict follow the completed interview', () => {
    const rows = buildStageRows(
      'charlie',
      [],
      [
        { stage: 'interview_completed', count: 4 },
        { stage: 'hire', count: 1 },
      ],
    );
    expect(rows.find((row) => row.stage === 'hire')?.conversion).toBe(0.25);
    expect(rows.find((row) => row.stage === 'interview_completed')?.conversion).toBeNull();
  });

  it('hides untracked opens and clicks and rates replies per delivered e-mail', () => {
    const raw = {
      sent: 10,
      delivered: 8,
      opened: 5,
      clicked: 2,
      replied: 2,
      bounced: 2,
      unsubscribed: 1,
    };
    expect(finishOutreachCounts(raw, { opens: false, clicks: true })).toMatchObject({
      opened: null,
      clicked: 2,
      replyRate: 0.25,
    });
    expect(
      finishOutreachCounts({ ...raw, delivered: 0 }, { opens: true, clicks: false }),
    ).toMatchObject({
      opened: 5,
      clicked: null,
      replyRate: null,
    });
  });

  it('fills every day of the range', () => {
    expect(fillDays('2026-02-27', '2026-03-01', [{ day: '2026-02-28', count: 3 }])).toEqual([
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 3 },
      { day: '2026-03-01', count: 0 },
    ]);
  });
});
