import type confetti from 'canvas-confetti';

/** SPEC 9: a confetti burst is 100 particles. */
export const CONFETTI_BURST_PARTICLES = 100;

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Cannon = confetti.CreateTypes;
let cannon: Cannon | undefined;

/**
 * The library's default cannon draws from a worker made from a blob: URL, which the CSP's
 * script-src 'self' blocks (no confetti at all). This one draws on its own full-window canvas
 * from the page, so the CSP stays as strict as it is.
 */
const pageCannon = async (): Promise<Cannon> => {
  if (!cannon) {
    const { default: library } = await import('canvas-confetti');
    cannon = library.create(undefined, { useWorker: false, resize: true });
  }
  return cannon;
};

/**
 * Fires one confetti burst, unless the user asked for reduced motion. The
 * library is loaded on demand so it stays out of the initial bundle.
 */
export const burstConfetti = async (
  particleCount: number = CONFETTI_BURST_PARTICLES,
): Promise<void> => {
  if (prefersReducedMotion()) return;
  try {
    const fire = await pageCannon();
    await fire({ particleCount, spread: 70, origin: { y: 0.7 } });
  } catch {
    // Decoration only: a missing canvas (old browser, tests) is not an error.
  }
};
