import { type ActionOutcome, failed, outcome } from './action-outcome';
import { topCardOf } from './connection-state';
import { findSentMessage } from './conversation-check';
import { findButton, isClickable, typeText, valueOf, waitFor } from './dom';
import { LABELS, SELECTORS } from './selectors';

export const ALREADY_SENT_DETAIL = 'Already sent by an earlier attempt: not sent again.';
export const UNCHECKED_DETAIL =
  'An earlier attempt may have sent this message and the conversation could not be read to check: not sent again.';

/**
 * auto_linkedin_message_send: Message, type the text, Send; done when the box was sent (emptied).
 * With `checkFirst` (an earlier attempt may have sent it) the conversation is read first: the
 * exact text there is done without sending, an unreadable conversation fails rather than risk
 * sending twice.
 */
export const sendMessage = async (
  doc: Document,
  text: string | null,
  checkFirst = false,
): Promise<ActionOutcome> => {
  if (!text) return failed('The message step has no text to send.');
  const card = doc.querySelector(SELECTORS.topCardActions) ?? topCardOf(doc);
  const open = findButton(card, LABELS.message);
  if (!isClickable(open))
    return failed('No Message button on the profile (LinkedIn may have changed the page).');
  open.click();
  const box = await waitFor(() => doc.querySelector<HTMLElement>(SELECTORS.messageBox));
  if (!box) return failed('Clicked Message but no message box opened.');
  if (checkFirst) {
    const check = await findSentMessage(doc, text);
    if (check === 'sent') return outcome('done', ALREADY_SENT_DETAIL);
    if (check === 'unreadable') return failed(UNCHECKED_DETAIL);
  }
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
