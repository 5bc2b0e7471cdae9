/*
 * LinkedIn-shaped pages of the e2e fixture site (decision 044): the signed-in member in the global
 * nav, a profile top card whose Connect → "Add a note" → Send flow works as LinkedIn's does and
 * posts what was sent to the site (so the test reads it), and a messaging thread.
 */

export type FixtureMember = { name: string; slug: string };

const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const memberNav = (member: FixtureMember) => `<header class="global-nav"><nav><ul>
  <li class="global-nav__me"><button type="button" class="global-nav__primary-link">
    <img class="global-nav__me-photo" alt="${escapeHtml(member.name)}" src="data:," /><span>Me</span></button>
    <div class="global-nav__me-content" hidden>
      <a href="/in/${member.slug}/"><div class="t-16 t-black t-bold">${escapeHtml(member.name)}</div>
      <div class="t-14 t-black t-normal">Recruiter at Fixture Talent</div></a>
    </div></li>
</ul></nav></header>`;

/** LinkedIn's invitation flow, as a page script: the extension clicks and types as a person would. */
const INVITE_SCRIPT = `<script>
const slug = location.pathname.split('/')[2];
const button = (label, text) => { const b = document.createElement('button'); b.type = 'button';
  b.setAttribute('aria-label', label); b.textContent = text; return b; };
document.addEventListener('click', (event) => {
  const target = event.target.closest('button'); if (!target) return;
  const label = target.getAttribute('aria-label') || '';
  if (/^Invite .+ to connect$/.test(label)) {
    const dialog = document.createElement('div'); dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Add a note to your invitation?');
    dialog.append(button('Add a note', 'Add a note'), button('Send without a note', 'Send without a note'));
    setTimeout(() => document.body.append(dialog), 300);
  } else if (label === 'Add a note') {
    const dialog = target.closest('[role="dialog"]');
    const box = document.createElement('textarea'); box.name = 'message'; box.id = 'custom-message';
    const send = button('Send invitation', 'Send'); send.disabled = true;
    box.addEventListener('input', () => { send.disabled = box.value.length === 0; });
    dialog.replaceChildren(box, send);
  } else if (label === 'Send invitation' || label === 'Send without a note') {
    const box = document.querySelector('#custom-message');
    const note = box ? box.value : null;
    fetch('/__sent', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'invitation', profile: slug, note }) }).then(() => {
      target.closest('[role="dialog"]').remove();
      document.querySelector('[aria-label^="Invite"]').replaceWith(
        button('Pending, click to withdraw invitation sent to ' + document.querySelector('h1').textContent, 'Pending'));
    });
  }
});
</script>`;

/** A profile page under /in/<slug>: top card, experience, skills, and the member's nav. */
export const profilePage = (slug: string, name: string, member: FixtureMember) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${escapeHtml(name)} | LinkedIn</title>
<link rel="canonical" href="https://www.linkedin.com/in/${slug}/" /></head>
<body>${memberNav(member)}<main>
  <section class="artdeco-card pv-top-card">
    <h1 class="text-heading-xlarge">${escapeHtml(name)}</h1>
    <div class="text-body-medium break-words">Platform Engineer at Fixture Corp</div>
    <span class="text-body-small inline t-black--light">Lisbon, Portugal</span>
    <span class="distance-badge"><span class="dist-value">2nd</span></span>
    <div class="pvs-profile-actions">
      <button type="button" aria-label="Invite ${escapeHtml(name)} to connect">Connect</button>
      <button type="button" aria-label="Follow ${escapeHtml(name)}">Follow</button>
    </div>
  </section>
  <section class="artdeco-card"><div id="experience"></div><ul>
    <li class="artdeco-list__item"><span aria-hidden="true">Platform Engineer</span>
      <span aria-hidden="true">Fixture Corp · Full-time</span>
      <span aria-hidden="true">Jan 2022 - Present · 3 yrs</span></li>
  </ul></section>
  <section class="artdeco-card"><div id="skills"></div><ul>
    <li class="artdeco-list__item"><span aria-hidden="true">Terraform</span></li>
  </ul></section>
</main>${INVITE_SCRIPT}</body></html>`;

/** A messaging thread where the person at /in/<from> wrote `text` (LinkedIn's message list shape). */
export const messagingPage = (
  from: string,
  name: string,
  text: string,
  sentAt: string,
  member: FixtureMember,
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Messaging | LinkedIn</title></head>
<body>${memberNav(member)}<main class="msg-thread">
  <h1 class="msg-entity-lockup__entity-title">${escapeHtml(name)}</h1>
  <ul class="msg-s-message-list-content">
    <li class="msg-s-message-list__event"><div class="msg-s-message-group">
      <a class="msg-s-message-group__profile-link" href="/in/${from}/">${escapeHtml(name)}</a>
      <time datetime="${sentAt}">${sentAt}</time>
      <p class="msg-s-event-listitem__body">${escapeHtml(text)}</p>
    </div></li>
  </ul>
</main></body></html>`;

/** LinkedIn's sign-in page, where a signed-out member lands (/login). */
export const signInPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>LinkedIn Login</title></head>
<body><main><h1>Sign in</h1><form class="login__form">
  <label>Email <input name="session_key" /></label><button type="submit">Sign in</button>
</form></main></body></html>`;
