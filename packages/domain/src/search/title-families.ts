/**
 * Curated families of job titles that name the same work (issue 17's built-in rules for "search
 * from the job" and the sourcing agent without a model). Titles are written without a level
 * ("Backend Engineer", not "Senior Backend Engineer"): the seniority filter carries the level.
 * `spellings` are other ways to write a member that are recognised but never proposed.
 */
export type TitleFamily = { titles: readonly string[]; spellings?: readonly string[] };

export const TITLE_FAMILIES: readonly TitleFamily[] = [
  {
    titles: [
      'Software Engineer',
      'Software Developer',
      'Software Development Engineer',
      'Programmer',
    ],
    spellings: ['SWE', 'SDE', 'Developer'],
  },
  {
    titles: ['Backend Engineer', 'Backend Developer', 'Server Engineer', 'API Engineer'],
    spellings: [
      'Back-end Engineer',
      'Back-end Developer',
      'Back End Engineer',
      'Back End Developer',
    ],
  },
  {
    titles: ['Frontend Engineer', 'Frontend Developer', 'UI Engineer', 'Web Developer'],
    spellings: [
      'Front-end Engineer',
      'Front-end Developer',
      'Front End Engineer',
      'Front End Developer',
    ],
  },
  {
    titles: [
      'Full Stack Engineer',
      'Full Stack Developer',
      'Fullstack Engineer',
      'Fullstack Developer',
    ],
    spellings: ['Full-stack Engineer', 'Full-stack Developer'],
  },
  {
    titles: [
      'Mobile Engineer',
      'Mobile Developer',
      'iOS Engineer',
      'Android Engineer',
      'React Native Developer',
    ],
  },
  { titles: ['iOS Engineer', 'iOS Developer', 'Swift Developer', 'Mobile Engineer'] },
  { titles: ['Android Engineer', 'Android Developer', 'Kotlin Developer', 'Mobile Engineer'] },
  {
    titles: [
      'Data Engineer',
      'Big Data Engineer',
      'ETL Developer',
      'Analytics Engineer',
      'Data Platform Engineer',
    ],
  },
  {
    titles: [
      'Machine Learning Engineer',
      'ML Engineer',
      'AI Engineer',
      'Deep Learning Engineer',
      'Applied Scientist',
    ],
  },
  {
    titles: [
      'DevOps Engineer',
      'Platform Engineer',
      'Infrastructure Engineer',
      'Cloud Engineer',
      'Site Reliability Engineer',
    ],
  },
  {
    titles: [
      'Site Reliability Engineer',
      'SRE',
      'Production Engineer',
      'DevOps Engineer',
      'Platform Engineer',
    ],
  },
  {
    titles: [
      'QA Engineer',
      'Quality Assurance Engineer',
      'Test Engineer',
      'Software Tester',
      'SDET',
      'Test Automation Engineer',
    ],
    spellings: ['Software Development Engineer in Test', 'QA Analyst'],
  },
  {
    titles: [
      'Security Engineer',
      'Application Security Engineer',
      'Cybersecurity Engineer',
      'Information Security Engineer',
      'Security Analyst',
    ],
  },
  {
    titles: [
      'Embedded Software Engineer',
      'Embedded Engineer',
      'Firmware Engineer',
      'Embedded Developer',
    ],
  },
  { titles: ['Game Developer', 'Game Programmer', 'Gameplay Engineer', 'Unity Developer'] },
  {
    titles: ['Solutions Architect', 'Software Architect', 'Cloud Architect', 'Technical Architect'],
  },
  {
    titles: [
      'Engineering Manager',
      'Software Engineering Manager',
      'Development Manager',
      'Head of Engineering',
    ],
  },
  {
    titles: [
      'Data Scientist',
      'Machine Learning Scientist',
      'Research Scientist',
      'Applied Scientist',
    ],
  },
  {
    titles: [
      'Data Analyst',
      'Business Intelligence Analyst',
      'BI Analyst',
      'Analytics Analyst',
      'Reporting Analyst',
    ],
  },
  {
    titles: [
      'Business Analyst',
      'Systems Analyst',
      'Business Systems Analyst',
      'Functional Analyst',
    ],
  },
  {
    titles: ['Database Administrator', 'DBA', 'Database Engineer', 'Database Developer'],
  },
  {
    titles: [
      'Systems Administrator',
      'System Administrator',
      'Sysadmin',
      'IT Administrator',
      'Linux Administrator',
    ],
  },
  {
    titles: [
      'IT Support Specialist',
      'Help Desk Technician',
      'IT Technician',
      'Desktop Support Technician',
      'Service Desk Analyst',
    ],
  },
  {
    titles: ['Network Engineer', 'Network Administrator', 'Network Architect'],
  },
  { titles: ['Product Manager', 'Product Owner', 'Technical Product Manager', 'PM'] },
  { titles: ['Project Manager', 'Project Coordinator', 'Delivery Manager', 'Scrum Master'] },
  { titles: ['Program Manager', 'Technical Program Manager', 'TPM', 'Programme Manager'] },
  {
    titles: [
      'Product Designer',
      'UX Designer',
      'UI/UX Designer',
      'Interaction Designer',
      'UX/UI Designer',
    ],
    spellings: ['UI Designer', 'User Experience Designer'],
  },
  { titles: ['UX Researcher', 'User Researcher', 'Design Researcher'] },
  { titles: ['Graphic Designer', 'Visual Designer', 'Brand Designer', 'Communication Designer'] },
  { titles: ['Technical Writer', 'Documentation Engineer', 'Content Developer'] },
  {
    titles: [
      'Recruiter',
      'Technical Recruiter',
      'Talent Acquisition Specialist',
      'Talent Acquisition Partner',
      'Sourcer',
    ],
    spellings: ['IT Recruiter', 'Corporate Recruiter', 'Talent Partner'],
  },
  {
    titles: [
      'Account Executive',
      'Sales Executive',
      'Account Manager',
      'Sales Representative',
      'Enterprise Account Executive',
    ],
    spellings: ['AE'],
  },
  {
    titles: [
      'Sales Development Representative',
      'SDR',
      'Business Development Representative',
      'BDR',
      'Lead Development Representative',
    ],
  },
  {
    titles: [
      'Business Development Manager',
      'Partnerships Manager',
      'Business Development Executive',
    ],
  },
  { titles: ['Sales Manager', 'Regional Sales Manager', 'Area Sales Manager', 'Sales Team Lead'] },
  {
    titles: ['Sales Engineer', 'Solutions Engineer', 'Pre-Sales Engineer', 'Solutions Consultant'],
  },
  {
    titles: [
      'Marketing Manager',
      'Growth Marketing Manager',
      'Digital Marketing Manager',
      'Product Marketing Manager',
      'Marketing Specialist',
    ],
  },
  { titles: ['Content Marketing Manager', 'Content Strategist', 'Content Writer', 'Copywriter'] },
  { titles: ['SEO Specialist', 'SEO Manager', 'Search Marketing Specialist', 'SEM Specialist'] },
  { titles: ['Social Media Manager', 'Community Manager', 'Social Media Specialist'] },
  {
    titles: [
      'Customer Success Manager',
      'Client Success Manager',
      'Account Manager',
      'Customer Success Specialist',
    ],
    spellings: ['CSM'],
  },
  {
    titles: [
      'Customer Support Specialist',
      'Customer Service Representative',
      'Support Engineer',
      'Customer Support Representative',
      'Technical Support Specialist',
    ],
    spellings: ['Customer Support Agent', 'Support Agent', 'Customer Service Agent'],
  },
  {
    titles: ['Financial Analyst', 'FP&A Analyst', 'Finance Analyst', 'Financial Planning Analyst'],
  },
  {
    titles: [
      'Accountant',
      'Staff Accountant',
      'Chartered Accountant',
      'CPA',
      'General Ledger Accountant',
    ],
  },
  {
    titles: [
      'Bookkeeper',
      'Accounts Payable Specialist',
      'Accounts Receivable Specialist',
      'Accounting Clerk',
    ],
  },
  { titles: ['Controller', 'Financial Controller', 'Finance Manager', 'Comptroller'] },
  {
    titles: [
      'HR Manager',
      'Human Resources Manager',
      'People Manager',
      'HR Business Partner',
      'People Partner',
    ],
    spellings: ['HRBP'],
  },
  {
    titles: [
      'HR Generalist',
      'Human Resources Generalist',
      'HR Specialist',
      'People Operations Specialist',
    ],
  },
  {
    titles: [
      'Operations Manager',
      'Business Operations Manager',
      'Operations Lead',
      'General Manager',
    ],
  },
  {
    titles: [
      'Supply Chain Manager',
      'Logistics Manager',
      'Procurement Manager',
      'Purchasing Manager',
    ],
  },
  {
    titles: [
      'Office Manager',
      'Administrative Assistant',
      'Executive Assistant',
      'Office Administrator',
    ],
  },
  {
    titles: ['Registered Nurse', 'RN', 'Staff Nurse', 'Clinical Nurse', 'Nurse'],
    spellings: ['Nurse Practitioner'],
  },
  { titles: ['Physician', 'Doctor', 'Medical Doctor', 'General Practitioner', 'MD'] },
  { titles: ['Pharmacist', 'Clinical Pharmacist', 'Pharmacy Manager'] },
  { titles: ['Physical Therapist', 'Physiotherapist', 'PT'] },
  { titles: ['Teacher', 'Educator', 'Instructor', 'Tutor'], spellings: ['Classroom Teacher'] },
  { titles: ['Lawyer', 'Attorney', 'Legal Counsel', 'Solicitor', 'Corporate Counsel'] },
  { titles: ['Paralegal', 'Legal Assistant', 'Legal Secretary'] },
  { titles: ['Mechanical Engineer', 'Design Engineer', 'Product Design Engineer'] },
  { titles: ['Electrical Engineer', 'Electronics Engineer', 'Hardware Engineer'] },
  { titles: ['Civil Engineer', 'Structural Engineer', 'Site Engineer'] },
  { titles: ['Consultant', 'Management Consultant', 'Strategy Consultant', 'Business Consultant'] },
];
