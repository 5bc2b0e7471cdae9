import type { QuestionBankEntry } from './question-bank-entry';

/** Product, design, go-to-market, people and finance. */
export const BUSINESS_QUESTIONS: readonly QuestionBankEntry[] = [
  {
    key: 'product-management',
    aliases: [
      'product management',
      'product manager',
      'product strategy',
      'roadmap',
      'product discovery',
    ],
    text: 'Tell me about a product decision you made with incomplete information. How did you decide, and what happened?',
    rubric:
      'Frames the problem with customers and data, sets a measurable goal, prioritises explicitly, aligns stakeholders and reports the outcome honestly.',
    evidence: ['customer', 'metric', 'prioritise', 'roadmap', 'discovery', 'experiment', 'outcome'],
  },
  {
    key: 'agile',
    aliases: ['agile', 'scrum', 'kanban', 'project management', 'jira', 'program management'],
    text: 'Tell me about a project you ran that was slipping. What did you do?',
    rubric:
      'Sees the risk early, re-plans scope with the team and stakeholders, communicates plainly, and delivers what matters most.',
    evidence: ['scope', 'risk', 'stakeholder', 'priority', 'deadline', 'sprint', 'retrospective'],
  },
  {
    key: 'design',
    aliases: [
      'ux',
      'ui',
      'ux design',
      'ui design',
      'product design',
      'figma',
      'interaction design',
      'design systems',
    ],
    text: 'Walk me through a design you are proud of, from the problem to the shipped result.',
    rubric:
      'Starts from users’ problems, explores options, tests with people, works with engineering on the details and measures the result.',
    evidence: [
      'user',
      'prototype',
      'usability test',
      'figma',
      'design system',
      'accessibility',
      'iteration',
    ],
  },
  {
    key: 'user-research',
    aliases: ['user research', 'ux research', 'usability testing', 'customer interviews'],
    text: 'Tell me about a study you ran whose findings changed what the team built.',
    rubric:
      'Chooses the right method, recruits the right people, avoids leading questions, synthesises clearly and gets the findings acted on.',
    evidence: [
      'interview',
      'method',
      'participants',
      'synthesis',
      'insight',
      'bias',
      'recommendation',
    ],
  },
  {
    key: 'sales',
    aliases: [
      'sales',
      'b2b sales',
      'saas sales',
      'account executive',
      'business development',
      'go to market',
      'negotiation',
      'salesforce',
    ],
    text: 'Tell me about a deal you won that was at risk. What did you do to close it?',
    rubric:
      'Qualifies properly, understands the buyer’s problem and decision process, handles objections, forecasts honestly and names the numbers.',
    evidence: [
      'pipeline',
      'quota',
      'discovery',
      'objection',
      'decision maker',
      'forecast',
      'closed',
    ],
  },
  {
    key: 'customer-success',
    aliases: ['customer success', 'account management', 'key account', 'renewals', 'onboarding'],
    text: 'Tell me about a customer who was about to leave. How did you find out and what did you do?',
    rubric:
      'Watches health signals, reaches out early, finds the real problem, involves the right people and retains or expands the account.',
    evidence: ['churn', 'renewal', 'health', 'adoption', 'expansion', 'relationship', 'retention'],
  },
  {
    key: 'support',
    aliases: [
      'customer support',
      'customer service',
      'technical support',
      'helpdesk',
      'zendesk',
      'support',
    ],
    text: 'Tell me about a difficult customer conversation you handled. How did it end?',
    rubric:
      'Listens, stays calm, owns the problem, explains clearly, escalates when needed and follows up until it is solved.',
    evidence: [
      'listen',
      'empathy',
      'escalate',
      'follow up',
      'resolution',
      'ticket',
      'satisfaction',
    ],
  },
  {
    key: 'marketing',
    aliases: [
      'marketing',
      'digital marketing',
      'seo',
      'content marketing',
      'performance marketing',
      'growth',
      'demand generation',
    ],
    text: 'Tell me about a campaign you ran: its goal, what you tried and the results.',
    rubric:
      'Sets a measurable goal, knows the audience and channel, tests and iterates, attributes results and reports cost per result.',
    evidence: ['audience', 'channel', 'conversion', 'test', 'budget', 'attribution', 'roi'],
  },
  {
    key: 'recruiting',
    aliases: [
      'recruiting',
      'recruitment',
      'talent acquisition',
      'sourcing',
      'hiring',
      'boolean search',
    ],
    text: 'Tell me about a hard role you filled. How did you find and convince the person you hired?',
    rubric:
      'Works the role out with the hiring manager, sources beyond job boards, personalises outreach, runs a fair process and tracks funnel numbers.',
    evidence: [
      'hiring manager',
      'sourcing',
      'outreach',
      'pipeline',
      'offer',
      'time to hire',
      'candidate experience',
    ],
  },
  {
    key: 'people',
    aliases: [
      'hr',
      'human resources',
      'people operations',
      'hr business partner',
      'employee relations',
      'payroll',
    ],
    text: 'Tell me about a sensitive people issue you handled. How did you balance the person and the company?',
    rubric:
      'Knows the employment law and policy involved, documents carefully, treats people fairly and confidentially, and solves the problem.',
    evidence: [
      'policy',
      'confidential',
      'employment law',
      'fair',
      'documented',
      'manager',
      'resolution',
    ],
  },
  {
    key: 'finance',
    aliases: [
      'finance',
      'accounting',
      'fp&a',
      'financial analysis',
      'financial modeling',
      'budgeting',
      'controlling',
      'audit',
    ],
    text: 'Tell me about a forecast, close or model you owned. How did you make sure it was right?',
    rubric:
      'Builds clear models with stated assumptions, reconciles and checks the numbers, explains variances and works to deadlines with controls.',
    evidence: ['forecast', 'model', 'assumption', 'reconcile', 'variance', 'budget', 'close'],
  },
  {
    key: 'operations',
    aliases: [
      'operations',
      'business operations',
      'supply chain',
      'logistics',
      'process improvement',
      'lean',
    ],
    text: 'Tell me about a process you improved. How did you measure the improvement?',
    rubric:
      'Maps the current process, finds the bottleneck with data, changes it with the people doing the work and measures before and after.',
    evidence: [
      'process',
      'bottleneck',
      'measure',
      'cost',
      'efficiency',
      'stakeholder',
      'before and after',
    ],
  },
  {
    key: 'writing',
    aliases: [
      'communication',
      'writing',
      'technical writing',
      'copywriting',
      'documentation',
      'english',
    ],
    text: 'Tell me about something you wrote that people relied on. How did you make it clear for them?',
    rubric:
      'Writes for the reader, structures information, edits for brevity, checks understanding and updates it when things change.',
    evidence: ['audience', 'structure', 'clear', 'edit', 'feedback', 'documentation', 'example'],
  },
];
