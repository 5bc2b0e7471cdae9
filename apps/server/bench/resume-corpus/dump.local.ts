import { readFileSync } from 'node:fs';
import { openResumeFile } from '../../src/integrations/resume-parser/inspect-resume-file';
import { extractResumeText } from '../../src/integrations/resume-parser/extract-resume-text';
import { groupSections } from '../../src/integrations/resume-parser/group-sections';
const file = process.argv[2]!;
const bytes = new Uint8Array(readFileSync(file));
const opened = await openResumeFile(bytes);
if (!opened.ok) throw new Error('bad');
const lines = await extractResumeText(opened);
const g = groupSections(lines);
console.log('HEADER:'); for (const l of g.header) console.log('   ', l.bold ? 'B' : ' ', Math.round(l.fontSize), JSON.stringify(l.segments));
for (const s of g.sections) { console.log(`== ${s.kind} [${s.heading}]`); for (const l of s.lines) console.log('   ', l.bold ? 'B' : ' ', l.bullet ? '•' : ' ', Math.round(l.fontSize), JSON.stringify(l.segments)); }
