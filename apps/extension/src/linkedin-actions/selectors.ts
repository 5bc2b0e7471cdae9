/**
 * Every selector the LinkedIn actions use, in one place (LinkedIn changes its pages: a change is
 * fixed here and in the fixture pages). Buttons are found by their accessible label first, as a
 * person finds them by what they say, then by their visible text.
 */
export const SELECTORS = {
  /** The profile's top card: the name proves the profile page loaded. */
  topCard: '.pv-top-card, .scaffold-layout__main section.artdeco-card',
  topCardName: '.pv-top-card h1, h1.text-heading-xlarge',
  /** The distance badge of the top card: "1st", "2nd", "3rd+". */
  degree: '.pv-top-card .dist-value, .distance-badge .dist-value',
  topCardActions: '.pv-top-card, .pvs-profile-actions, .pv-top-card-v2-ctas',
  /** The invitation dialog. */
  dialog: '[role="dialog"]',
  noteTextarea: 'textarea[name="message"], textarea#custom-message',
  /** The message overlay: a contenteditable box and its send button. */
  messageBox:
    '.msg-form__contenteditable[contenteditable="true"], [role="textbox"][contenteditable="true"]',
  messageSend: 'button.msg-form__send-button, button[type="submit"].msg-form__send-btn',
  /** The overlay's conversation (earlier messages, both sides) and one message's text. */
  messageList: '.msg-s-message-list-content',
  messageBody: '.msg-s-event-listitem__body',
} as const;

/** Labels LinkedIn gives the top card's buttons (aria-label starts with them, or the text is). */
export const LABELS = {
  connect: /^(connect|invite .+ to connect)$/i,
  follow: /^(follow|follow .+)$/i,
  following: /^(following|unfollow .+|following .+)$/i,
  message: /^(message|message .+)$/i,
  pending: /^(pending|pending, click to withdraw .+)$/i,
  more: /^(more|more actions)$/i,
  addNote: /^add a note$/i,
  sendInvitation: /^(send|send now|send invitation|send without a note)$/i,
  send: /^send$/i,
} as const;
