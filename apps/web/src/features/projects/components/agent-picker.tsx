import { PROJECT_AGENTS, type ProjectAgent } from '@hirelane/domain/product/agents';
import { useId } from 'react';
import { usePlanFeature } from '../../../lib/use-plan-limit';
import { AGENT_INFO } from '../agent-labels';

type AgentPickerProps = { value: ProjectAgent; onChange: (agent: ProjectAgent) => void };

/** The agent of a new project: two radio cards, Ria by default. */
export function AgentPicker({ value, onChange }: AgentPickerProps) {
  const charlie = usePlanFeature('charlieInterviews');
  const reasonId = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Agent</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {PROJECT_AGENTS.map((agent) => {
          const info = AGENT_INFO[agent];
          const checked = value === agent;
          const refusal = agent === 'charlie' && !charlie.allowed ? charlie.reason : null;
          return (
            <label
              key={agent}
              className={`flex gap-3 rounded-xl border p-3 transition-colors focus-within:ring-2 focus-within:ring-orange-500 ${
                refusal ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'
              } ${
                checked
                  ? 'border-orange-500 bg-orange-50'
                  : 'border-stone-300 bg-white hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name="project-agent"
                value={agent}
                checked={checked}
                onChange={() => onChange(agent)}
                disabled={refusal !== null}
                aria-describedby={refusal ? reasonId : undefined}
                className="mt-1 size-4 accent-orange-700"
              />
              <span>
                <span className="block text-sm font-semibold text-stone-900">
                  {info.name} — {info.role}
                </span>
                <span className="mt-0.5 block text-sm text-stone-600">{info.description}</span>
                {refusal ? (
                  <span id={reasonId} className="mt-1 block text-sm font-medium text-stone-800">
                    {refusal}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
