import type { CandidateInput } from '@hirelane/domain/candidates/candidate.schema';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { upsertCandidate } from '../features/candidates/upsert-candidate';
import { applyMoves, lockProjectLinks } from '../features/pipeline/pipeline-candidate-store';
import { backgroundFor } from '../features/projects/create-project';
import { insertJob } from '../features/projects/job-store';
import { insertProjectMembers } from '../features/projects/project-member-store';
import { insertLinkedCampaign, insertProject } from '../features/projects/project-store';

const PEOPLE: Array<[string, string, string, string, string[]]> = [
  ['Amara Okafor', 'Senior Backend Engineer', 'Stripe', 'Dublin', ['Go', 'PostgreSQL']],
  ['Lukas Becker', 'Staff Engineer', 'Zalando', 'Berlin', ['Kotlin', 'Kafka']],
  ['Priya Raman', 'Backend Engineer', 'Monzo', 'London', ['Go', 'AWS']],
  ['Mateo García', 'Platform Engineer', 'Glovo', 'Barcelona', ['Kubernetes', 'Terraform']],
  ['Sofia Rossi', 'Software Engineer', 'Satispay', 'Milan', ['Java', 'Spring']],
  ['Noah Williams', 'Senior Software Engineer', 'Shopify', 'Toronto', ['Ruby', 'MySQL']],
  ['Emma Johansson', 'Backend Developer', 'Spotify', 'Stockholm', ['Python', 'GCP']],
  ['Yuki Tanaka', 'Site Reliability Engineer', 'Mercari', 'Tokyo', ['Go', 'Prometheus']],
  ['Chloé Martin', 'Lead Developer', 'Doctolib', 'Paris', ['Ruby', 'PostgreSQL']],
  ['Daniel Kim', 'Senior Engineer', 'Coupang', 'Seoul', ['Java', 'Redis']],
  ['Fatima Zahra', 'Software Engineer II', 'Careem', 'Dubai', ['Node.js', 'TypeScript']],
  ['Oliver Smith', 'Principal Engineer', 'Deliveroo', 'London', ['Rust', 'AWS']],
  ['Ana Silva', 'Backend Engineer', 'Nubank', 'São Paulo', ['Clojure', 'Kafka']],
  ['Jonas Müller', 'Senior Developer', 'N26', 'Berlin', ['Kotlin', 'PostgreSQL']],
  ['Isabella Chen', 'Software Engineer', 'Canva', 'Sydney', ['TypeScript', 'Java']],
  ['Ethan Brown', 'Infrastructure Engineer', 'Cloudflare', 'Austin', ['Rust', 'Linux']],
  ['Léa Dubois', 'Backend Engineer', 'Alan', 'Paris', ['Python', 'PostgreSQL']],
  ['Arjun Mehta', 'Senior SDE', 'Flipkart', 'Bangalore', ['Java', 'Cassandra']],
  ['Mia Novak', 'Software Engineer', 'Infobip', 'Zagreb', ['Go', 'gRPC']],
  ['Lucas Oliveira', 'Tech Lead', 'iFood', 'Campinas', ['Kotlin', 'AWS']],
  ['Hannah Schmidt', 'Backend Engineer', 'Personio', 'Munich', ['TypeScript', 'Node.js']],
  ['Samuel Adeyemi', 'Senior Engineer', 'Paystack', 'Lagos', ['Node.js', 'PostgreSQL']],
  ['Zoe Anderson', 'Software Engineer', 'Atlassian', 'Sydney', ['Java', 'AWS']],
  ['Marco Bianchi', 'Backend Developer', 'Bending Spoons', 'Milan', ['Swift', 'Python']],
  ['Nina Petrova', 'Staff Engineer', 'JetBrains', 'Amsterdam', ['Kotlin', 'JVM']],
];

const profileOf = ([fullName, designation, company, city, skills]: (typeof PEOPLE)[number]) => {
  const slug = fullName
    .normalize('NFKD')
    .replace(/[^\w\s]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');
  const profile: CandidateInput = {
    first_name: '',
    last_name: '',
    full_name: fullName,
    email: `${slug.replace('-', '.')}@example.com`,
    linkedin_url: `https://www.linkedin.com/in/${slug}`,
    current_company: company,
    designation,
    current_city: city,
    country: null,
    normalized_title: null,
    phone_numbers: [],
    skills,
    summary: null,
    experience: [],
    education: [],
  };
  return profile;
};

/** Where each of the 25 ria candidates ends up: index ranges per stage. */
const RIA_PLAN: Array<[number, number, CandidateStage, SubStage | null]> = [
  [10, 15, 'in_campaign', 'new'],
  [15, 18, 'in_campaign', 'engaging'],
  [18, 22, 'completed', null],
  [22, 25, 'rejected', null],
];

const CHARLIE_PLAN: Array<[number, number, CandidateStage, SubStage | null]> = [
  [2, 3, 'invited', 'scheduled'],
  [3, 4, 'interview_completed', 'hire'],
  [4, 5, 'interview_completed', 'maybe'],
  [5, 6, 'strong_hire', null],
  [6, 7, 'no_hire', null],
];

const createDemoProject = async (
  tx: Executor,
  values: {
    workspaceId: string;
    memberId: string;
    userId: string;
    name: string;
    agent: 'ria' | 'charlie';
    job: unknown;
  },
) => {
  const job = await insertJob(tx, values.workspaceId, jobInputSchema.parse(values.job));
  const id = randomUUID();
  const campaignId = randomUUID();
  await insertProject(tx, {
    id,
    workspaceId: values.workspaceId,
    name: values.name,
    agent: values.agent,
    jobId: job.id,
    campaignId,
    bgImageId: backgroundFor(id),
    createdByUserId: values.userId,
  });
  await insertLinkedCampaign(tx, {
    id: campaignId,
    workspaceId: values.workspaceId,
    projectId: id,
    name: values.name,
  });
  await insertProjectMembers(tx, values.workspaceId, id, [
    { workspaceMemberId: values.memberId, role: 'owner' },
  ]);
  return id;
};

const place = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
  plan: Array<[number, number, CandidateStage, SubStage | null]>,
  userId: string,
) => {
  for (const [from, to, stage, subStage] of plan) {
    const links = await lockProjectLinks(tx, workspaceId, projectId, candidateIds.slice(from, to));
    const moves = links.map((link) => ({ linkId: link.id, from: link.stage }));
    await applyMoves(tx, workspaceId, moves, stage, subStage, userId);
  }
};

/** The demo workspace's projects for `npm start`: a ria pipeline of 25 people and a charlie project. */
export const seedDemoProjects = async (
  tx: Executor,
  owner: { workspaceId: string; memberId: string; userId: string },
): Promise<void> => {
  const { workspaceId, userId } = owner;
  const ria = await createDemoProject(tx, {
    ...owner,
    name: 'Senior Backend Engineers',
    agent: 'ria',
    job: {
      title: 'Senior Backend Engineer',
      company: 'Demo Recruiting',
      location: 'Remote (EU)',
      remote_policy: 'remote',
      must_have_skills: ['Go', 'PostgreSQL'],
    },
  });
  const people: string[] = [];
  for (const person of PEOPLE) {
    const result = await upsertCandidate(
      tx,
      workspaceId,
      ria,
      profileOf(person),
      'hirelane_search_engine',
      userId,
    );
    people.push(result.candidateId);
  }
  await place(tx, workspaceId, ria, people, RIA_PLAN, userId);

  const charlie = await createDemoProject(tx, {
    ...owner,
    name: 'Platform Engineer interviews',
    agent: 'charlie',
    job: {
      title: 'Platform Engineer',
      company: 'Demo Recruiting',
      location: 'Berlin',
      remote_policy: 'hybrid',
      employment_type: 'full_time',
      seniority: 'senior',
      salary: { min: 85000, max: 105000, currency: 'EUR', period: 'year' },
      description:
        'Own the platform our product teams ship on: Kubernetes, Terraform, observability and a fast, safe path to production.',
      must_have_skills: ['Kubernetes', 'Terraform'],
      nice_to_have_skills: ['Go'],
    },
  });
  const invited = [3, 7, 15, 1, 11, 19, 24].map((index) => people[index] ?? '');
  for (const candidateId of invited) {
    const index = people.indexOf(candidateId);
    const person = PEOPLE[index];
    if (person)
      await upsertCandidate(
        tx,
        workspaceId,
        charlie,
        profileOf(person),
        'ria_sourcing_agent',
        userId,
      );
  }
  await place(tx, workspaceId, charlie, invited, CHARLIE_PLAN, userId);
};
