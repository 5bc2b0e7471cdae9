import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** SPEC 2.3 and 9: modals are 500 px wide by default, at most 1280 px, or full height. */
export const MODAL_DEFAULT_WIDTH_PX = 500;
export const MODAL_MAX_WIDTH_PX = 1280;

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  width?: number;
  fullHeight?: boolean;
  children?: ReactNode;
};

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  width = MODAL_DEFAULT_WIDTH_PX,
  fullHeight = false,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          className={`fixed left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none ${
            fullHeight ? 'inset-y-4' : 'top-1/2 max-h-[calc(100vh-2rem)] -translate-y-1/2'
          }`}
          style={{ maxWidth: Math.min(width, MODAL_MAX_WIDTH_PX) }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-stone-600">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
