import { z } from 'zod';

/** The two project agents (DESIGN §2): ria sources and reaches out, charlie interviews. */
export const PROJECT_AGENTS = ['ria', 'charlie'] as const;
export const projectAgentSchema = z.enum(PROJECT_AGENTS);
export type ProjectAgent = z.infer<typeof projectAgentSchema>;
export const DEFAULT_PROJECT_AGENT: ProjectAgent = 'ria';
