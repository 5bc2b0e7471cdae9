import { PROJECT_BACKGROUND_COUNT } from '@hirelane/domain/projects/project.schema';

/** A small inline SVG pattern, tinted white, laid over a gradient (no network). */
const pattern = (svg: string, size: number): string =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 ${size} ${size}'>${svg}</svg>`,
  )}")`;

const dots = pattern("<circle cx='4' cy='4' r='1.6' fill='white' fill-opacity='0.55'/>", 16);
const grid = pattern(
  "<path d='M24 0H0V24' fill='none' stroke='white' stroke-opacity='0.45' stroke-width='1'/>",
  24,
);
const diagonal = pattern(
  "<path d='M-4 4l8-8M0 20L20 0M16 24l8-8' stroke='white' stroke-opacity='0.45' stroke-width='2'/>",
  20,
);
const waves = pattern(
  "<path d='M0 10c5 0 5-6 10-6s5 6 10 6 5-6 10-6' fill='none' stroke='white' stroke-opacity='0.5' stroke-width='1.5'/>",
  30,
);
const circles = pattern(
  "<circle cx='20' cy='20' r='12' fill='none' stroke='white' stroke-opacity='0.4' stroke-width='1.5'/>",
  40,
);
const plus = pattern(
  "<path d='M10 6v8M6 10h8' stroke='white' stroke-opacity='0.55' stroke-width='1.5'/>",
  20,
);

/**
 * The twelve project backgrounds (bg_image_id "1" … "12"): light gradients, each with a soft
 * pattern, light enough for dark text on top.
 */
export const PROJECT_BACKGROUNDS: readonly string[] = [
  `${dots}, linear-gradient(135deg, #fed7aa, #fecdd3)`,
  `${grid}, linear-gradient(135deg, #bfdbfe, #c7d2fe)`,
  `${diagonal}, linear-gradient(135deg, #bbf7d0, #a5f3fc)`,
  `${waves}, linear-gradient(135deg, #fde68a, #fed7aa)`,
  `${circles}, linear-gradient(135deg, #e9d5ff, #fbcfe8)`,
  `${plus}, linear-gradient(135deg, #99f6e4, #bfdbfe)`,
  `${grid}, linear-gradient(135deg, #fecaca, #fde68a)`,
  `${dots}, linear-gradient(135deg, #c7d2fe, #e9d5ff)`,
  `${waves}, linear-gradient(135deg, #d9f99d, #bbf7d0)`,
  `${diagonal}, linear-gradient(135deg, #fbcfe8, #fed7aa)`,
  `${circles}, linear-gradient(135deg, #a5f3fc, #c7d2fe)`,
  `${plus}, linear-gradient(135deg, #e7e5e4, #fed7aa)`,
];

const hash = (seed: string): number => {
  let value = 0;
  for (const char of seed) value = (value * 33 + char.charCodeAt(0)) >>> 0;
  return value;
};

/** Index (0-based) of a project's background: its bg_image_id 1..12, else one seeded by `fallbackSeed`. */
export const backgroundIndex = (
  bgImageId: string | null | undefined,
  fallbackSeed: string,
): number => {
  const id = Number(bgImageId);
  if (Number.isInteger(id) && id >= 1 && id <= PROJECT_BACKGROUND_COUNT) return id - 1;
  return hash(bgImageId || fallbackSeed) % PROJECT_BACKGROUNDS.length;
};

/** The CSS `background-image` of a project. */
export const projectBackgroundImage = (
  bgImageId: string | null | undefined,
  fallbackSeed: string,
): string => PROJECT_BACKGROUNDS[backgroundIndex(bgImageId, fallbackSeed)] ?? '';
