import { CROSS_FAMILY_SKILLS, NEIGHBOUR_FAMILY, SKILL_CLUSTERS, type SkillCluster } from './skills';
import { between, pickWeighted, sample, weighted, type Random, type Weighted } from './random';

const clusterTables = new Map<string, Weighted<SkillCluster>>(
  Object.entries(SKILL_CLUSTERS).map(([family, clusters]) => [
    family,
    weighted(clusters.map((cluster) => [cluster, cluster.weight])),
  ]),
);

/**
 * 5–15 skills: most from one main cluster of the family, often a second cluster, and 0–2 from
 * outside it (the neighbour family's clusters or skills anyone may have). No duplicates.
 */
export const pickSkills = (random: Random, familyId: string): string[] => {
  const table = clusterTables.get(familyId);
  if (!table) throw new Error(`No skill clusters for job family ${familyId}`);
  const count = between(random, 5, 15);
  const crossCount = between(random, 0, 2);
  const main = pickWeighted(random, table);
  const second = random() < 0.6 ? pickWeighted(random, table) : main;
  const candidates = second === main ? main.skills : [...main.skills, ...second.skills];
  const chosen = new Set(sample(random, candidates, count - crossCount));
  // A small main cluster may not fill the count: the family's other clusters top it up.
  for (let attempt = 0; chosen.size < count - crossCount && attempt < 40; attempt += 1) {
    const extra = pickWeighted(random, table);
    chosen.add(extra.skills[Math.floor(random() * extra.skills.length)] as string);
  }
  const neighbour = clusterTables.get(NEIGHBOUR_FAMILY[familyId] ?? '');
  for (let attempt = 0; chosen.size < count && attempt < 10; attempt += 1) {
    const outside =
      neighbour && random() < 0.5 ? pickWeighted(random, neighbour).skills : CROSS_FAMILY_SKILLS;
    chosen.add(outside[Math.floor(random() * outside.length)] as string);
  }
  return [...chosen];
};
