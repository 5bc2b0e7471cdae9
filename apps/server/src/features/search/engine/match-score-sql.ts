import { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';
import { MATCH_WEIGHTS, type JobMatchSpec } from '@hirelane/domain/search/job-match';
import { wordsOf } from '@hirelane/domain/search/match-text';
import type { SqlParams } from './sql-params';

/**
 * scoreTalentMatch's points in SQL, over candidate_search `s`, for ordering "by match": the same
 * parts and weights (MATCH_WEIGHTS) read from the columns the triggers derive with the SQL
 * mirrors of skillKey, wordsOf, roleWords, seniorityOfTitle and placeKey. Returns the points
 * earned (not scaled to 100: the order is the same), or null when the job gives nothing to match.
 */
export const matchPointsSql = (spec: JobMatchSpec, params: SqlParams): string | null => {
  const parts: string[] = [];
  const skillPart = (skills: readonly string[], weight: number) => {
    const each = skills.map((skill) => {
      const words = wordsOf(skill).join(' ');
      const inTitle =
        words === '' ? 'false' : `position(${params.add(` ${words} `)} in s.title_words) > 0`;
      return `(hl_skill_key(${params.add(skill)}) = any(s.skill_keys) or ${inTitle})::int`;
    });
    parts.push(`(${weight}::numeric / ${skills.length}) * (${each.join(' + ')})`);
  };
  if (spec.mustHave.length > 0) skillPart(spec.mustHave, MATCH_WEIGHTS.must_have_skill);
  if (spec.titles.length > 0) {
    const phrases = params.add(spec.titles.map((title) => ` ${title.join(' ')} `));
    const fits = (column: string) =>
      `exists (select 1 from unnest(${phrases}::text[]) t where position(t in ${column}) > 0)`;
    parts.push(
      `(case when ${fits('s.title_role')} then ${MATCH_WEIGHTS.title} when ${fits('s.past_roles')} then ${MATCH_WEIGHTS.title / 2} else 0 end)`,
    );
  }
  if (spec.seniority) {
    const levels = params.add([...SENIORITY_LEVELS]);
    const distance = `abs(array_position(${levels}::text[], s.seniority) - ${SENIORITY_LEVELS.indexOf(spec.seniority) + 1})`;
    parts.push(
      `(case ${distance} when 0 then ${MATCH_WEIGHTS.seniority} when 1 then ${MATCH_WEIGHTS.seniority / 2} else 0 end)`,
    );
  }
  if (spec.location) {
    const city = params.add(spec.location.city);
    const country = params.add(spec.location.country);
    parts.push(`(case
      when s.city_key = ${city}::text then ${MATCH_WEIGHTS.location}
      when ${country}::text is null and s.country_key = ${city}::text then ${MATCH_WEIGHTS.location}
      when s.country_key = ${country}::text then ${MATCH_WEIGHTS.location / 2}
      else 0 end)`);
  }
  if (spec.niceToHave.length > 0) skillPart(spec.niceToHave, MATCH_WEIGHTS.nice_to_have_skill);
  return parts.length === 0 ? null : `(${parts.join(' + ')})`;
};
