/**
 * Behaves like LinkedIn's profile page on a static fixture (jsdom runs no page scripts): the
 * invitation dialog, the note box, the message overlay with its conversation (the fixture's
 * `template#fixture-conversation`, else a new empty one; none with `conversation: false`), and
 * Follow turning into Following. Records what was sent so tests read it.
 */
export type Sent = { invitations: { note: string | null }[]; messages: string[] };

const conversationOf = (doc: Document): Element => {
  const saved = doc.querySelector<HTMLTemplateElement>('template#fixture-conversation');
  const list = saved?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (list) return list;
  const empty = doc.createElement('ul');
  empty.className = 'msg-s-message-list-content';
  return empty;
};

export const simulateLinkedin = (doc: Document, options: { conversation?: boolean } = {}): Sent => {
  const sent: Sent = { invitations: [], messages: [] };
  const actions = doc.querySelector('.pvs-profile-actions');
  const button = (label: string, text: string) => {
    const element = doc.createElement('button');
    element.setAttribute('aria-label', label);
    element.textContent = text;
    return element;
  };
  doc.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('button');
    const label = target?.getAttribute('aria-label') ?? target?.textContent ?? '';
    if (!target) return;
    if (/^Invite .+ to connect$/.test(label)) {
      const dialog = doc.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.append(
        button('Add a note', 'Add a note'),
        button('Send without a note', 'Send without a note'),
      );
      doc.body.append(dialog);
    } else if (label === 'Add a note') {
      const dialog = target.closest('[role="dialog"]') as HTMLElement;
      const box = doc.createElement('textarea');
      box.name = 'message';
      const send = button('Send invitation', 'Send');
      send.disabled = true;
      box.addEventListener('input', () => (send.disabled = box.value.length === 0));
      dialog.replaceChildren(box, send);
    } else if (label === 'Send invitation' || label === 'Send without a note') {
      const box = doc.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
      sent.invitations.push({ note: box ? box.value : null });
      target.closest('[role="dialog"]')?.remove();
      doc
        .querySelector('[aria-label^="Invite"]')
        ?.replaceWith(
          button('Pending, click to withdraw invitation sent to Sam Candidate', 'Pending'),
        );
    } else if (/^Follow /.test(label)) {
      target.replaceWith(button('Following Sam Candidate', 'Following'));
    } else if (/^Message /.test(label)) {
      const form = doc.createElement('form');
      const box = doc.createElement('div');
      box.className = 'msg-form__contenteditable';
      box.setAttribute('contenteditable', 'true');
      box.setAttribute('role', 'textbox');
      const send = doc.createElement('button');
      send.type = 'submit';
      send.className = 'msg-form__send-button';
      send.textContent = 'Send';
      form.append(box, send);
      form.addEventListener('submit', (submit) => submit.preventDefault());
      const overlay = doc.createElement('div');
      overlay.className = 'msg-overlay-conversation-bubble';
      if (options.conversation !== false) overlay.append(conversationOf(doc));
      send.addEventListener('click', () => {
        sent.messages.push(
          Array.from(box.querySelectorAll('p'))
            .map((p) => p.textContent)
            .join('\n'),
        );
        box.replaceChildren();
      });
      overlay.append(form);
      doc.body.append(overlay);
    }
  });
  void actions;
  return sent;
};
