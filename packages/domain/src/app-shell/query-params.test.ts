import { describe, expect, it } from 'vitest';
import { STEP_TYPES } from '../campaigns/step-types';
import { parseAppQuery } from './query-params';

describe('parseAppQuery (SPEC 2.1)', () => {
  it('keeps every valid value', () => {
    expect(
      parseAppQuery({
        source: 'access_denied',
        prevRoute: '/app/settings#mailbox',
        from: 'pipeline',
        checkout: 'success',
        step_type: 'auto_email',
        show: 'prompt',
      }),
    ).toEqual({
      source: 'access_denied',
      prevRoute: '/app/settings#mailbox',
      from: 'pipeline',
      checkout: 'success',
      step_type: 'auto_email',
      show: 'prompt',
    });
  });

  it('accepts each source value', () => {
    for (const source of [
      'onboarding',
      'access_denied',
      'outlook_error',
      'searchPage',
      'pipeline',
    ]) {
      expect(parseAppQuery({ source })).toEqual({ source });
    }
  });

  it('accepts each checkout value and each step type', () => {
    expect(parseAppQuery({ checkout: 'cancelled' })).toEqual({ checkout: 'cancelled' });
    for (const step_type of STEP_TYPES) {
      expect(parseAppQuery({ step_type })).toEqual({ step_type });
    }
  });

  it('drops invalid values and keeps the valid ones', () => {
    expect(
      parseAppQuery({
        source: 'nowhere',
        prevRoute: '//evil.example/x',
        from: '',
        checkout: 'canceled',
        step_type: 'email',
        show: 'prompt',
      }),
    ).toEqual({ show: 'prompt' });
  });

  it('prevRoute must be a same-site path', () => {
    for (const prevRoute of ['https://evil.example', '//evil.example', '/\\evil.example', 'app']) {
      expect(parseAppQuery({ prevRoute })).toEqual({});
    }
    expect(parseAppQuery({ prevRoute: '/app/projects/p1?x=1' })).toEqual({
      prevRoute: '/app/projects/p1?x=1',
    });
  });

  it('drops unknown keys and non-string values; takes the first of repeated values', () => {
    expect(parseAppQuery({ utm: 'x', source: 3, show: null })).toEqual({});
    expect(parseAppQuery({ checkout: ['success', 'cancelled'] })).toEqual({ checkout: 'success' });
  });

  it('an empty record gives an empty result', () => {
    expect(parseAppQuery({})).toEqual({});
  });
});
