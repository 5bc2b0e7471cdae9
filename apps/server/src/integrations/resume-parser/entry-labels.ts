import type { ResumeLine } from './resume-line';

/** What a label in front of an entry's value says the value is. */
export type EntryField = 'title' | 'company' | 'dates' | 'description';

/**
 * Labels of form-like CVs (the classic Europass, "Position: …" lines, the Brazilian "Cargo: …" and
 * "Período: …"): a column of labels beside the values, or "Label: value".
 */
const LABELS: Record<EntryField, string[]> = {
  title: [
    'occupation or position held',
    'position held',
    'position',
    'job title',
    'title',
    'role',
    'occupation',
    'designation',
    // Portuguese, Spanish, French and Dutch labels ("Cargo: QA Lead").
    'cargo',
    'função',
    'funcao',
    'puesto',
    'poste',
    'fonction',
    'functie',
  ],
  company: [
    'name and address of employer',
    'employer',
    'employer name',
    'company',
    'company name',
    'organisation',
    'organization',
    'empresa',
    'entreprise',
    'employeur',
    'werkgever',
    'bedrijf',
  ],
  dates: ['dates', 'date', 'period', 'duration', 'período', 'periodo', 'période', 'periode'],
  description: [
    'main activities and responsibilities',
    'main activities',
    'activities',
    'responsibilities',
    'description',
    'duties',
    'achievements',
    'type of business or sector',
    'business or sector',
    'sector',
    'principais atividades',
    'atividades',
    'atividades desenvolvidas',
    'responsabilidades',
    'werkzaamheden',
    'taken',
  ],
};
const FIELD_BY_LABEL = new Map<string, EntryField>(
  Object.entries(LABELS).flatMap(([field, labels]) =>
    labels.map((label) => [label, field as EntryField]),
  ),
);
/** A wrapped label's tail ("responsibilities" under "Main activities and") is this long at least. */
const MIN_TAIL_LENGTH = 8;

/**
 * The field a label names, also when a narrow label column wrapped it: its first two or more words
 * ("Main activities and") or its last ones ("responsibilities").
 */
const fieldOfLabel = (text: string): EntryField | null => {
  const label = text
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const exact = FIELD_BY_LABEL.get(label);
  if (exact) return exact;
  for (const [known, field] of FIELD_BY_LABEL) {
    if (label.includes(' ') && known.startsWith(`${label} `)) return field;
    if (label.length >= MIN_TAIL_LENGTH && known.endsWith(` ${label}`)) return field;
  }
  return null;
};

export type LabelledValue = { field: EntryField; segments: string[] };

/** "Employer: Globex" or a label segment beside its value; null for any other line. */
export const labelledValue = (line: ResumeLine): LabelledValue | null => {
  if (line.bullet) return null;
  const [first = '', ...rest] = line.segments;
  const besideField = rest.length > 0 ? fieldOfLabel(first) : null;
  if (besideField) return { field: besideField, segments: rest };
  const colon = /^([^:]{2,40}):\s*(.+)$/.exec(first);
  const colonField = colon ? fieldOfLabel(colon[1] ?? '') : null;
  return colonField ? { field: colonField, segments: [colon?.[2] ?? '', ...rest] } : null;
};
