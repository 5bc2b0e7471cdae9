import type { PoolPerson } from './talent-search.test-kit';

/** The known pool of the talent search integration test: each person tests one rule. */

const job = (title: string, company: string, start: string, end: string | null) => ({
  title,
  company,
  start_date: start,
  end_date: end,
  is_current: end === null,
});

export const SEARCH_POOL: PoolPerson[] = [
  {
    full_name: 'Ana García',
    designation: 'Senior Backend Engineer',
    current_company: 'Acme',
    current_city: 'Berlin',
    country: 'Germany',
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
    email: 'ana@example.com',
    experience: [
      job('Junior Developer', 'Initech', '2010-01', '2013-12'),
      job('Senior Backend Engineer', 'Acme', '2014-01', null),
    ],
  },
  {
    full_name: 'José Müller',
    designation: 'C++ Developer',
    current_company: 'Siemens',
    current_city: 'Munich',
    country: 'Germany',
    skills: ['C++', 'Qt'],
    phone: '+49 89 1234567',
    experience: [job('C++ Developer', 'Siemens', '2021-06', null)],
  },
  {
    full_name: 'Chloé Dubois',
    designation: 'Backend Engineer',
    current_company: 'Globex',
    current_city: 'Paris',
    country: 'France',
    skills: ['C#', '.NET', 'TypeScript'],
    linkedin_url: 'https://www.linkedin.com/in/chloe-dubois',
  },
  {
    full_name: 'John Smith',
    designation: 'Data Scientist',
    current_company: 'Acme',
    current_city: 'London',
    country: 'United Kingdom',
    skills: ['Python', 'Machine Learning'],
    do_not_contact: true,
    schools: ['Stanford University'],
  },
  {
    full_name: 'Priya Patel',
    designation: 'Frontend Developer',
    current_company: 'Initech',
    current_city: 'Berlin',
    country: 'Germany',
    skills: ['TypeScript', 'React', 'Node.js'],
    experience: [
      job('Backend Engineer', 'Acme', '2017-06', '2019-12'),
      job('Frontend Developer', 'Initech', '2020-01', null),
    ],
  },
  {
    full_name: 'Wei Zhang',
    designation: 'Engineering Manager',
    current_company: 'Globex',
    current_city: 'Berlin',
    country: 'Germany',
    skills: ['Java', 'Kubernetes'],
  },
];
