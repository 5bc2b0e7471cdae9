import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_DISMISS_DELAY_MS,
  CONFETTI_PARTICLES,
  checklistStateOnLoad,
  initialChecklistState,
  onChecklistDismissTimer,
  onChecklistRefresh,
  setChecklistShown,
  type ChecklistWidgetState,
} from './checklist-transitions';

const state = (overrides: Partial<ChecklistWidgetState> = {}): ChecklistWidgetState => ({
  shown: false,
  dismissed: true,
  confetti: false,
  dismissAfterMs: null,
  ...overrides,
});

describe('checklist constants (SPEC 9)', () => {
  it('dismissal delay 6000 ms, confetti 100 particles', () => {
    expect(CHECKLIST_DISMISS_DELAY_MS).toBe(6000);
    expect(CONFETTI_PARTICLES).toBe(100);
  });
});

describe('initialChecklistState (SPEC 4.7 page load)', () => {
  it('incomplete onboarding → shown and not dismissed', () => {
    expect(initialChecklistState(false)).toEqual({
      shown: true,
      dismissed: false,
      confetti: false,
      dismissAfterMs: null,
    });
  });

  it('completed onboarding → absent', () => {
    expect(initialChecklistState(true)).toEqual({
      shown: false,
      dismissed: true,
      confetti: false,
      dismissAfterMs: null,
    });
  });
});

describe('onChecklistRefresh (SPEC 4.7 later refreshes)', () => {
  it('just completed → shows, confetti, dismissed after 6000 ms', () => {
    const next = onChecklistRefresh(
      { completed: 4, onboardingCompleted: false },
      { completed: 5, onboardingCompleted: true },
      state({ shown: false, dismissed: true }),
    );
    expect(next).toEqual({ shown: true, dismissed: false, confetti: true, dismissAfterMs: 6000 });
  });

  it('just completed wins over the count rule even when the count did not change', () => {
    const next = onChecklistRefresh(
      { completed: 5, onboardingCompleted: false },
      { completed: 5, onboardingCompleted: true },
      state(),
    );
    expect(next).toEqual({ shown: true, dismissed: false, confetti: true, dismissAfterMs: 6000 });
  });

  it('already complete before → unchanged, no confetti, no new dismissal', () => {
    const before = state({ shown: true, dismissed: true, confetti: true, dismissAfterMs: 6000 });
    const next = onChecklistRefresh(
      { completed: 5, onboardingCompleted: true },
      { completed: 5, onboardingCompleted: true },
      before,
    );
    expect(next).toEqual({ shown: true, dismissed: true, confetti: false, dismissAfterMs: null });
  });

  it('completed count increased → shows, un-dismissed, confetti', () => {
    const next = onChecklistRefresh(
      { completed: 1, onboardingCompleted: false },
      { completed: 2, onboardingCompleted: false },
      state({ shown: false, dismissed: true }),
    );
    expect(next).toEqual({ shown: true, dismissed: false, confetti: true, dismissAfterMs: null });
  });

  it('otherwise → un-dismissed, shown kept as is, no confetti', () => {
    for (const shown of [true, false]) {
      const next = onChecklistRefresh(
        { completed: 2, onboardingCompleted: false },
        { completed: 2, onboardingCompleted: false },
        state({ shown, dismissed: true, confetti: true }),
      );
      expect(next).toEqual({ shown, dismissed: false, confetti: false, dismissAfterMs: null });
    }
  });

  it('a decreased count is "otherwise"', () => {
    const next = onChecklistRefresh(
      { completed: 3, onboardingCompleted: false },
      { completed: 2, onboardingCompleted: false },
      state({ shown: false }),
    );
    expect(next).toEqual({ shown: false, dismissed: false, confetti: false, dismissAfterMs: null });
  });
});

describe('onChecklistDismissTimer / setChecklistShown', () => {
  it('the dismissal makes the widget absent and clears effects', () => {
    expect(
      onChecklistDismissTimer(
        state({ shown: true, dismissed: false, confetti: true, dismissAfterMs: 6000 }),
      ),
    ).toEqual({ shown: true, dismissed: true, confetti: false, dismissAfterMs: null });
  });

  it('hiding and re-opening only change shown', () => {
    const open = state({ shown: true, dismissed: false });
    expect(setChecklistShown(open, false)).toEqual({ ...open, shown: false });
    expect(setChecklistShown({ ...open, shown: false }, true)).toEqual(open);
  });
});

describe('checklistStateOnLoad (SPEC 4.7 page load, folded unless there is news)', () => {
  const incomplete = { completed: 2, onboardingCompleted: false };

  it('opens expanded on the first load after sign-in, without confetti', () => {
    expect(checklistStateOnLoad(incomplete, { afterSignIn: true, seenCompleted: 2 })).toEqual(
      state({ shown: true, dismissed: false }),
    );
  });

  it('opens expanded with confetti when more is done than the user last saw', () => {
    expect(checklistStateOnLoad(incomplete, { afterSignIn: false, seenCompleted: 1 })).toEqual(
      state({ shown: true, dismissed: false, confetti: true }),
    );
  });

  it('otherwise stays folded as the pill, present', () => {
    for (const seenCompleted of [2, 3, null])
      expect(checklistStateOnLoad(incomplete, { afterSignIn: false, seenCompleted })).toEqual(
        state({ shown: false, dismissed: false }),
      );
  });

  it('is absent once onboarding is complete, whatever was seen', () => {
    const complete = { completed: 7, onboardingCompleted: true };
    expect(checklistStateOnLoad(complete, { afterSignIn: true, seenCompleted: 3 })).toEqual(
      initialChecklistState(true),
    );
  });
});
