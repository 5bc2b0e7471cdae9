import { COUNTRIES } from '@hirelane/domain/phone/countries';
import { careerPagePath } from '@hirelane/domain/careers/career-page.schema';
import { employmentWord, remoteWord } from '@hirelane/domain/careers/job-posting';
import { html, type SafeHtml } from './html';
import type { CareerWorkspace, PublishedJob } from './career-page-store';

export const CAREER_STYLESHEET_PATH = '/careers/_/style.css';
export const careerLogoPath = (slug: string) => `/careers/${slug}/logo`;
/** The workspace's colours as a stylesheet of their own: the CSP allows no inline style. */
export const careerThemePath = (workspace: CareerWorkspace) =>
  `/careers/${workspace.slug}/theme.css?v=${(workspace.brandColor ?? '').slice(1)}`;

const page = (
  title: string,
  body: SafeHtml,
  head: SafeHtml | null = null,
  workspace: CareerWorkspace | null = null,
): string =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <meta name="description" content="${title}" />
        <link rel="stylesheet" href="${CAREER_STYLESHEET_PATH}" />
        ${
          workspace?.brandColor
            ? html`<link rel="stylesheet" href="${careerThemePath(workspace)}" />`
            : null
        }
        ${head}
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;

const header = (workspace: CareerWorkspace) =>
  html`<header class="brand">
    <a href="${careerPagePath(workspace.slug)}">
      ${
        workspace.logoUrl
          ? html`<img src="${careerLogoPath(workspace.slug)}" alt="" width="40" height="40" />`
          : html`<span class="mark" aria-hidden="true"
              >${workspace.name.slice(0, 1).toUpperCase()}</span
            >`
      }
      <span>${workspace.name} careers</span>
    </a>
  </header>`;

const facts = (job: PublishedJob) =>
  [job.location, remoteWord(job.remotePolicy), employmentWord(job.employmentType)].filter(
    (fact): fact is string => !!fact,
  );

export const listingPage = (workspace: CareerWorkspace, jobs: PublishedJob[]): string =>
  page(
    `Jobs at ${workspace.name}`,
    html`${header(workspace)}
      <main>
        <h1>Open positions</h1>
        ${
          jobs.length === 0
            ? html`<p class="empty">
                There are no open positions right now. Please check again later.
              </p>`
            : html`<ul class="jobs">
                ${jobs.map(
                  (job) =>
                    html`<li>
                      <a href="${careerPagePath(workspace.slug, job.projectId)}">
                        <span class="title">${job.title}</span>
                        <span class="facts">${facts(job).join(' · ')}</span></a
                      >
                    </li>`,
                )}
              </ul>`
        }
      </main>`,
    null,
    workspace,
  );

export type ApplyFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The signed "started" field for this rendering of the form. */
  started: string;
  /** A message about the whole form (too fast, the file refused). */
  message?: string | undefined;
};

const fieldError = (state: ApplyFormState, name: string) =>
  state.errors[name] ? html`<p class="error" id="${name}-error">${state.errors[name]}</p>` : null;

const described = (state: ApplyFormState, name: string) =>
  state.errors[name] ? html` aria-invalid="true" aria-describedby="${name}-error"` : null;

const input = (
  state: ApplyFormState,
  name: string,
  label: string,
  type: string,
  extra: SafeHtml | null = null,
) =>
  html`<div class="field">
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${state.values[name] ?? ''}"
      ${described(state, name)}${extra}
    />
    ${fieldError(state, name)}
  </div>`;

// Fifty options: kept on one line each (Prettier would spread every one over five).
// prettier-ignore
const countryOptions = (selected: string | undefined) =>
  COUNTRIES.map(
    (country) =>
      html`<option value="${country.short_name}"${country.short_name === selected ? html` selected` : null}>${country.country_name} (${country.phone_code})</option>
`,
  );

const applyForm = (action: string, state: ApplyFormState) =>
  html`<form method="post" action="${action}" enctype="multipart/form-data" novalidate>
    <h2 id="apply">Apply for this job</h2>
    ${state.message ? html`<p class="alert" role="alert">${state.message}</p>` : null}
    ${input(state, 'full_name', 'Full name', 'text', html` autocomplete="name" required`)}
    ${input(state, 'email', 'E-mail', 'email', html` autocomplete="email" required`)}
    <fieldset class="phone">
      <legend>Phone (optional)</legend>
      <div class="field">
        <label for="phone_country">Country</label>
        <select id="phone_country" name="phone_country" ${described(state, 'phone_country')}>
          <option value="">Choose a country</option>
          ${countryOptions(state.values.phone_country)}
        </select>
        ${fieldError(state, 'phone_country')}
      </div>
      ${input(state, 'phone_number', 'Number', 'tel', html` autocomplete="tel-national"`)}
    </fieldset>
    ${input(state, 'linkedin_url', 'LinkedIn profile URL (optional)', 'url', html` placeholder="https://www.linkedin.com/in/…"`)}
    <div class="field">
      <label for="resume">Resume (PDF or Word .docx, at most 10 MB, optional)</label>
      <input
        id="resume"
        name="resume"
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        ${described(state, 'resume')}
      />
      ${fieldError(state, 'resume')}
    </div>
    <div class="trap" aria-hidden="true">
      <label for="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabindex="-1" autocomplete="off" value="" />
    </div>
    <input type="hidden" name="started" value="${state.started}" />
    <div class="field check">
      <input
        id="consent"
        name="consent"
        type="checkbox"
        value="yes"
        ${state.values.consent === 'yes' ? html` checked` : null}${described(state, 'consent')}
      />
      <label for="consent"
        >I agree that the team may keep my details to consider my application.</label
      >
      ${fieldError(state, 'consent')}
    </div>
    <button type="submit">Send application</button>
  </form>`;

export const jobPage = (
  workspace: CareerWorkspace,
  job: PublishedJob,
  state: ApplyFormState,
  jobPosting: SafeHtml,
): string =>
  page(
    `${job.title} at ${job.company ?? workspace.name}`,
    html`${header(workspace)}
      <main>
        <p class="back"><a href="${careerPagePath(workspace.slug)}">All positions</a></p>
        <h1>${job.title}</h1>
        <p class="facts">${[job.company, ...facts(job)].filter(Boolean).join(' · ')}</p>
        ${job.description ? html`<div class="description">${job.description.split(/\n{2,}/).map((paragraph) => html`<p>${paragraph}</p>`)}</div>` : null}
        ${
          job.mustHaveSkills.length > 0
            ? html`<h2>What you bring</h2>
                <ul class="skills">
                  ${job.mustHaveSkills.map((skill) => html`<li>${skill}</li>`)}
                </ul>`
            : null
        }
        ${applyForm(`${careerPagePath(workspace.slug, job.projectId)}/apply`, state)}
      </main>`,
    html`<script type="application/ld+json">
      ${jobPosting}
    </script>`,
    workspace,
  );

export const thanksPage = (workspace: CareerWorkspace, job: PublishedJob): string =>
  page(
    `Application sent: ${job.title}`,
    html`${header(workspace)}
      <main>
        <h1>Thank you for applying</h1>
        <p>
          We received your application for <strong>${job.title}</strong>. We sent a confirmation to
          your e-mail address, and the team will get back to you.
        </p>
        <p><a href="${careerPagePath(workspace.slug)}">See all positions</a></p>
      </main>`,
    null,
    workspace,
  );

export const messagePage = (title: string, text: string): string =>
  page(
    title,
    html`<main>
      <h1>${title}</h1>
      <p>${text}</p>
    </main>`,
  );
