import { useId, useRef } from 'react';
import {
  INVITATION_VARIABLE_LABELS,
  INVITATION_VARIABLES,
  type InvitationTemplate,
  type InvitationVariable,
} from '@hirelane/domain/interviews/invitations.schema';
import { TextField } from '../../../components/ui/text-field';

type InvitationEmailEditorProps = {
  template: InvitationTemplate;
  onChange: (next: InvitationTemplate) => void;
  /** The template's problem (no link, unknown variable), or null. */
  error: string | null;
};

/** Subject and body of the invitation, with a chip per variable that inserts it at the cursor. */
export function InvitationEmailEditor({ template, onChange, error }: InvitationEmailEditorProps) {
  const bodyId = useId();
  const body = useRef<HTMLTextAreaElement>(null);

  const insert = (variable: InvitationVariable) => {
    const token = `{{${variable}}}`;
    const area = body.current;
    const start = area?.selectionStart ?? template.body.length;
    const end = area?.selectionEnd ?? template.body.length;
    onChange({
      ...template,
      body: `${template.body.slice(0, start)}${token}${template.body.slice(end)}`,
    });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="space-y-4">
      <TextField
        label="Subject"
        value={template.subject}
        maxLength={200}
        onChange={(event) => onChange({ ...template, subject: event.target.value })}
      />
      <div>
        <label htmlFor={bodyId} className="block text-sm font-medium text-stone-800">
          Message
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2" role="group" aria-label="Insert a variable">
          {INVITATION_VARIABLES.map((variable) => (
            <button
              key={variable}
              type="button"
              className="min-h-9 rounded-full border border-stone-300 bg-stone-50 px-3 text-sm text-stone-800 hover:border-orange-400 hover:bg-orange-50"
              onClick={() => insert(variable)}
            >
              {INVITATION_VARIABLE_LABELS[variable]}
            </button>
          ))}
        </div>
        <textarea
          id={bodyId}
          ref={body}
          rows={12}
          value={template.body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${bodyId}-error` : undefined}
          onChange={(event) => onChange({ ...template, body: event.target.value })}
          className={`mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 font-mono text-base text-stone-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm ${
            error
              ? 'border-red-500 focus:ring-red-200'
              : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
          }`}
        />
        {error ? (
          <p id={`${bodyId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
