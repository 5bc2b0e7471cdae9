import { parseResume } from '../../src/integrations/resume-parser/parse-resume';
import { CORPUS_FIELDS, loadCorpus, scoreCorpusFile } from './corpus-truth';

const only = process.argv[2];
const verbose = process.argv[3];
const corpus = loadCorpus();
const byLayout = new Map<string, { n: number; fails: Record<string, number> }>();
for (const file of corpus) {
  if (only && only !== 'all' && !only.split(',').includes(file.truth.layout)) continue;
  const result = await parseResume(file.bytes);
  const resume = result.ok ? result.resume : null;
  const score = scoreCorpusFile(file.truth, resume);
  const key = `${file.truth.layout}${file.truth.heldOut ? '*' : ''}/${file.kind}`;
  const entry = byLayout.get(key) ?? { n: 0, fails: {} };
  entry.n += 1;
  for (const field of CORPUS_FIELDS) {
    if (!(score as Record<string, boolean>)[field]) {
      entry.fails[field] = (entry.fails[field] ?? 0) + 1;
      if (verbose && (verbose === 'all' || verbose === field))
        console.log(key, file.truth.id ?? '', field, JSON.stringify({
          name: resume?.full_name, title: resume?.designation, company: resume?.current_company,
          skills: resume?.skills?.slice(0, 12), exp: resume?.experience.map((e) => `${e.title} @ ${e.company}`),
        }));
    }
  }
  byLayout.set(key, entry);
}
for (const [key, value] of [...byLayout].sort()) console.log(key.padEnd(26), value.n, JSON.stringify(value.fails));
