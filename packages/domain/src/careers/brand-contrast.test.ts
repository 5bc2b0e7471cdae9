import { describe, expect, it } from 'vitest';
import { contrastRatio, textOnBrand } from './brand-contrast';

describe('brand colour contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('writes white on dark brands and ink on light ones, always at AA for large text at least', () => {
    expect(textOnBrand('#c2410c')).toBe('#ffffff');
    expect(textOnBrand('#1e3a8a')).toBe('#ffffff');
    expect(textOnBrand('#fde047')).toBe('#1c1917');
    expect(textOnBrand('#a3e635')).toBe('#1c1917');
    for (const brand of ['#c2410c', '#fde047', '#777777', '#00ff00', '#ff0000'])
      expect(contrastRatio(brand, textOnBrand(brand)), brand).toBeGreaterThanOrEqual(3);
  });
});
