import type { ProjectAgent } from '@hirelane/domain/product/agents';

/** How each agent is presented (DESIGN §2: ria sources and reaches out, charlie interviews). */
export const AGENT_INFO: Record<ProjectAgent, { name: string; role: string; description: string }> =
  {
    ria: {
      name: 'Ria',
      role: 'Sourcing & outreach',
      description: 'Finds candidates and reaches out to them with a multi-step campaign.',
    },
    charlie: {
      name: 'Charlie',
      role: 'AI interviewer',
      description: 'Invites candidates to an AI interview, scores them and sorts them by verdict.',
    },
  };
