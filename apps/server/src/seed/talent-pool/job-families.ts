import { list } from './random';

export const SENIORITIES = [
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'vp',
  'c-level',
] as const;
export type Seniority = (typeof SENIORITIES)[number];

export type JobFamily = {
  id: string;
  /** Titles per seniority; a family skips the levels it has no title for. */
  ladder: Partial<Record<Seniority, readonly string[]>>;
  /** Fields of study that lead into the family. */
  fields: readonly string[];
  /** Share of the pool. */
  weight: number;
};

/** "junior: A|B; mid: C" → { junior: [A, B], mid: [C] }. */
const ladder = (text: string): JobFamily['ladder'] => {
  const out: JobFamily['ladder'] = {};
  for (const step of text.split(';')) {
    const [level = '', titles = ''] = step.split(':').map((part) => part.trim());
    if (!SENIORITIES.includes(level as Seniority)) throw new Error(`Unknown seniority ${level}`);
    out[level as Seniority] = list(titles);
  }
  return out;
};

const family = (id: string, weight: number, fields: string, steps: string): JobFamily => ({
  id,
  weight,
  fields: list(fields),
  ladder: ladder(steps),
});

export const JOB_FAMILIES: readonly JobFamily[] = [
  family(
    'software',
    20,
    'Computer Science|Software Engineering|Computer Engineering|Mathematics',
    `intern: Software Engineering Intern; junior: Junior Software Engineer|Associate Software Engineer;
     mid: Software Engineer|Backend Engineer|Frontend Engineer|Full Stack Engineer; senior: Senior Software Engineer|
     Senior Backend Engineer|Senior Frontend Engineer; lead: Staff Software Engineer|Principal Software Engineer|
     Tech Lead; manager: Engineering Manager; director: Director of Engineering; vp: VP of Engineering; c-level: CTO`,
  ),
  family(
    'data',
    8,
    'Statistics|Computer Science|Mathematics|Physics|Economics',
    `intern: Data Science Intern; junior: Junior Data Analyst|Junior Data Engineer; mid: Data Analyst|Data Scientist|
     Data Engineer|Machine Learning Engineer; senior: Senior Data Scientist|Senior Data Engineer|Senior ML Engineer;
     lead: Staff Data Scientist|Lead Data Engineer; manager: Data Science Manager|Analytics Manager;
     director: Director of Data; vp: VP of Data; c-level: Chief Data Officer`,
  ),
  family(
    'product',
    5,
    'Business Administration|Computer Science|Economics|Design',
    `intern: Product Intern; junior: Associate Product Manager; mid: Product Manager; senior: Senior Product Manager;
     lead: Principal Product Manager|Group Product Manager; manager: Product Lead; director: Director of Product;
     vp: VP of Product; c-level: Chief Product Officer`,
  ),
  family(
    'design',
    4,
    'Graphic Design|Interaction Design|Human-Computer Interaction|Fine Arts',
    `intern: Design Intern; junior: Junior Product Designer|Junior UX Designer; mid: Product Designer|UX Designer|
     UI Designer; senior: Senior Product Designer|Senior UX Researcher; lead: Lead Designer|Principal Designer;
     manager: Design Manager; director: Director of Design; vp: VP of Design`,
  ),
  family(
    'marketing',
    7,
    'Marketing|Communications|Business Administration|Journalism',
    `intern: Marketing Intern; junior: Marketing Coordinator|Junior Marketing Specialist; mid: Marketing Specialist|
     Content Marketing Manager|Growth Marketer; senior: Senior Marketing Manager|Senior Product Marketing Manager;
     lead: Head of Growth|Lead Brand Strategist; manager: Marketing Manager; director: Director of Marketing;
     vp: VP of Marketing; c-level: CMO`,
  ),
  family(
    'sales',
    9,
    'Business Administration|Marketing|Economics|Communications',
    `intern: Sales Intern; junior: Sales Development Representative|Business Development Representative;
     mid: Account Executive|Inside Sales Representative; senior: Senior Account Executive|Enterprise Account Executive;
     lead: Sales Team Lead|Principal Account Executive; manager: Sales Manager|Regional Sales Manager;
     director: Director of Sales; vp: VP of Sales; c-level: Chief Revenue Officer`,
  ),
  family(
    'recruiting',
    3,
    'Psychology|Human Resources Management|Business Administration|Sociology',
    `intern: Recruiting Intern; junior: Recruiting Coordinator|Sourcer; mid: Recruiter|Technical Recruiter;
     senior: Senior Recruiter|Senior Technical Recruiter; lead: Lead Recruiter|Recruiting Team Lead;
     manager: Talent Acquisition Manager; director: Director of Talent Acquisition; vp: VP of Talent`,
  ),
  family(
    'finance',
    6,
    'Finance|Accounting|Economics|Business Administration',
    `intern: Finance Intern; junior: Junior Accountant|Financial Analyst I; mid: Accountant|Financial Analyst;
     senior: Senior Financial Analyst|Senior Accountant; lead: Lead Financial Analyst|FP&A Lead;
     manager: Finance Manager|Controller; director: Director of Finance; vp: VP of Finance; c-level: CFO`,
  ),
  family(
    'operations',
    6,
    'Business Administration|Industrial Engineering|Supply Chain Management|Economics',
    `intern: Operations Intern; junior: Operations Coordinator|Operations Associate; mid: Operations Analyst|
     Operations Specialist; senior: Senior Operations Analyst|Senior Business Operations Manager;
     lead: Operations Lead; manager: Operations Manager; director: Director of Operations; vp: VP of Operations;
     c-level: COO`,
  ),
  family(
    'customer-success',
    6,
    'Communications|Business Administration|Psychology|Marketing',
    `intern: Customer Success Intern; junior: Customer Support Specialist|Associate Customer Success Manager;
     mid: Customer Success Manager; senior: Senior Customer Success Manager; lead: Customer Success Team Lead;
     manager: Customer Success Team Manager; director: Director of Customer Success; vp: VP of Customer Success`,
  ),
  family(
    'devops',
    5,
    'Computer Science|Information Technology|Computer Engineering|Network Engineering',
    `intern: DevOps Intern; junior: Junior DevOps Engineer|Junior Systems Administrator; mid: DevOps Engineer|
     Site Reliability Engineer|Cloud Engineer; senior: Senior DevOps Engineer|Senior Site Reliability Engineer;
     lead: Staff Site Reliability Engineer|Platform Lead; manager: Infrastructure Manager|SRE Manager;
     director: Director of Infrastructure; vp: VP of Infrastructure`,
  ),
  family(
    'qa',
    3,
    'Computer Science|Information Technology|Software Engineering',
    `intern: QA Intern; junior: Junior QA Engineer|QA Tester; mid: QA Engineer|Test Automation Engineer;
     senior: Senior QA Engineer|Senior SDET; lead: QA Lead|Lead SDET; manager: QA Manager; director: Director of Quality`,
  ),
  family(
    'security',
    3,
    'Cybersecurity|Computer Science|Information Technology|Mathematics',
    `intern: Security Intern; junior: Junior Security Analyst|SOC Analyst; mid: Security Engineer|Security Analyst;
     senior: Senior Security Engineer|Penetration Tester; lead: Staff Security Engineer|Security Architect;
     manager: Security Manager; director: Director of Security; vp: VP of Security; c-level: CISO`,
  ),
  family(
    'hr',
    4,
    'Human Resources Management|Psychology|Business Administration|Law',
    `intern: HR Intern; junior: HR Coordinator|HR Assistant; mid: HR Generalist|HR Business Partner;
     senior: Senior HR Business Partner|Senior People Partner; lead: Lead People Partner|HR Lead;
     manager: HR Manager|People Operations Manager; director: Director of People; vp: VP of People;
     c-level: Chief People Officer`,
  ),
];

export const FAMILY_BY_ID: ReadonlyMap<string, JobFamily> = new Map(
  JOB_FAMILIES.map((entry) => [entry.id, entry]),
);
