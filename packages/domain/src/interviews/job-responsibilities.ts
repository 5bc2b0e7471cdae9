/** Verbs that start a responsibility in a job description ("Build and run the services…"). */
const ACTION_VERBS = new Set([
  'build',
  'design',
  'develop',
  'lead',
  'own',
  'run',
  'manage',
  'create',
  'drive',
  'deliver',
  'maintain',
  'improve',
  'implement',
  'support',
  'work',
  'collaborate',
  'mentor',
  'write',
  'plan',
  'define',
  'grow',
  'analyse',
  'analyze',
  'sell',
  'recruit',
  'hire',
  'coordinate',
  'ship',
  'scale',
  'operate',
  'partner',
  'prepare',
  'handle',
  'oversee',
  'establish',
  'shape',
]);

const LEADS =
  /^(you will|you'll|you’ll|as our [^,]+, you will|responsible for|your role is to)\s+/i;

const STOP_WORDS = new Set(
  'the and for with our your you that this from into will are have has their them they its about across within using while other more most such than then when where which who what behind before after also over under some each both very well like make help being been were would could should every'.split(
    ' ',
  ),
);

/** Up to `limit` responsibilities of a description, in its order, without the leading phrase. */
export const jobResponsibilities = (description: string | null, limit = 2): string[] => {
  if (!description) return [];
  const found: string[] = [];
  const pieces = description
    .split(/\n+|(?<=[.!?])\s+/)
    .map((piece) =>
      piece
        .replace(/^[\s\-*•·–—\d.)]+/, '')
        .trim()
        .replace(LEADS, ''),
    )
    .filter((piece) => piece.length >= 15 && piece.length <= 240);
  for (const piece of pieces) {
    const first =
      piece
        .split(/\s+/)[0]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '') ?? '';
    const verb = first.endsWith('ing') ? first.slice(0, -3) : first;
    if (!ACTION_VERBS.has(verb) && !ACTION_VERBS.has(`${verb}e`)) continue;
    const sentence = piece.replace(/[.!?;:]+$/, '');
    found.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
    if (found.length >= limit) break;
  }
  return found;
};

/** The words of a responsibility that are evidence of having done it (longer, not stop words). */
export const responsibilityWords = (responsibility: string): string[] => {
  const words = responsibility
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/\.+$/, ''))
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, 8);
};
