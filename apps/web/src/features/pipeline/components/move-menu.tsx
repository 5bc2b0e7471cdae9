import { stageTone } from '@hirelane/domain/pipeline/stage-colors';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import { buttonClasses } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { TONE_DOTS } from './stage-badge';
import { ChevronDownIcon } from '../../../components/ui/icons';

type MoveMenuProps = {
  targets: readonly CandidateStage[];
  onMove: (target: CandidateStage) => void;
  pending?: boolean;
  /** The trigger's text; its accessible name adds what is moved. */
  label?: string;
  accessibleName?: string;
  /** Shown in the menu when no target fits. */
  emptyText?: string;
  disabled?: boolean;
};

/** "Move to" menu offering only the allowed target stages (SPEC 4.5). */
export function MoveMenu({
  targets,
  onMove,
  pending = false,
  label = 'Move to',
  accessibleName,
  emptyText = 'No stage this candidate can move to.',
  disabled = false,
}: MoveMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled || pending}
        aria-label={accessibleName}
        className={buttonClasses('secondary')}
      >
        {pending ? <Spinner /> : null}
        {label}
        <ChevronDownIcon />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        {targets.length === 0 ? (
          <DropdownMenuNote>{emptyText}</DropdownMenuNote>
        ) : (
          targets.map((target) => (
            <DropdownMenuItem key={target} onSelect={() => onMove(target)}>
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${TONE_DOTS[stageTone(target)]}`}
              />
              {STAGE_LABELS[target]}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
