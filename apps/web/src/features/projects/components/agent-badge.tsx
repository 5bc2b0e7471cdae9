import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { AGENT_INFO } from '../agent-labels';

/** The project's agent: "Charlie · AI interviewer" stands out; Ria is the quiet default. */
export function AgentBadge({ agent, compact = false }: { agent: ProjectAgent; compact?: boolean }) {
  const info = AGENT_INFO[agent];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
        agent === 'charlie'
          ? 'bg-violet-50 text-violet-800 ring-violet-200'
          : 'bg-white/90 text-stone-800 ring-stone-200'
      }`}
    >
      {info.name}
      <span className={`font-normal ${compact ? 'hidden sm:inline' : ''}`}>· {info.role}</span>
    </span>
  );
}
