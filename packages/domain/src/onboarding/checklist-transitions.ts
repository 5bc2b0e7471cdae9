/** SPEC 9: the checklist is dismissed 6000 ms after onboarding completes. */
export const CHECKLIST_DISMISS_DELAY_MS = 6000;
/** SPEC 9: confetti burst size. */
export const CONFETTI_PARTICLES = 100;

/**
 * The Get Started widget (SPEC 2.3, 4.7). `shown`: expanded (it can be hidden); `dismissed`: absent.
 * `confetti` and `dismissAfterMs` are effects of the last transition: fire a confetti burst; schedule
 * `onChecklistDismissTimer` after that many ms (null: schedule nothing new).
 */
export type ChecklistWidgetState = {
  shown: boolean;
  dismissed: boolean;
  confetti: boolean;
  dismissAfterMs: number | null;
};

export type ChecklistProgress = { completed: number; onboardingCompleted: boolean };

/** Page load: shown and not dismissed while onboarding is incomplete; absent once it is complete. */
export const initialChecklistState = (onboardingCompleted: boolean): ChecklistWidgetState => ({
  shown: !onboardingCompleted,
  dismissed: onboardingCompleted,
  confetti: false,
  dismissAfterMs: null,
});

/** What the browser remembers between page loads of one user in one workspace. */
export type ChecklistLoadMemory = {
  /** This is the first page load since the user signed in. */
  afterSignIn: boolean;
  /** The completed count this user last saw here; null when never seen. */
  seenCompleted: number | null;
};

/**
 * Page load, as SPEC 4.7 (present while onboarding is incomplete, absent once complete), but
 * expanded only on the first load after sign-in, or when more items are done than the user last
 * saw (with confetti then); otherwise folded to its pill, so it does not open over every page.
 */
export const checklistStateOnLoad = (
  progress: ChecklistProgress,
  memory: ChecklistLoadMemory,
): ChecklistWidgetState => {
  const loaded = initialChecklistState(progress.onboardingCompleted);
  if (loaded.dismissed) return loaded;
  const progressed = memory.seenCompleted !== null && progress.completed > memory.seenCompleted;
  return { ...loaded, shown: memory.afterSignIn || progressed, confetti: progressed };
};

/**
 * A later refresh of the checklist (SPEC 4.7), in order:
 * 1. Onboarding has just completed (it was not complete before): shows, not dismissed, confetti,
 *    dismissed after 6000 ms.
 * 2. Onboarding was already complete: nothing changes (no confetti, no new dismissal; page load
 *    leaves a completed checklist absent, and a refresh does not bring it back).
 * 3. The completed count increased: shows, un-dismissed, confetti.
 * 4. Otherwise: un-dismissed; shown is kept as is.
 */
export const onChecklistRefresh = (
  previous: ChecklistProgress,
  next: ChecklistProgress,
  state: ChecklistWidgetState,
): ChecklistWidgetState => {
  if (next.onboardingCompleted && !previous.onboardingCompleted) {
    return {
      shown: true,
      dismissed: false,
      confetti: true,
      dismissAfterMs: CHECKLIST_DISMISS_DELAY_MS,
    };
  }
  if (next.onboardingCompleted) {
    return { ...state, confetti: false, dismissAfterMs: null };
  }
  if (next.completed > previous.completed) {
    return { shown: true, dismissed: false, confetti: true, dismissAfterMs: null };
  }
  return { ...state, dismissed: false, confetti: false, dismissAfterMs: null };
};

/** The scheduled dismissal (or the user's dismiss) fired: the widget is absent. */
export const onChecklistDismissTimer = (state: ChecklistWidgetState): ChecklistWidgetState => ({
  ...state,
  dismissed: true,
  confetti: false,
  dismissAfterMs: null,
});

/** The user hides or re-opens the widget. */
export const setChecklistShown = (
  state: ChecklistWidgetState,
  shown: boolean,
): ChecklistWidgetState => ({ ...state, shown, confetti: false, dismissAfterMs: null });
