import { toast } from 'sonner';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { allowedTargets } from '@hirelane/domain/pipeline/moves';
import { STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { Avatar } from '../../../components/ui/avatar';
import { useMoveCandidates } from '../../pipeline/api/move-candidates';
import { MoveMenu } from '../../pipeline/components/move-menu';
import { SourceBadge, StageBadge } from '../../pipeline/components/stage-badge';
import { moveSummary } from '../../pipeline/move-rules';

export const headline = (profile: Candidate['profile']): string =>
  profile.designation && profile.current_company
    ? `${profile.designation} at ${profile.current_company}`
    : (profile.designation ?? profile.current_company ?? '');

export const locationOf = (profile: Candidate['profile']): string =>
  [profile.current_city, profile.country].filter(Boolean).join(', ');

/** Name, headline, location, source and stage, with a Move menu of the allowed targets. */
export function CandidateHeader({
  candidate,
  projectId,
}: {
  candidate: Candidate;
  projectId: string;
}) {
  const move = useMoveCandidates(projectId);
  const name = candidate.full_name || 'Unnamed candidate';
  const title = headline(candidate.profile);
  const location = locationOf(candidate.profile);
  const stage = candidate.stage;

  const onMove = async (toStage: NonNullable<Candidate['stage']>) => {
    try {
      const answer = await move.mutateAsync({ candidateIds: [candidate._id], toStage });
      if (answer.refused > 0) toast.warning(moveSummary(answer), { duration: 6000 });
      else toast.success(`${name} moved to ${STAGE_LABELS[toStage]}.`, { duration: 6000 });
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };

  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-start sm:p-6">
      <Avatar src={null} name={name} size="lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-2xl font-bold break-words text-stone-900">{name}</h1>
        {title ? <p className="text-stone-700">{title}</p> : null}
        {location ? <p className="text-sm text-stone-600">{location}</p> : null}
        <div className="flex flex-wrap items-center gap-2 pt-2">
          <SourceBadge source={candidate.source} submittedBy={candidate.submitted_by} />
          {stage ? <StageBadge stage={stage} subStage={candidate.sub_stage} /> : null}
        </div>
      </div>
      {stage ? (
        <MoveMenu
          targets={allowedTargets(stage)}
          onMove={(target) => void onMove(target)}
          pending={move.isPending}
          accessibleName={`Move ${name} to`}
          emptyText={`A candidate in ${STAGE_LABELS[stage]} cannot be moved.`}
        />
      ) : null}
    </header>
  );
}
