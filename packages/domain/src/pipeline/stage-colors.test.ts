import { describe, expect, it } from 'vitest';
import { SEVERITY_LEVELS, SEVERITY_TONES, STAGE_TONES, stageTone } from './stage-colors';
import { PIPELINE_STAGES, SUB_STAGES } from './stages';

const COLOUR_ONLY_NAMES = ['screen', 'ai_screen', 'review', 'withdrawn', 'offer', 'offer_declined'];

describe('stage colours (SPEC 4.5)', () => {
  it('gives every stage, sub-stage and colour-only name of SPEC 4.5 its own entry', () => {
    for (const name of [...PIPELINE_STAGES, ...SUB_STAGES, ...COLOUR_ONLY_NAMES])
      expect(Object.keys(STAGE_TONES), name).toContain(name);
  });

  it('colours the end of the road red and the hires green', () => {
    expect(['rejected', 'no_hire', 'withdrawn', 'offer_declined'].map(stageTone)).toEqual([
      'danger',
      'danger',
      'danger',
      'danger',
    ]);
    expect(['strong_hire', 'hire', 'offer', 'completed'].map(stageTone)).toEqual([
      'success',
      'success',
      'success',
      'success',
    ]);
  });

  it('falls back to neutral for a name it does not know', () => {
    expect(stageTone('something_else')).toBe('neutral');
  });

  it('maps the four severity levels from critical (danger) to low (neutral)', () => {
    expect(SEVERITY_LEVELS.map((level) => SEVERITY_TONES[level])).toEqual([
      'danger',
      'warning',
      'info',
      'neutral',
    ]);
  });
});
