import type { MatchReason, TalentMatch } from '../search/talent-search.schema';

const listed = (reasons: readonly MatchReason[]) =>
  reasons.map((reason) => reason.label).join(', ');

const skillsPart = (reasons: readonly MatchReason[]): string | null => {
  const asked = reasons.filter((reason) => reason.kind === 'must_have_skill');
  if (asked.length === 0) return null;
  const met = asked.filter((reason) => reason.met);
  if (met.length === 0) return 'none of the must-have skills';
  if (met.length === asked.length)
    return asked.length === 1
      ? `the must-have skill ${listed(met)}`
      : `all ${asked.length} must-have skills (${listed(met)})`;
  return `${met.length} of ${asked.length} must-have skills (${listed(met)})`;
};

const partOf = (reason: MatchReason): string | null => {
  switch (reason.kind) {
    case 'title':
      if (reason.met) return `a fitting ${reason.detail ?? 'current title'}`;
      return reason.partial ? `a fitting ${reason.detail ?? 'earlier title'}` : null;
    case 'seniority':
      if (reason.met) return `${reason.label} level`;
      return reason.partial
        ? `${reason.detail ?? 'a level'} (one level from ${reason.label})`
        : null;
    case 'location':
      if (reason.met) return `based in ${reason.detail ?? reason.label}`;
      return reason.partial ? `in the same country (${reason.detail ?? ''})` : null;
    default:
      return null;
  }
};

/**
 * The rules' one-sentence "why Ria chose them", from the match reasons only (never a claim the
 * reasons do not make): "Has all 2 must-have skills (TypeScript, PostgreSQL), a fitting current
 * title: Backend Engineer, Senior level and based in Berlin, Germany. Match 100/100."
 */
export const sourcingReasonSummary = (match: TalentMatch | null): string => {
  if (match === null) return 'Found by the search; the job gives nothing to score against.';
  const nice = match.reasons.filter((reason) => reason.kind === 'nice_to_have_skill' && reason.met);
  const parts = [
    skillsPart(match.reasons),
    ...match.reasons.map(partOf),
    nice.length > 0 ? `nice-to-have ${listed(nice)}` : null,
  ].filter((part): part is string => part !== null && part !== '');
  const said =
    parts.length === 0
      ? 'Ranked by the search'
      : parts.length === 1
        ? `Has ${parts[0] ?? ''}`
        : `Has ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
  return `${said}. Match ${match.score}/100.`;
};
