import { type ActionOutcome, failed, outcome } from './action-outcome';
import { readConnectionState } from './connection-state';
import { findButton, isClickable, typeText, valueOf, waitFor } from './dom';
import { openMoreMenu } from './follow-profile';
import { LABELS, SELECTORS } from './selectors';

/** LinkedIn's limit for an invitation note. */
const NOTE_MAX = 300;

/**
 * auto_linkedin_invite: Connect, "Add a note", type the note, Send; done only when the dialog
 * closed and the page shows the invitation pending. Already connected answers already_connected.
 */
export const sendInvitation = async (
  doc: Document,
  note: string | null,
): Promise<ActionOutcome> => {
  const state = readConnectionState(doc);
  if (state === 'connected') return outcome('already_connected', 'Already connected.');
  if (state === 'pending')
    return outcome('done', 'An invitation to this person was already pending; none sent again.');
  if (note !== null && note.length > NOTE_MAX)
    return failed(`The note has ${note.length} characters; LinkedIn takes at most ${NOTE_MAX}.`);
  const connect = await openMoreMenu(doc, LABELS.connect);
  if (!isClickable(connect))
    return failed('No Connect button on the profile (LinkedIn may have changed the page).');
  connect.click();
  const dialog = await waitFor(() => doc.querySelector<HTMLElement>(SELECTORS.dialog));
  if (!dialog) return failed('Clicked Connect but no invitation dialog opened.');
  if (note) {
    const addNote = findButton(dialog, LABELS.addNote);
    if (!isClickable(addNote)) return failed('The invitation dialog has no "Add a note" button.');
    addNote.click();
    const box = await waitFor(() => doc.querySelector<HTMLTextAreaElement>(SELECTORS.noteTextarea));
    if (!box) return failed('Clicked "Add a note" but no note box appeared.');
    typeText(box, note);
    if (valueOf(box) !== note) return failed('The note could not be typed into the note box.');
  }
  const send = await waitFor(() => {
    const button = findButton(doc.querySelector(SELECTORS.dialog), LABELS.sendInvitation);
    return isClickable(button) ? button : null;
  });
  if (!send) return failed('The invitation dialog has no Send button that can be clicked.');
  send.click();
  const sent = await waitFor(
    () =>
      doc.querySelector(SELECTORS.dialog) === null && readConnectionState(doc) === 'pending'
        ? true
        : null,
    8000,
  );
  return sent
    ? outcome('done', note ? 'Invitation sent with the note.' : 'Invitation sent.')
    : failed('Clicked Send but LinkedIn did not show the invitation as pending.');
};
