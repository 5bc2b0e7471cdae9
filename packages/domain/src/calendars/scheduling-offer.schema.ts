import { z } from 'zod';
import { envelope } from '../http/envelope';
import { schedulingLinkSchema } from './scheduling-link.schema';

/** The verdicts that offer an interview slot once a person approves (issue 22). */
export const OFFERING_VERDICTS = ['strong_hire', 'hire'] as const;

export const schedulingOfferParams = z.object({ projectId: z.uuid(), offerId: z.uuid() });

/** POST /api/project/{projectId}/scheduling-offer/{offerId}/approve: the link made and e-mailed. */
export const approveSchedulingOfferResponse = envelope(schedulingLinkSchema);

export const OFFER_NOT_FOUND = 'This interview slot offer does not exist.';
export const OFFER_DECIDED = 'This offer was already approved or dismissed.';
