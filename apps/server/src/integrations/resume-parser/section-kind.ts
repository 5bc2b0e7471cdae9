import { DUTCH_SECTION_NAMES } from './section-names-dutch';
import { FRENCH_SECTION_NAMES } from './section-names-french';
import { GERMAN_SECTION_NAMES } from './section-names-german';
import { PORTUGUESE_SECTION_NAMES } from './section-names-portuguese';
import { SPANISH_SECTION_NAMES } from './section-names-spanish';

/** Which section a heading names, from its words. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'awards'
  | 'interests'
  | 'references'
  | 'volunteer'
  | 'publications'
  | 'contact'
  | 'other';

const KEYWORDS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'overview',
    'personal statement',
    'introduction',
    'in short',
    'in brief',
    'who i am',
    'hello',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'career',
    'positions held',
    'experience history',
    'work',
    'where i have worked',
    'where i ve worked',
    'track record',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academics',
    'academic qualifications',
    'educational background',
    'qualifications',
    'studies',
    'learning',
    'academic credentials',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'skills and technologies',
    'skills and expertise',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'tools and technologies',
    'skill set',
    'skillset',
    'toolbox',
    'toolkit',
    'proficiencies',
    'technical proficiencies',
    'strengths',
    'key strengths',
    'capabilities',
    'what i do best',
    'what i do',
    // The label of a skills line in the career-office template ("Technical: Python, SQL").
    'technical',
  ],
  projects: ['projects', 'personal projects', 'selected projects', 'side projects', 'key projects'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'licences',
    'licences and certifications',
    'certifications and licences',
    'courses',
    'training',
  ],
  languages: [
    'languages',
    'language skills',
    'spoken languages',
    'mother tongue',
    'mother tongues',
    'other languages',
  ],
  awards: ['awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'personal interests'],
  // "Referees" in Australia, New Zealand and Britain.
  references: ['references', 'referees'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'community'],
  publications: ['publications', 'research'],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'personal information',
    'get in touch',
    'contact me',
    'reach me',
  ],
};

const KIND_BY_KEYWORD = new Map<string, SectionKind>(
  [
    KEYWORDS,
    GERMAN_SECTION_NAMES,
    FRENCH_SECTION_NAMES,
    SPANISH_SECTION_NAMES,
    DUTCH_SECTION_NAMES,
    PORTUGUESE_SECTION_NAMES,
  ].flatMap((names) =>
    Object.entries(names).flatMap(([kind, words]) =>
      words.map((word) => [word, kind as SectionKind] as const),
    ),
  ),
);
/**
 * The same names without spaces: a letter-spaced heading ("W O R K E X P E R I E N C E") loses
 * its word space in the PDF and reads "WORKEXPERIENCE".
 */
/**
 * The same names without accents: French and Spanish headings set in capitals often drop them
 * ("EXPERIENCES PROFESSIONNELLES", "FORMACION ACADEMICA", "A PROPOS").
 */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const KIND_BY_PLAIN_KEYWORD = new Map<string, SectionKind>(
  [...KIND_BY_KEYWORD].map(([word, kind]) => [withoutAccents(word), kind]),
);
const KIND_BY_JOINED_KEYWORD = new Map<string, SectionKind>(
  [...KIND_BY_KEYWORD].map(([word, kind]) => [word.replace(/ /g, ''), kind]),
);

const normalizeHeading = (text: string): string =>
  text
    // "Mother tongue(s)", "Language(s)"
    .replace(/\(s\)/gi, 's')
    // "E X P E R I E N C E": letter-spaced headings of designed resumes.
    .replace(/^(?:\p{L} )+\p{L}$/u, (spaced) => spaced.replace(/ /g, ''))
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Words that name a section wherever they stand in a short heading: "Relevant Work Experience",
 * "Technical skills and competences", "Education and Professional Development", "Employment
 * Summary", "Work Chronology", "Training & Qualifications"; in French and Spanish too
 * ("Expériences en conseil", "Habilidades digitales").
 */
const HEAD_WORDS = new Map<string, SectionKind>([
  ['experience', 'experience'],
  ['skills', 'skills'],
  ['competences', 'skills'],
  ['competencies', 'skills'],
  ['proficiencies', 'skills'],
  ['education', 'education'],
  ['qualifications', 'education'],
  ['employment', 'experience'],
  ['chronology', 'experience'],
  // French and Spanish, looked up without accents ("expériences" → "experiences").
  ['experiences', 'experience'],
  ['formation', 'education'],
  ['experiencia', 'experience'],
  ['habilidades', 'skills'],
  ['competencias', 'skills'],
  ['conocimientos', 'skills'],
  ['formacion', 'education'],
  // Portuguese, looked up without accents ("formação" → "formacao").
  ['experiencias', 'experience'],
  ['formacao', 'education'],
  ['conhecimentos', 'skills'],
]);
/**
 * German joins words into one: "Praxiserfahrung", "Programmierkenntnisse",
 * "Fremdsprachenkenntnisse", "Berufsausbildung" name their section by their last part.
 */
const germanCompoundKind = (word: string): SectionKind[] => {
  if (/sprach\p{L}*kenntnisse$/u.test(word)) return ['languages'];
  if (word.endsWith('kenntnisse')) return ['skills'];
  if (word.endsWith('erfahrung')) return ['experience'];
  if (word.endsWith('ausbildung')) return ['education'];
  return [];
};
/**
 * Dutch joins words too: "Werkervaring", "Beroepservaring", "Computervaardigheden",
 * "Taalvaardigheden", "Vakopleiding".
 */
const dutchCompoundKind = (word: string): SectionKind[] => {
  if (/^taal\p{L}*vaardighe(?:id|den)$/u.test(word)) return ['languages'];
  if (word.endsWith('vaardigheden')) return ['skills'];
  if (word.endsWith('ervaring')) return ['experience'];
  if (/opleiding(?:en)?$/.test(word)) return ['education'];
  return [];
};
const compoundKind = (word: string): SectionKind[] => {
  const german = germanCompoundKind(word);
  return german.length > 0 ? german : dutchCompoundKind(word);
};
/** Words that make a phrase a sentence, not a heading ("Experience in fintech", "Skills we need"). */
const NOT_IN_HEADINGS =
  /^(?:in|with|at|for|from|on|by|to|using|we|i|you|our|my|need|is|are|was|volunteer|volunteering)$/;
const MAX_HEAD_WORD_HEADING = 4;

/**
 * A heading is one phrase in one case: punctuation inside it or upper-case words beside
 * lower-case ones ("Engineer, Acme EDUCATION") mean two phrases run together.
 */
const isOnePhrase = (text: string): boolean => {
  if (/[,.;|•·]/.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
  const upper = words.filter((word) => word === word.toUpperCase()).length;
  return upper === 0 || upper === words.length;
};

const kindByHeadWord = (text: string, normalized: string): SectionKind | null => {
  if (!isOnePhrase(text)) return null;
  const words = normalized.split(' ');
  if (words.length > MAX_HEAD_WORD_HEADING || words.some((word) => NOT_IN_HEADINGS.test(word)))
    return null;
  const kinds = new Set(
    words.flatMap((word) => HEAD_WORDS.get(withoutAccents(word)) ?? compoundKind(word)),
  );
  return kinds.size === 1 ? ([...kinds][0] as SectionKind) : null;
};

/**
 * The kind of a known section name written exactly ("Employment History"), in the singular
 * ("Language"), without its accents ("FORMACION") or without its word spaces ("WORKEXPERIENCE");
 * undefined otherwise.
 */
const exactKind = (normalized: string): SectionKind | undefined =>
  KIND_BY_KEYWORD.get(normalized) ??
  KIND_BY_KEYWORD.get(`${normalized}s`) ??
  KIND_BY_PLAIN_KEYWORD.get(withoutAccents(normalized)) ??
  KIND_BY_PLAIN_KEYWORD.get(`${withoutAccents(normalized)}s`) ??
  (normalized.includes(' ') ? undefined : KIND_BY_JOINED_KEYWORD.get(normalized));

/** Whether the text is one of the known section names exactly ("Employment History"). */
export const isSectionName = (text: string): boolean =>
  text.length <= 48 && exactKind(normalizeHeading(text)) !== undefined;

/**
 * A heading without the number designed templates put before it: "01 — Experience", "2. Skills",
 * "03 / Education", "IV. EDUCATION".
 */
const withoutEnumerator = (text: string): string =>
  text.replace(/^\s*(?:\d{1,2}\s*(?:[.):/|—–-]\s*)?|[IVX]{1,4}\s*[.):/|—–-]\s*)(?=\p{L})/u, '');

/**
 * A bilingual heading ("工作经历 Work Experience", "Опыт работы / Experience") read by its words
 * in the Latin script, when it has words in another script too; '' when it has none in Latin.
 */
const latinOnly = (text: string): string => {
  if (!/[^\p{Script=Latin}\P{L}]/u.test(text)) return text;
  return text
    .replace(/[^\p{Script=Latin}\P{L}]+/gu, ' ')
    .replace(/^[\s|/·•:,-]+|[\s|/·•:,-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
};

/**
 * The section a heading names ("WORK HISTORY" → experience), or null. Alternatives joined by a
 * spaced slash name a section only when each names the same one ("Skills / Tools"): a form
 * label "Desired employment / Occupational field" (or its first line, "Desired employment /") is
 * not the work history.
 */
export const sectionKindOf = (text: string): SectionKind | null => {
  const plain = withoutEnumerator(text);
  if (plain !== text) return sectionKindOf(plain);
  if (text.length > 48 || /\d|@/.test(text)) return null;
  const latin = latinOnly(text);
  if (latin !== text) return latin ? sectionKindOf(latin) : null;
  const normalized = normalizeHeading(text);
  const exact = exactKind(normalized);
  if (exact) return exact;
  // A slash at the end leaves the other alternative to the next line: unknown yet.
  const alternatives = text.trim().split(/\s+\/(?:\s+|$)/);
  if (alternatives.length > 1) {
    const kinds = new Set(alternatives.map((alternative) => sectionKindOf(alternative)));
    return kinds.size === 1 ? ([...kinds][0] ?? null) : null;
  }
  return kindByHeadWord(text, normalized);
};

/**
 * A heading by its words or by its shape: a known section name, or a short phrase in capitals
 * of letters only ("WHERE I HAVE WORKED", "TOOLBOX"), the way templates set headings the parser
 * has no name for. Column detection needs a heading on each side of a gutter.
 */
export const looksLikeHeading = (text: string): boolean => {
  const trimmed = text.trim().replace(/[:：]$/, '');
  if (sectionKindOf(trimmed) !== null) return true;
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 &&
    letters === letters.toUpperCase() &&
    /^[\p{L}&'’ ]+$/u.test(trimmed) &&
    trimmed.split(/\s+/).length <= 4
  );
};
