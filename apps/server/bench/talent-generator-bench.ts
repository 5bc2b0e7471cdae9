/**
 * Speed of the synthetic talent-pool generator in one thread, beside a bare loop that builds plain
 * objects of the same shape (3 jobs, 1 degree, 10 skills), so the printed ratio is the cost of the
 * choices the generator makes. Run: npm run bench:talent-generator [-- count]
 */
import { generateTalentProfiles } from '../src/seed/talent-pool/generate-talent-profiles';

const COUNT = Number(process.argv[2] ?? 500_000);
const print = (line: string) => void process.stdout.write(`${line}\n`);
/** Both loops park their objects here so the JIT cannot drop the allocations. */
const ring: unknown[] = new Array(1024);

const time = (label: string, run: () => number): number => {
  const started = performance.now();
  const checksum = run();
  const seconds = (performance.now() - started) / 1000;
  const rate = COUNT / seconds;
  print(
    `${label.padEnd(28)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} profiles/s  (${seconds.toFixed(2)} s, checksum ${checksum})`,
  );
  return rate;
};

const job = (index: number, end: string | null) => ({
  title: 'Senior Software Engineer',
  seniority: 'senior',
  company: 'Brightloom Labs',
  companyIndustry: 'Software',
  companySize: '51-200',
  city: 'Berlin',
  countryCode: 'DE',
  start: `20${10 + index}-01`,
  end,
});

const bareLoop = (): number => {
  let checksum = 0;
  for (let index = 0; index < COUNT; index += 1) {
    const profile = {
      key: `1:${index}`,
      firstName: 'Anna',
      lastName: 'Müller',
      fullName: 'Anna Müller',
      nameRegion: 'german',
      headline: 'Senior Software Engineer at Brightloom Labs',
      hasEmail: true,
      email: 'anna.muller@web.de',
      hasPhone: true,
      phone: '+49 151 1234567',
      hasLinkedin: true,
      linkedinUrl: 'https://www.linkedin.com/in/anna-muller-0a1b2c',
      location: { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE' },
      jobFamily: 'software',
      seniority: 'senior',
      currentTitle: 'Senior Software Engineer',
      currentCompany: 'Brightloom Labs',
      yearsOfExperience: 7,
      skills: [
        'TypeScript',
        'React',
        'Node.js',
        'GraphQL',
        'CSS',
        'HTML',
        'Jest',
        'Vite',
        'Redux',
        'SQL',
      ],
      experience: [job(index % 3, '2015-01'), job(1, '2019-01'), job(2, null)],
      education: [
        {
          degree: 'bachelor',
          field: 'Computer Science',
          school: 'Universität Berlin',
          countryCode: 'DE',
          startYear: 2008,
          endYear: 2011,
        },
      ],
    };
    ring[index & 1023] = profile;
    checksum += profile.skills.length + profile.experience.length;
  }
  return checksum;
};

const generator = (): number => {
  let checksum = 0;
  let index = 0;
  for (const profile of generateTalentProfiles({ count: COUNT, seed: 1 })) {
    ring[index++ & 1023] = profile;
    checksum += profile.skills.length + profile.experience.length;
  }
  return checksum;
};

// Warm both paths up so the JIT has compiled them before the measured runs.
generateTalentProfiles({ count: 20_000, seed: 2 }).next();
for (const _profile of generateTalentProfiles({ count: 20_000, seed: 2 })) void _profile;

const bare = time('bare loop (same shape)', bareLoop);
const generated = time('generateTalentProfiles', generator);
print(
  `generator / bare loop: ${(bare / generated).toFixed(1)}× slower; goal ≥ 50,000 profiles/s: ${generated >= 50_000 ? 'met' : 'NOT met'}`,
);
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
print(
  `heap after ${COUNT.toLocaleString('en-US')} profiles: ${heapMb.toFixed(0)} MB (streamed, none kept)`,
);
