import { CHIP_CLASSES, type VariableOption } from '../../lib/message-editor-variables';

type TypedVariableListProps = {
  id: string;
  fieldLabel: string;
  matches: readonly VariableOption[];
  active: number;
  onPick: (name: string) => void;
};

export const typedOptionId = (listId: string, name: string) => `${listId}-${name}`;

/**
 * The variables matching what follows a typed `{{`. Focus stays in the editor (it points here
 * with aria-activedescendant), so every keystroke keeps landing in the text.
 */
export function TypedVariableList({
  id,
  fieldLabel,
  matches,
  active,
  onPick,
}: TypedVariableListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={`Variables for ${fieldLabel}`}
      className="absolute inset-x-2 top-full z-[60] mt-1 max-h-60 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
    >
      {matches.map((option, index) => (
        <li
          key={option.name}
          id={typedOptionId(id, option.name)}
          role="option"
          aria-selected={index === active}
          // Keeps the editor focused (and its cursor where it was) while the mouse picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option.name)}
          className={`flex min-h-9 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm text-stone-800 ${
            index === active ? 'bg-orange-50' : 'hover:bg-stone-50'
          }`}
        >
          {option.kind === 'opener' ? (
            <span className={CHIP_CLASSES.opener}>{option.label}</span>
          ) : (
            <span>{option.label}</span>
          )}
          <span className="font-mono text-xs text-stone-500">{`{{${option.name}}}`}</span>
        </li>
      ))}
    </ul>
  );
}
