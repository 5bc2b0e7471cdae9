import { list, pick, pickWeighted, seededRandom, weighted, type Weighted } from './random';

export type Company = { name: string; industry: string; size: string };

export const COMPANY_POOL_SIZE = 2_000;

const PREFIXES =
  list(`Bright|North|Blue|Silver|Iron|Clear|Quiet|Swift|True|Open|Amber|Stone|Maple|Cedar|River
  Harbor|Summit|Lumen|Nova|Vela|Orbi|Kestrel|Tessel|Copper|Polar|Juniper|Falcon|Aster|Willow|Granite|Indigo
  Saffron|Meridian|Tidal|Solace|Vireo|Cobalt|Hollow|Zephyr|Beacon`);
const ROOTS =
  list(`loom|stack|wave|field|gate|path|forge|line|craft|works|bridge|point|spark|leaf|shore|ridge
  mint|grid|nest|vale|crest|fold|mark|well|hive|scope|wind|light|root|span`);

/** Industry → name endings and how likely the industry is. */
const INDUSTRIES: readonly (readonly [string, string, number])[] = [
  ['Software', 'Labs|Software|Systems|Technologies|Cloud|AI', 24],
  ['Financial Services', 'Capital|Pay|Financial|Bank|Ledger', 10],
  ['Healthcare', 'Health|Care|Medical|Clinics', 8],
  ['E-commerce', 'Market|Shop|Commerce|Goods', 7],
  ['Logistics', 'Logistics|Freight|Shipping|Transport', 6],
  ['Manufacturing', 'Industries|Manufacturing|Components|Works', 8],
  ['Consulting', 'Consulting|Partners|Advisory|Group', 7],
  ['Media', 'Media|Studios|Publishing', 4],
  ['Education', 'Learning|Academy|Education', 4],
  ['Energy', 'Energy|Power|Renewables|Solar', 4],
  ['Telecommunications', 'Telecom|Networks|Connect', 3],
  ['Retail', 'Retail|Stores|Brands', 5],
  ['Gaming', 'Games|Interactive|Play', 2],
  ['Biotechnology', 'Bio|Therapeutics|Genomics', 3],
  ['Insurance', 'Insurance|Assurance|Mutual', 3],
  ['Travel', 'Travel|Journeys|Hospitality', 2],
];

/** LinkedIn-style size bands, how common each is, and how many people one such company employs. */
const SIZES: readonly (readonly [string, number, number])[] = [
  ['1-10', 10, 5],
  ['11-50', 25, 30],
  ['51-200', 25, 120],
  ['201-500', 15, 350],
  ['501-1000', 10, 750],
  ['1001-5000', 8, 2500],
  ['5001-10000', 4, 7000],
  ['10001+', 3, 20000],
];

const buildPool = (): Company[] => {
  const random = seededRandom(20_260_017);
  const industries = weighted(
    INDUSTRIES.map(([name, endings, weight]) => [{ name, endings: list(endings) }, weight]),
  );
  const sizes = weighted(SIZES.map(([band, weight]) => [band, weight]));
  const seen = new Set<string>();
  const pool: Company[] = [];
  while (pool.length < COMPANY_POOL_SIZE) {
    const industry = pickWeighted(random, industries);
    const stem = `${pick(random, PREFIXES)}${pick(random, ROOTS)}`;
    const name = `${stem} ${pick(random, industry.endings)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    pool.push({ name, industry: industry.name, size: pickWeighted(random, sizes) });
  }
  return pool;
};

/** The same 2,000 companies on every run, so histories from different seeds share employers. */
export const COMPANIES: readonly Company[] = buildPool();

const EMPLOYEES_BY_SIZE = new Map(SIZES.map(([band, , employees]) => [band, employees]));

/** Bigger companies employ more people; the square root keeps the giants from taking everyone. */
export const COMPANIES_BY_HEADCOUNT: Weighted<Company> = weighted(
  COMPANIES.map((company) => [company, Math.sqrt(EMPLOYEES_BY_SIZE.get(company.size) ?? 1)]),
);
