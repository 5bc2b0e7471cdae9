import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { CHIP_CLASSES, type VariableOption } from '../../lib/message-editor-variables';

type VariableMenuProps = {
  fieldLabel: string;
  options: readonly VariableOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (name: string) => void;
  /** Called instead of returning focus to the trigger, so typing continues in the editor. */
  onClosed: () => void;
};

/** "Insert variable": each template variable as a chip-to-be, the opener as its badge. */
export function VariableMenu({
  fieldLabel,
  options,
  open,
  onOpenChange,
  onPick,
  onClosed,
}: VariableMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger
        aria-label={`Insert variable into ${fieldLabel}`}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-orange-800 hover:bg-orange-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        <span aria-hidden="true" className="font-mono text-xs">
          {'{ }'}
        </span>
        Insert variable
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        className="max-h-72 min-w-56"
      >
        {options.map((option) => (
          <DropdownMenuItem
            key={option.name}
            onSelect={() => onPick(option.name)}
            className="justify-between"
          >
            {option.kind === 'opener' ? (
              <span className={CHIP_CLASSES.opener}>{option.label}</span>
            ) : (
              <span>{option.label}</span>
            )}
            <span className="font-mono text-xs text-stone-500">{`{{${option.name}}}`}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
