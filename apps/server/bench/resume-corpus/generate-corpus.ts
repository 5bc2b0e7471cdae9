import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { LAYOUTS, HELD_OUT_LAYOUTS, renderHtml } from './corpus-layouts';
import { makePeople } from './corpus-people';
import type { CorpusTruth } from './corpus-truth';

/**
 * node --import tsx apps/server/bench/resume-corpus/generate-corpus.ts [layout…] — regenerates the layout
 * corpus in ./files: each synthetic person in one layout, printed to PDF by Chromium and written
 * as DOCX by LibreOffice from the same HTML, with the truth next to each file. Needs
 * /usr/bin/chromium and soffice (libreoffice-writer); the bench and the tests only read the
 * committed files. Given layouts, only their files are (re)written and the others are kept as
 * committed, so that a new layout does not churn the existing files.
 */
const PEOPLE_PER_LAYOUT = 6;
const SEED = 14;
const OUT = fileURLToPath(new URL('./files/', import.meta.url));

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(LAYOUTS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown layouts: ${unknown.join(', ')}`);
const people = makePeople(LAYOUTS.length * PEOPLE_PER_LAYOUT, SEED);
if (only.length === 0) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'resume-corpus-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage();
  for (const [index, person] of people.entries()) {
    const layout = LAYOUTS[Math.floor(index / PEOPLE_PER_LAYOUT)] as (typeof LAYOUTS)[number];
    if (only.length > 0 && !only.includes(layout)) continue;
    const base = `${layout}--${person.id}`;
    const html = renderHtml(person, layout);
    await page.setContent(html);
    writeFileSync(
      join(OUT, `${base}.pdf`),
      await page.pdf({ format: 'A4', printBackground: true }),
    );
    const htmlPath = join(work, `${base}.html`);
    writeFileSync(htmlPath, html);
    execFileSync(
      'soffice',
      ['--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, htmlPath],
      { stdio: 'ignore' },
    );
    writeFileSync(join(OUT, `${base}.docx`), readFileSync(join(work, `${base}.docx`)));
    const truth: CorpusTruth = {
      layout,
      heldOut: HELD_OUT_LAYOUTS.includes(layout),
      name: person.name,
      email: person.email,
      phone: person.phone,
      title: person.jobs[0]?.title ?? '',
      company: person.jobs[0]?.company ?? '',
      skills: person.skills,
      experience: person.jobs.map((job) => ({ title: job.title, company: job.company })),
    };
    // Written as the repository's Prettier would, so that `npm run lint` passes over the corpus.
    const json = await format(JSON.stringify(truth, null, 2), {
      ...(await resolveConfig(join(OUT, `${base}.json`))),
      parser: 'json',
    });
    writeFileSync(join(OUT, `${base}.json`), json);
    process.stdout.write(`${base}\n`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
