import { type ActionOutcome, failed, outcome } from './action-outcome';
import { topCardOf } from './connection-state';
import { findButton, isClickable, typeText, valueOf, waitFor } from './dom';
import { LABELS, SELECTORS } from './selectors';

/** auto_linkedin_message_send: Message, type the text, Send; done when the box was sent (emptied). */
export const sendMessage = async (doc: Document, text: string | null): Promise<ActionOutcome> => {
  if (!text) return failed('The message step has no text to send.');
  const card = doc.querySelector(SELECTORS.topCardActions) ?? topCardOf(doc);
  const open = findButton(card, LABELS.message);
  if (!isClickable(open))
    return failed('No Message button on the profile (LinkedIn may have changed the page).');
  open.click();
  const box = await waitFor(() => doc.querySelector<HTMLElement>(SELECTORS.messageBox));
  if (!box) return failed('Clicked Message but no message box opened.');
  typeText(box, text);
  if (valueOf(box).trim() !== text.trim())
    return failed('The message could not be typed into the message box.');
  const send = await waitFor(() => {
    const button =
      doc.querySelector<HTMLElement>(SELECTORS.messageSend) ??
      findButton(box.closest('form'), LABELS.send);
    return isClickable(button) ? button : null;
  });
  if (!send) return failed('The message box has no Send button that can be clicked.');
  send.click();
  const emptied = await waitFor(() => (valueOf(box).trim() === '' ? true : null), 8000);
  return emptied
    ? outcome('done', 'Message sent.')
    : failed('Clicked Send but the message stayed in the box.');
};
