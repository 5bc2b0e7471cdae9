import {
  internationalPhone,
  type ManualCandidate,
} from '@hirelane/domain/candidates/manual-candidate.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { submitToProject } from './submit-to-project';

/** The partner's submit form: the Add candidate form's person, in one transaction. */
export const submitByForm = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: ManualCandidate,
): Promise<{ submissionId: string }> => {
  const phone =
    input.phone_country && input.phone_number
      ? internationalPhone(input.phone_country, input.phone_number)
      : null;
  return db.transaction((tx) =>
    submitToProject(
      tx,
      tenant,
      userId,
      projectId,
      {
        first_name: input.first_name,
        last_name: input.last_name,
        full_name: null,
        email: input.email,
        linkedin_url: input.linkedin_url,
        current_company: input.current_company,
        designation: input.designation,
        current_city: input.current_city,
        country: null,
        normalized_title: null,
        phone_numbers: phone ? [phone] : [],
        skills: [],
        summary: null,
        experience: [],
        education: [],
      },
      input.note,
    ),
  );
};
