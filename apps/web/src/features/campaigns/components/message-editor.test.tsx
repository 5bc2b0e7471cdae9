import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubEditorLayout } from '../lib/message-editor-test-dom';
import { MessageEditor, type MessageEditorProps } from './message-editor';

const VARIABLES = [
  { name: 'first_name', label: 'First name' },
  { name: 'job_title', label: 'Job title' },
];

function Controlled(props: Partial<MessageEditorProps> & { onValue?: (value: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState(props.value ?? '');
  return (
    <MessageEditor
      id="body"
      label="Message"
      mode="rich"
      variables={VARIABLES}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

beforeAll(stubEditorLayout);

describe('MessageEditor', () => {
  it('shows placeholders as chips with their labels', () => {
    render(<Controlled value={'Hi {{first_name}},\nabout {{ice_breaker}}'} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const chip = within(box).getByText('First name');
    expect(chip).toHaveAttribute('data-variable', 'first_name');
    expect(chip).toHaveAttribute('title', '{{first_name}}');
    expect(within(box).getByText('Personalized Opener')).toHaveAttribute(
      'data-variable',
      'ice_breaker',
    );
    expect(box.querySelectorAll('p')).toHaveLength(2);
  });

  it('inserts a chosen variable as {{name}}', async () => {
    const onValue = vi.fn();
    render(<Controlled value="Hello " onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Insert variable into Message' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Job title/ }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(expect.stringContaining('{{job_title}}')),
    );
    expect(
      within(screen.getByRole('textbox', { name: 'Message' })).getByText('Job title'),
    ).toBeInTheDocument();
  });

  it('counts characters, placeholders as written, and turns red over the limit', () => {
    const { rerender } = render(
      <MessageEditor
        id="note"
        label="Note"
        mode="plain"
        value="Hi {{first_name}}"
        onChange={() => undefined}
        variables={VARIABLES}
        maxLength={20}
      />,
    );
    expect(screen.getByText(/17 \/ 20/)).toHaveAttribute('aria-live', 'polite');
    rerender(
      <MessageEditor
        id="note"
        label="Note"
        mode="plain"
        value="Hi {{first_name}}, great!"
        onChange={() => undefined}
        variables={VARIABLES}
        maxLength={20}
      />,
    );
    const counter = screen.getByText(/25 \/ 20/);
    expect(counter).toHaveClass('text-red-700');
    expect(counter).toHaveTextContent('5 over the limit');
  });

  it('wires the label, the error and the counter to the editor', () => {
    render(
      <MessageEditor
        id="subject"
        label="Subject"
        mode="plain"
        singleLine
        value=""
        onChange={() => undefined}
        variables={VARIABLES}
        maxLength={200}
        error="This field is required."
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Subject' });
    expect(box).toHaveAttribute('id', 'subject');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'subject-error subject-counter');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });

  it('emits typed text in plain mode', async () => {
    const onValue = vi.fn();
    render(<Controlled mode="plain" value="" onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hey');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('Hey'));
  });

  // In user-event "{{" types one "{".
  it('keeps a whole variable typed by hand, the list open on {{ taking no keystroke', async () => {
    const onChange = vi.fn();
    render(<Controlled mode="plain" value="" onValue={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi {{{{');
    expect(screen.getByRole('listbox', { name: 'Variables for Message' })).toBeInTheDocument();
    expect(box).toHaveFocus();
    await userEvent.type(box, 'first_name}}!');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Hi {{first_name}}!'));
    expect(box).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(within(box).getByText('First name')).toHaveAttribute('data-variable', 'first_name');
  });

  it('keeps a typed variable in rich text too', async () => {
    const onChange = vi.fn();
    render(<Controlled value="" onValue={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi {{{{first_name}}!');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Hi {{first_name}}!'));
  });

  it('filters the list by what follows {{ and inserts the highlighted one on Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled mode="plain" value="" onValue={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi {{{{fir');
    const list = screen.getByRole('listbox', { name: 'Variables for Message' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['First name{{first_name}}']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Hi {{first_name}}'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard(', welcome');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Hi {{first_name}}, welcome'));
  });

  it('moves the highlight with the arrows and inserts a clicked option', async () => {
    const onChange = vi.fn();
    render(<Controlled mode="plain" value="" onValue={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Role: {{{{');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Job title/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(box, 'ti');
    await userEvent.click(screen.getByRole('option', { name: /Job title/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Role: {{job_title}}'));
    expect(box).toHaveFocus();
  });

  it('closes the list on Escape and keeps the typed text', async () => {
    const onChange = vi.fn();
    const onEscape = vi.fn();
    render(
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape();
        }}
      >
        <Controlled mode="plain" value="" onValue={onChange} />
      </div>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi {{{{fir');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The Escape closed the list only (a dialog around the editor stays open).
    expect(onEscape).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('Hi {{fir');
    await userEvent.keyboard('st');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Hi {{first'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('makes the selection bold from the toolbar and stores <strong>', async () => {
    const onValue = vi.fn();
    render(<Controlled value="" onValue={onValue} />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Big');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<strong>Big</strong>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no formatting in plain mode and relabels chips when the variables arrive', () => {
    const { rerender } = render(
      <MessageEditor
        id="msg"
        label="Message"
        mode="plain"
        value="{{job_title}}"
        onChange={() => undefined}
        variables={[]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
    expect(screen.getByText('Job title')).toHaveAttribute('data-variable', 'job_title');
    rerender(
      <MessageEditor
        id="msg"
        label="Message"
        mode="plain"
        value="{{job_title}}"
        onChange={() => undefined}
        variables={[{ name: 'job_title', label: 'Role' }]}
      />,
    );
    expect(screen.getByText('Role')).toHaveAttribute('data-variable', 'job_title');
  });

  it('replaces its content when the value changes from outside', () => {
    const props = {
      id: 'msg',
      label: 'Message',
      mode: 'rich' as const,
      onChange: () => undefined,
      variables: VARIABLES,
    };
    const { rerender } = render(<MessageEditor {...props} value="Original" />);
    rerender(<MessageEditor {...props} value={'From a <em>template</em>\n{{first_name}}'} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.querySelector('em')).toHaveTextContent('template');
    expect(within(box).getByText('First name')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('Original');
  });

  it('keeps every character while the parent re-renders on each keystroke', async () => {
    const onValue = vi.fn();
    render(<Controlled mode="plain" value="" onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi, [[ab');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('Hi, [ab'));
  });
});
