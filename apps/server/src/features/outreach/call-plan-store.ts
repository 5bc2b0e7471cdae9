import type { Executor } from '../../db/client';
import { aiCall } from '../../db/schema/calls';

/** The first attempt of a call step of one enrolment; planned once per (enrolment, step). */
export const insertPlannedCall = async (
  tx: Executor,
  call: {
    workspaceId: string;
    enrollmentId: string;
    stepId: string;
    candidateId: string;
    toNumber: string;
    scheduledAt: Date;
  },
): Promise<void> => {
  await tx
    .insert(aiCall)
    .values({ ...call, attempt: 1, status: 'scheduled' })
    .onConflictDoNothing({ target: [aiCall.enrollmentId, aiCall.stepId, aiCall.attempt] });
};
