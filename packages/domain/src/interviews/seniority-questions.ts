import type { SeniorityLevel } from '../product/seniority-levels';

export type BankQuestion = { text: string; rubric: string; evidence: string[]; minutes: number };

const OWNERSHIP: BankQuestion = {
  text: 'Tell me about a significant piece of work you owned from start to finish. What was at stake, which decisions did you make, and how did it turn out?',
  rubric:
    'Takes ownership of an outcome, not just tasks: sets the direction, makes and explains trade-offs, brings others along, and is honest about what went wrong.',
  evidence: ['owned', 'decision', 'trade-off', 'stakeholder', 'result', 'risk', 'learned'],
  minutes: 4,
};

const LEADERSHIP: BankQuestion = {
  text: 'How have you made the people around you better? Tell me about someone you mentored or a team you shaped.',
  rubric:
    'Grows people deliberately (feedback, delegation, hiring, standards), raises the level of the team and can name the effect on a person or the team.',
  evidence: ['mentor', 'feedback', 'delegate', 'hiring', 'team', 'coaching', 'standards'],
  minutes: 4,
};

const INFLUENCE: BankQuestion = {
  text: 'Tell me about a time you changed the direction of a team or a company. How did you convince people?',
  rubric:
    'Sees beyond their own team, builds a case with evidence, wins support across the organisation and follows the change through.',
  evidence: ['strategy', 'evidence', 'alignment', 'influence', 'organisation', 'vision', 'outcome'],
  minutes: 4,
};

const LEARNING: BankQuestion = {
  text: 'Tell me about something you had to learn quickly to get a piece of work done. How did you go about it?',
  rubric:
    'Learns actively (documentation, experiments, asking for help at the right time), applies it to real work and reflects on what they would do differently.',
  evidence: ['learned', 'documentation', 'practice', 'asked', 'feedback', 'project', 'mistake'],
  minutes: 3,
};

/** Questions for the job's seniority: ownership, then leadership and influence for senior roles. */
export const seniorityQuestions = (seniority: SeniorityLevel | null): BankQuestion[] => {
  switch (seniority) {
    case 'intern':
    case 'junior':
      return [LEARNING];
    case 'senior':
      return [OWNERSHIP, LEADERSHIP];
    case 'lead':
    case 'principal':
    case 'executive':
      return [LEADERSHIP, OWNERSHIP, INFLUENCE];
    default:
      return [OWNERSHIP];
  }
};

/** Questions any job can use to reach five. */
export const generalQuestions = (title: string, company: string | null): BankQuestion[] => [
  {
    text: 'Tell me about the hardest problem you solved at work in the last year. How did you approach it?',
    rubric:
      'Breaks the problem down, gathers facts before acting, considers options, and explains the result and what they learned.',
    evidence: ['problem', 'approach', 'options', 'data', 'result', 'learned'],
    minutes: 3,
  },
  {
    text: 'Tell me about a time you disagreed with a colleague about how to do something. How was it resolved?',
    rubric:
      'Disagrees respectfully with reasons, listens, looks for the best answer rather than winning, and keeps the working relationship.',
    evidence: ['disagreed', 'listened', 'reasons', 'compromise', 'agreed', 'relationship'],
    minutes: 3,
  },
  {
    text: `Why does this ${title} role${company ? ` at ${company}` : ''} interest you, and what would you want to achieve in your first six months?`,
    rubric:
      'Knows what the role and company do, connects it to their own experience and goals, and names concrete first steps.',
    evidence: ['role', 'experience', 'goal', 'first months', 'impact', 'team'],
    minutes: 3,
  },
];
