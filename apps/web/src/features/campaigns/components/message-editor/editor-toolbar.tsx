import { useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { ImageIcon, LinkIcon, ListIcon, ListOrderedIcon } from '../../../../components/ui/icons';
import { AddressForm } from './address-form';

type ToolButtonProps = {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function ToolButton({ label, pressed, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keeps the editor's selection while the pointer presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`grid size-8 place-items-center rounded-md text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
        pressed ? 'bg-orange-100 text-orange-900' : 'text-stone-700 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}

/** B, I, U, lists, link and image: the formatting SPEC 5 allows. */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [form, setForm] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });
  const chain = () => editor.chain().focus();
  const close = () => {
    setForm(null);
    editor.commands.focus();
  };

  const applyLink = (href: string) => {
    if (editor.state.selection.empty && !state.link)
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setForm(null);
  };

  return (
    <div className="border-b border-stone-200">
      <div
        role="group"
        aria-label={`${label} formatting`}
        className="flex flex-wrap items-center gap-0.5 px-2 py-1"
      >
        <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <span aria-hidden="true" className="font-bold">
            B
          </span>
        </ToolButton>
        <ToolButton
          label="Italic"
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <span aria-hidden="true" className="font-serif italic">
            I
          </span>
        </ToolButton>
        <ToolButton
          label="Underline"
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <span aria-hidden="true" className="underline">
            U
          </span>
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />
        <ToolButton
          label="Bulleted list"
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <ListIcon />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrderedIcon />
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />
        <ToolButton
          label="Link"
          pressed={state.link || form === 'link'}
          onClick={() => setForm(form === 'link' ? null : 'link')}
        >
          <LinkIcon />
        </ToolButton>
        <ToolButton
          label="Image"
          pressed={form === 'image'}
          onClick={() => setForm(form === 'image' ? null : 'image')}
        >
          <ImageIcon />
        </ToolButton>
      </div>
      {form === 'link' ? (
        <AddressForm
          key="link"
          kind="link"
          initial={state.href}
          onApply={applyLink}
          onRemove={
            state.link
              ? () => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setForm(null);
                }
              : undefined
          }
          onCancel={close}
        />
      ) : form === 'image' ? (
        <AddressForm
          key="image"
          kind="image"
          initial=""
          onApply={(src) => {
            chain().setImage({ src }).run();
            setForm(null);
          }}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
