import { Modal } from '../../../components/ui/modal';
import { INBOX_SHORTCUTS } from '../inbox-shortcuts';

/** The "?" overlay: every shortcut of the inbox. */
export function ShortcutHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {INBOX_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="contents">
            <dt>
              <kbd className="rounded border border-stone-300 bg-stone-50 px-2 py-0.5 font-mono text-stone-900">
                {shortcut.key}
              </kbd>
            </dt>
            <dd className="text-stone-700">{shortcut.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-600">Shortcuts wait while you type in a field.</p>
    </Modal>
  );
}
