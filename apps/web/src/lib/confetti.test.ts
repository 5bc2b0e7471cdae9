import { afterEach, describe, expect, it, vi } from 'vitest';

const fire = vi.fn(() => Promise.resolve(null));
const create = vi.fn(() => fire);
const defaultFire = vi.fn(() => Promise.resolve(null));
vi.mock('canvas-confetti', () => ({ default: Object.assign(defaultFire, { create }) }));

const { burstConfetti } = await import('./confetti');

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('burstConfetti', () => {
  it('draws on the page itself: no worker, which the CSP would block as a blob: script', async () => {
    await burstConfetti(40);
    expect(create).toHaveBeenCalledWith(undefined, { useWorker: false, resize: true });
    expect(defaultFire).not.toHaveBeenCalled();
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 40 }));
  });

  it('fires nothing for a user who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await burstConfetti();
    expect(create).not.toHaveBeenCalled();
    expect(fire).not.toHaveBeenCalled();
  });
});
