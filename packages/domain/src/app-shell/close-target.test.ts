import { describe, expect, it } from 'vitest';
import { campaignAiCloseTarget, closeButtonTarget, isSameSitePath } from './close-target';

describe('closeButtonTarget (SPEC 2.3)', () => {
  it('source=onboarding → /app?source=onboardingModal, whatever the routes', () => {
    expect(
      closeButtonTarget({ source: 'onboarding', prevRoute: '/app/x', previousRoute: '/app/y' }),
    ).toBe('/app?source=onboardingModal');
  });

  it('source=access_denied or outlook_error → prevRoute', () => {
    for (const source of ['access_denied', 'outlook_error']) {
      expect(
        closeButtonTarget({ source, prevRoute: '/app/settings#mailbox', previousRoute: '/app/y' }),
      ).toBe('/app/settings#mailbox');
    }
  });

  it('… falls back to the previous route, then /app, without a usable prevRoute', () => {
    expect(closeButtonTarget({ source: 'access_denied', previousRoute: '/app/y' })).toBe('/app/y');
    expect(closeButtonTarget({ source: 'outlook_error', prevRoute: null })).toBe('/app');
    expect(
      closeButtonTarget({
        source: 'outlook_error',
        prevRoute: '//evil.example',
        previousRoute: '/app/y',
      }),
    ).toBe('/app/y');
  });

  it('otherwise → the previous route, else /app', () => {
    expect(closeButtonTarget({ previousRoute: '/app/projects' })).toBe('/app/projects');
    expect(
      closeButtonTarget({ source: 'pipeline', prevRoute: '/app/x', previousRoute: '/app/y' }),
    ).toBe('/app/y');
    expect(closeButtonTarget({})).toBe('/app');
    expect(closeButtonTarget({ previousRoute: 'https://evil.example' })).toBe('/app');
  });
});

describe('isSameSitePath', () => {
  it('accepts paths starting with a single slash', () => {
    expect(isSameSitePath('/')).toBe(true);
    expect(isSameSitePath('/app/settings?x=1#billing')).toBe(true);
  });

  it('rejects protocol-relative, absolute, relative and non-strings', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://x', 'app', '', null, 3]) {
      expect(isSameSitePath(value)).toBe(false);
    }
  });
});

describe('campaignAiCloseTarget (SPEC 2.3)', () => {
  it('from=searchPage → the project page', () => {
    expect(campaignAiCloseTarget({ from: 'searchPage', projectId: 'p1', campaignId: 'c1' })).toBe(
      '/app/projects/p1',
    );
  });

  it('from=pipeline → the project pipeline', () => {
    expect(campaignAiCloseTarget({ from: 'pipeline', projectId: 'p1', campaignId: 'c1' })).toBe(
      '/app/projects/p1/pipeline',
    );
  });

  it('otherwise → the campaign page', () => {
    expect(campaignAiCloseTarget({ projectId: 'p1', campaignId: 'c1' })).toBe(
      '/app/projects/p1/campaign/c1',
    );
    expect(campaignAiCloseTarget({ from: 'other', projectId: 'p1', campaignId: 'c1' })).toBe(
      '/app/projects/p1/campaign/c1',
    );
  });

  it('without a campaign id → the project page', () => {
    expect(campaignAiCloseTarget({ projectId: 'p1', campaignId: null })).toBe('/app/projects/p1');
  });
});
