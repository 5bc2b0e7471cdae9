import { describe, expect, it } from 'vitest';
import { freshMarks } from './send-journal';

describe('freshMarks', () => {
  it('keeps the marks of the last three days and drops older ones', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(
      freshMarks(
        {
          recent: '2026-03-10T11:59:00Z',
          twoDays: '2026-03-08T12:30:00Z',
          old: '2026-03-07T11:00:00Z',
        },
        now,
      ),
    ).toEqual({ recent: '2026-03-10T11:59:00Z', twoDays: '2026-03-08T12:30:00Z' });
  });
});
