/** Severity levels of SPEC 4.5, used to colour stage names. */
export const SEVERITY_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITY_LEVELS)[number];

export type StageTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

/**
 * Colour tone per stage name, including the names SPEC 4.5 lists only for colouring (screen,
 * ai_screen, review, withdrawn, offer, offer_declined). Unknown names are neutral.
 */
export const STAGE_TONES: Record<string, StageTone> = {
  all: 'neutral',
  shortlisted: 'info',
  in_campaign: 'progress',
  invited: 'progress',
  scheduled: 'progress',
  engaging: 'progress',
  screen: 'info',
  ai_screen: 'info',
  review: 'warning',
  interview_completed: 'success',
  completed: 'success',
  strong_hire: 'success',
  hire: 'success',
  offer: 'success',
  maybe: 'warning',
  no_hire: 'danger',
  rejected: 'danger',
  withdrawn: 'danger',
  offer_declined: 'danger',
  new: 'neutral',
};

export const stageTone = (name: string): StageTone => STAGE_TONES[name] ?? 'neutral';

export const SEVERITY_TONES: Record<Severity, StageTone> = {
  critical: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};
