/**
 * The key terms of a rubric for the built-in evaluator: its words of four letters or more that are
 * not common English or rubric phrasing ("explains", "clearly", "strong"), in order, at most 10.
 */

const COMMON = new Set(
  `able about above after again against also always among answer answers apply approach area areas
  being below best better between both candidate case cases clear clearly concrete could describe
  describes detail details does doing done each either example examples experience explain explains
  explained from give gives good great have having help helps into just know knows least like make
  makes many more most much must need needs next only other over own part real really same shows show
  showing should some specific strong such than that their them then there these they thing things
  this those through understand understands understanding used uses using very well what when where
  which while will with within without work works would your years`.split(/\s+/),
);

const MAX_TERMS = 10;

/**
 * The stem of a key term, so "deployment" finds "deployed" and "clusters" finds "cluster": common
 * endings are cut while four letters or more remain.
 */
export const termStem = (term: string): string => {
  for (const ending of ['ments', 'ment', 'ions', 'ion', 'ing', 'ed', 'es', 's', 'e'])
    if (term.endsWith(ending) && term.length - ending.length >= 4)
      return term.slice(0, -ending.length);
  return term;
};

export const rubricKeyTerms = (rubric: string): string[] => {
  const terms: string[] = [];
  for (const match of rubric
    .toLowerCase()
    .matchAll(/[\p{L}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}]/gu)) {
    const word = match[0];
    if (word.length < 4 || COMMON.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
};
