import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { stageTone } from '@hirelane/domain/pipeline/stage-colors';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import { buttonClasses } from '../../../components/ui/button';
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={disabled || pending}
        aria-label={accessibleName}
        className={buttonClasses('secondary')}
      >
        {pending ? <Spinner /> : null}
        {label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-40 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          {targets.length === 0 ? (
            <p className="max-w-60 px-3 py-2 text-sm text-stone-600">{emptyText}</p>
          ) : (
            targets.map((target) => (
              <DropdownMenu.Item
                key={target}
                onSelect={() => onMove(target)}
                className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900"
              >
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${TONE_DOTS[stageTone(target)]}`}
                />
                {STAGE_LABELS[target]}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
