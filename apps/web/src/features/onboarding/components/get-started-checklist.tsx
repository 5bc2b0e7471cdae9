import { useEffect, useRef, useState } from 'react';
import {
  CONFETTI_PARTICLES,
  checklistStateOnLoad,
  onChecklistDismissTimer,
  onChecklistRefresh,
  setChecklistShown,
  type ChecklistLoadMemory,
  type ChecklistProgress,
  type ChecklistWidgetState,
} from '@hirelane/domain/onboarding/checklist-transitions';
import type { OnboardingChecklist } from '@hirelane/domain/onboarding/onboarding.schema';
import { useSessionQuery } from '../../auth/api/session';
import { burstConfetti } from '../../../lib/confetti';
import { useOnboardingChecklistQuery } from '../api/onboarding-checklist';
import { forgetSignIn } from '../../auth/sign-in-mark';
import { readChecklistMemory, rememberSeenCompleted } from '../checklist-memory';
import { ChecklistPanel } from './checklist-panel';

type Tracker = {
  /** dataUpdatedAt of the answer last fed to the reducer. */
  seenAt: number;
  progress: ChecklistProgress;
  widget: ChecklistWidgetState;
  /** Bumped on every transition, so its effects (confetti, dismissal timer) run once each. */
  transition: number;
};

const progressOf = (checklist: OnboardingChecklist): ChecklistProgress => ({
  completed: checklist.completed,
  onboardingCompleted: checklist.onboarding_completed,
});

/** The reducer of SPEC 4.7 applied to one more answer of GET /api/user/onboarding. */
const advance = (
  tracker: Tracker | null,
  checklist: OnboardingChecklist,
  seenAt: number,
  memory: () => ChecklistLoadMemory,
): Tracker => {
  const progress = progressOf(checklist);
  if (!tracker) {
    return {
      seenAt,
      progress,
      widget: checklistStateOnLoad(progress, memory()),
      transition: 0,
    };
  }
  return {
    seenAt,
    progress,
    widget: onChecklistRefresh(tracker.progress, progress, tracker.widget),
    transition: tracker.transition + 1,
  };
};

/**
 * The Get Started checklist (SPEC 2.3, 4.7): refreshed on window focus and every 30 s; confetti
 * when a step gets done; gone 6 s after the last one. Expanded only after sign-in or on progress
 * (checklistStateOnLoad), docked beside the page so it covers none of it; folded, a small pill.
 */
export function GetStartedChecklist() {
  const session = useSessionQuery();
  const userEmail = session.data?.profile_info.email ?? '';
  const workspaceId = session.data?.profile_info.current_workspace?._id ?? null;
  const query = useOnboardingChecklistQuery(workspaceId);
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const dismissTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Feed each new answer to the reducer while rendering (React's "adjust state on prop change").
  if (query.data && (!tracker || tracker.seenAt !== query.dataUpdatedAt)) {
    setTracker(
      advance(tracker, query.data, query.dataUpdatedAt, () =>
        readChecklistMemory(userEmail, workspaceId ?? ''),
      ),
    );
  }

  const loaded = tracker !== null;
  const seenCompleted = tracker?.progress.completed ?? null;
  useEffect(() => {
    if (loaded) forgetSignIn();
  }, [loaded]);
  useEffect(() => {
    if (seenCompleted !== null && workspaceId)
      rememberSeenCompleted(userEmail, workspaceId, seenCompleted);
  }, [seenCompleted, userEmail, workspaceId]);

  const transition = tracker?.transition ?? -1;
  const confetti = tracker?.widget.confetti ?? false;
  const dismissAfterMs = tracker?.widget.dismissAfterMs ?? null;
  useEffect(() => {
    if (transition < 0) return;
    if (confetti) void burstConfetti(CONFETTI_PARTICLES);
    if (dismissAfterMs !== null) {
      if (dismissTimer.current) clearTimeout(dismissTimer.current);
      dismissTimer.current = setTimeout(() => {
        dismissTimer.current = null;
        setTracker((current) =>
          current ? { ...current, widget: onChecklistDismissTimer(current.widget) } : current,
        );
      }, dismissAfterMs);
    }
  }, [transition, confetti, dismissAfterMs]);

  useEffect(
    () => () => {
      if (dismissTimer.current) clearTimeout(dismissTimer.current);
    },
    [],
  );

  if (!query.data || !tracker || tracker.widget.dismissed) return null;

  return (
    <ChecklistPanel
      checklist={query.data}
      hidden={!tracker.widget.shown}
      onHiddenChange={(hidden) =>
        setTracker((current) =>
          current ? { ...current, widget: setChecklistShown(current.widget, !hidden) } : current,
        )
      }
    />
  );
}
