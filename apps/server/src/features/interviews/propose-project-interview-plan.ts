import type { PlanProposal } from '@hirelane/domain/interviews/interview-design.schema';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { LlmError } from '../../integrations/llm/text-provider';
import { loadInterviewJob, loadInterviewProject } from './interview-project';
import { InvalidPlanError, writePlanWithModel } from './interview-plan-model';
import { planWriterOf } from './plan-writer';

export const INVALID_TWICE_NOTE =
  'The AI model’s plan did not follow the plan format twice, so the built-in question bank wrote this one.';
export const modelFailedNote = (reason: string) =>
  `The AI model could not write the plan this time (${reason}), so the built-in question bank wrote this one.`;

/**
 * A proposed plan for the charlie project's job (not saved): written by the configured model, or
 * by the built-in question bank without one or when the model fails, with a note saying why.
 */
export const proposeProjectInterviewPlan = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
): Promise<PlanProposal> => {
  const access = await loadInterviewProject(app.db, tenant, projectId, { edit: true });
  const job = await loadInterviewJob(app.db, tenant.workspaceId, access);
  if (planWriterOf(app.text) === 'model') {
    try {
      return { plan: await writePlanWithModel(app.text, job), written_by: 'model', note: null };
    } catch (error) {
      if (error instanceof InvalidPlanError)
        return {
          plan: proposeInterviewPlan(job),
          written_by: 'question_bank',
          note: INVALID_TWICE_NOTE,
        };
      if (!(error instanceof LlmError)) throw error;
      return {
        plan: proposeInterviewPlan(job),
        written_by: 'question_bank',
        note: modelFailedNote(error.message),
      };
    }
  }
  return { plan: proposeInterviewPlan(job), written_by: 'question_bank', note: null };
};
