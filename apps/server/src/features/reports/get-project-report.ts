import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { stepChannel } from '@hirelane/domain/campaigns/step-channels';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';
import { FUNNEL_STEPS } from '@hirelane/domain/insights/pipeline-funnel';
import {
  VERDICT_STAGES,
  STAGE_LABELS,
  type CandidateStage,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { SOURCE_LABELS, type CandidateSource } from '@hirelane/domain/product/candidate-sources';
import {
  buildStageRows,
  fillDays,
  finishOutreachCounts,
  ratio,
  reportStages,
} from '@hirelane/domain/reports/project-report-rules';
import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import {
  resolveRange,
  toIsoDay,
  type ReportRangeQuery,
} from '@hirelane/domain/reports/report-range';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { countInterviews, countVerdicts } from './interview-report-store';
import {
  countMailboxBounces,
  countRepliesByDay,
  countStepOutcomes,
  findCampaignTracking,
  type StepCounts,
} from './outreach-report-store';
import { countCurrentStages, measurePipeline } from './pipeline-report-store';
import type { ProjectScope } from './report-scope';

const CHANNEL_LABELS: Record<string, string> = {
  email: 'E-mail',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  ai_call: 'AI call',
};

const stepStages = (agent: ProjectAgent, index: number): string[] => {
  const stages = FUNNEL_STEPS[agent][index]?.stages;
  return stages === undefined || stages === 'everyone' ? [] : [...stages];
};

const sumChannels = (steps: readonly StepCounts[]) => {
  const byChannel = new Map<string, Omit<StepCounts, 'step_id' | 'step_type' | 'position'>>();
  for (const step of steps) {
    const channel = stepChannel(step.step_type) ?? 'other';
    const sum = byChannel.get(channel) ?? {
      sent: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
      replied: 0,
      bounced: 0,
      unsubscribed: 0,
    };
    sum.sent += step.sent;
    sum.delivered += step.delivered;
    sum.opened += step.opened;
    sum.clicked += step.clicked;
    sum.replied += step.replied;
    sum.bounced += step.bounced;
    sum.unsubscribed += step.unsubscribed;
    byChannel.set(channel, sum);
  }
  return [...byChannel.entries()];
};

/** The project's report over a date range (issue 19): pipeline, sources, outreach, interviews. */
export const getProjectReport = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  query: ReportRangeQuery,
  now = new Date(),
): Promise<ProjectReport> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const agent = project.agent as ProjectAgent;
  const range = resolveRange(query, toIsoDay(now));
  const scope: ProjectScope = {
    workspaceId: tenant.workspaceId,
    projectId,
    start: range.start,
    end: range.end,
  };
  const [current, pipeline, tracking, steps, replies, mailboxes] = await Promise.all([
    countCurrentStages(db, scope),
    measurePipeline(db, scope, stepStages(agent, 1), stepStages(agent, 2)),
    findCampaignTracking(db, scope),
    countStepOutcomes(db, scope),
    countRepliesByDay(db, scope),
    countMailboxBounces(db, scope),
  ]);
  const interviews = agent === 'charlie' ? await loadInterviews(db, scope) : null;
  const stagesInOrder: string[] = reportStages(agent);
  const { entered, stays, sources } = pipeline;

  return {
    range: { from: range.from, to: range.to },
    agent,
    stepLabels: [
      FUNNEL_STEPS[agent][1]?.label ?? 'Advanced',
      FUNNEL_STEPS[agent][2]?.label ?? 'Converted',
    ],
    stages: buildStageRows(agent, current, entered),
    timeInStage: stays
      .filter((stay) => stagesInOrder.includes(stay.stage))
      .sort((a, b) => stagesInOrder.indexOf(a.stage) - stagesInOrder.indexOf(b.stage))
      .map((stay) => ({
        stage: stay.stage,
        label: STAGE_LABELS[stay.stage as CandidateStage],
        stays: stay.stays,
        medianSeconds: stay.median_seconds,
        p90Seconds: stay.p90_seconds,
      })),
    sources: sources.map((row) => ({
      source: row.source,
      label: SOURCE_LABELS[row.source as CandidateSource] ?? row.source,
      added: row.added,
      advanced: row.advanced,
      converted: row.converted,
      conversion: ratio(row.converted, row.added),
    })),
    campaignSteps: steps.map((step) => ({
      stepId: step.step_id,
      position: step.position,
      type: step.step_type,
      label: `${step.position === null ? 'Removed step' : `Step ${step.position}`} · ${
        STEP_TYPE_LABELS[step.step_type as SequenceStepType] ?? step.step_type
      }`,
      ...finishOutreachCounts(step, tracking),
    })),
    channels: sumChannels(steps).map(([channel, counts]) => ({
      channel,
      label: CHANNEL_LABELS[channel] ?? 'Other',
      ...finishOutreachCounts(counts, tracking),
    })),
    repliesByDay: fillDays(range.from, range.to, replies),
    mailboxes: mailboxes.map((row) => ({
      mailboxId: row.mailbox_id,
      email: row.email,
      sent: row.sent,
      bounced: row.bounced,
      bounceRate: ratio(row.bounced, row.sent),
    })),
    interviews,
  };
};

const loadInterviews = async (db: Database, scope: ProjectScope) => {
  const [counts, verdicts] = await Promise.all([
    countInterviews(db, scope),
    countVerdicts(db, scope),
  ]);
  return {
    invited: counts.invited,
    completed: counts.completed,
    completionRate: ratio(counts.completed, counts.invited),
    verdicts: VERDICT_STAGES.map((verdict) => ({
      verdict,
      label: STAGE_LABELS[verdict],
      count: verdicts.find((row) => row.verdict === verdict)?.count ?? 0,
    })),
    medianSecondsToComplete: counts.median_seconds,
    p90SecondsToComplete: counts.p90_seconds,
  };
};
