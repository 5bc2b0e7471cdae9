import { describe, expect, it } from 'vitest';
import { STEP_TYPES } from '../campaigns/step-types';
import { ACTIVE, canceled, ctx, session } from './guard-test-context';
import { GUARD_NAMES, runGuard } from './guards';

describe('GUARD_NAMES', () => {
  it('lists the nine guards of SPEC 2.2 and the admin console guard', () => {
    expect(GUARD_NAMES).toEqual([
      'admin',
      'authenticate',
      'campaign-redirect',
      'campaign-step',
      'checkout-confirmation',
      'guest',
      'homepage',
      'onboarding',
      'project-default-page-redirect',
      'upgrade',
    ]);
  });
});

describe('authenticate: recruiting partners (decision 051)', () => {
  const partner = (overrides = {}) =>
    session({ permissions: ['partner:submissions:create'], ...overrides });

  it('sends a partner from any app page to the partner portal, and lets them in there', () => {
    for (const path of ['/app', '/app/projects', '/app/settings', '/app/candidates'])
      expect(runGuard('authenticate', ctx({ session: partner(), path }))).toEqual({
        kind: 'redirect',
        to: '/app/partner',
      });
    expect(runGuard('authenticate', ctx({ session: partner(), path: '/app/partner' }))).toEqual({
      kind: 'allow',
    });
  });

  it('asks a partner for no plan (the workspace pays), but still refuses a limited account', () => {
    const unpaid = partner({ subscription_info: null });
    expect(runGuard('authenticate', ctx({ session: unpaid, path: '/app/partner' }))).toEqual({
      kind: 'allow',
    });
    const limited = partner({ is_allowed: false });
    expect(runGuard('authenticate', ctx({ session: limited, path: '/app/partner' }))).toEqual({
      kind: 'error',
      status: 407,
    });
  });

  it('sends a team member who opens the partner portal to the app', () => {
    expect(runGuard('authenticate', ctx({ session: session(), path: '/app/partner' }))).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });
});

describe('authenticate (SPEC 4.1, in order)', () => {
  it('1. no session → /login', () => {
    expect(runGuard('authenticate', ctx({ session: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('2. is_allowed false → 407', () => {
    expect(runGuard('authenticate', ctx({ session: session({ is_allowed: false }) }))).toEqual({
      kind: 'error',
      status: 407,
    });
  });

  it('2 before 3-5: is_allowed false wins over not onboarded, no or canceled subscription', () => {
    for (const subscription_info of [null, canceled]) {
      const s = session({ is_allowed: false, has_onboarded: false, subscription_info });
      expect(runGuard('authenticate', ctx({ session: s }))).toEqual({ kind: 'error', status: 407 });
    }
  });

  it('3. has_onboarded false (no workspace yet) → /app/welcome', () => {
    const s = session({ has_onboarded: false, current_workspace: null, subscription_info: null });
    expect(runGuard('authenticate', ctx({ session: s }))).toEqual({
      kind: 'redirect',
      to: '/app/welcome',
    });
  });

  it('3 before 4: not onboarded and no subscription → /app/welcome', () => {
    const s = session({ has_onboarded: false, subscription_info: null });
    expect(runGuard('authenticate', ctx({ session: s }))).toEqual({
      kind: 'redirect',
      to: '/app/welcome',
    });
  });

  it('4. subscription_info null → /app/upgrade?source=onboarding', () => {
    expect(
      runGuard('authenticate', ctx({ session: session({ subscription_info: null }) })),
    ).toEqual({ kind: 'redirect', to: '/app/upgrade?source=onboarding' });
  });

  it('5. plan_status canceled → /app/upgrade', () => {
    expect(
      runGuard('authenticate', ctx({ session: session({ subscription_info: canceled }) })),
    ).toEqual({ kind: 'redirect', to: '/app/upgrade' });
  });

  it('allows trialing, active and past_due plans', () => {
    for (const plan_status of ['trialing', 'active', 'past_due'] as const) {
      const s = session({ subscription_info: { ...ACTIVE, plan_status } });
      expect(runGuard('authenticate', ctx({ session: s }))).toEqual({ kind: 'allow' });
    }
  });
});

describe('campaign-redirect (SPEC 2.2)', () => {
  it('/app/campaigns → /app/projects', () => {
    expect(runGuard('campaign-redirect', ctx({ path: '/app/campaigns' }))).toEqual({
      kind: 'redirect',
      to: '/app/projects',
    });
  });

  it('anything under /app/campaigns/ → /app/projects', () => {
    for (const path of ['/app/campaigns/', '/app/campaigns/abc', '/app/campaigns?x=1']) {
      expect(runGuard('campaign-redirect', ctx({ path }))).toEqual({
        kind: 'redirect',
        to: '/app/projects',
      });
    }
  });

  it('allows every other path, including look-alikes and project campaign pages', () => {
    for (const path of [
      '/app',
      '/app/projects',
      '/app/campaignsx',
      '/app/projects/p1/campaign/c1',
    ]) {
      expect(runGuard('campaign-redirect', ctx({ path }))).toEqual({ kind: 'allow' });
    }
  });

  it('does not look at the session', () => {
    expect(runGuard('campaign-redirect', ctx({ session: null, path: '/app' }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('campaign-step (SPEC 2.2, 5)', () => {
  it('allows each of the eight step types', () => {
    for (const step_type of STEP_TYPES) {
      expect(runGuard('campaign-step', ctx({ query: { step_type } }))).toEqual({ kind: 'allow' });
    }
  });

  it('missing or unknown step_type → 404 This page could not be found', () => {
    for (const step_type of [undefined, '', 'email', 'AUTO_EMAIL', 'auto_email ']) {
      expect(runGuard('campaign-step', ctx({ query: { step_type } }))).toEqual({
        kind: 'error',
        status: 404,
        message: 'This page could not be found',
      });
    }
  });
});

describe('checkout-confirmation (SPEC 2.2)', () => {
  it('checkout=cancelled → /app/upgrade', () => {
    expect(runGuard('checkout-confirmation', ctx({ query: { checkout: 'cancelled' } }))).toEqual({
      kind: 'redirect',
      to: '/app/upgrade',
    });
  });

  it('checkout=success waits 2000 ms before showing', () => {
    expect(runGuard('checkout-confirmation', ctx({ query: { checkout: 'success' } }))).toEqual({
      kind: 'delay',
      ms: 2000,
    });
  });

  it('no or other checkout value → allow', () => {
    for (const checkout of [undefined, 'canceled', 'SUCCESS']) {
      expect(runGuard('checkout-confirmation', ctx({ query: { checkout } }))).toEqual({
        kind: 'allow',
      });
    }
  });
});

describe('guest (SPEC 2.2)', () => {
  it('a session → /app', () => {
    expect(runGuard('guest', ctx())).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('a restricted or not-onboarded session still → /app', () => {
    const s = session({ is_allowed: false, has_onboarded: false });
    expect(runGuard('guest', ctx({ session: s }))).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('no session → allow', () => {
    expect(runGuard('guest', ctx({ session: null }))).toEqual({ kind: 'allow' });
  });
});

describe('homepage (SPEC 2.2)', () => {
  it('redirects everyone to /app', () => {
    expect(runGuard('homepage', ctx())).toEqual({ kind: 'redirect', to: '/app' });
    expect(runGuard('homepage', ctx({ session: null }))).toEqual({ kind: 'redirect', to: '/app' });
  });
});

describe('onboarding (/app/welcome, SPEC 2.2)', () => {
  it('no session → /login', () => {
    expect(runGuard('onboarding', ctx({ session: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('already onboarded → /app', () => {
    expect(runGuard('onboarding', ctx())).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('not onboarded → allow (shows the welcome page), even without a subscription', () => {
    const s = session({ has_onboarded: false, subscription_info: null });
    expect(runGuard('onboarding', ctx({ session: s }))).toEqual({ kind: 'allow' });
  });

  it('is_allowed false → 407, before the onboarding check', () => {
    for (const has_onboarded of [true, false]) {
      const s = session({ is_allowed: false, has_onboarded });
      expect(runGuard('onboarding', ctx({ session: s }))).toEqual({ kind: 'error', status: 407 });
    }
  });
});

describe('project-default-page-redirect', () => {
  const path = '/app/projects/p1';

  it('without a loaded project → allow', () => {
    expect(runGuard('project-default-page-redirect', ctx({ path }))).toEqual({ kind: 'allow' });
  });

  it('a project with candidates → its pipeline', () => {
    const project = { agent: 'ria', pipelineCount: 3 };
    expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/pipeline',
    });
  });

  it('a new project without candidates → its pipeline, where candidates are added', () => {
    const project = { agent: 'ria', pipelineCount: 0 };
    expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/pipeline',
    });
  });

  it('a charlie project (no Search page) → its pipeline, even when empty', () => {
    for (const pipelineCount of [0, 5]) {
      const project = { agent: 'charlie', pipelineCount };
      expect(runGuard('project-default-page-redirect', ctx({ path, project }))).toEqual({
        kind: 'redirect',
        to: '/app/projects/p1/pipeline',
      });
    }
  });

  it('ignores a trailing slash on the project home', () => {
    const project = { agent: 'ria', pipelineCount: 1 };
    expect(runGuard('project-default-page-redirect', ctx({ path: `${path}/`, project }))).toEqual({
      kind: 'redirect',
      to: '/app/projects/p1/pipeline',
    });
  });

  it('allows a path that is not a project home (no redirect loop)', () => {
    const project = { agent: 'ria', pipelineCount: 1 };
    expect(
      runGuard('project-default-page-redirect', ctx({ path: `${path}/pipeline`, project })),
    ).toEqual({ kind: 'allow' });
  });
});

describe('admin (decision 016)', () => {
  it('sends no session to /login, a limited account to 407, a non-admin to 404', () => {
    expect(runGuard('admin', ctx({ session: null }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(
      runGuard('admin', ctx({ session: session({ is_admin: true, is_allowed: false }) })),
    ).toEqual({ kind: 'error', status: 407 });
    expect(runGuard('admin', ctx({ session: session({ is_admin: false }) }))).toEqual({
      kind: 'error',
      status: 404,
      message: 'This page could not be found',
    });
  });

  it('lets an admin in without onboarding or a plan of their own', () => {
    expect(
      runGuard(
        'admin',
        ctx({
          session: session({ is_admin: true, has_onboarded: false, subscription_info: null }),
        }),
      ),
    ).toEqual({ kind: 'allow' });
  });
});
