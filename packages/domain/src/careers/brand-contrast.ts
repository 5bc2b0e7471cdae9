/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const WHITE = '#ffffff';
const INK = '#1c1917';

/** The text colour (white or near-black) that reads best on a brand colour background. */
export const textOnBrand = (brand: string): string =>
  contrastRatio(brand, WHITE) >= contrastRatio(brand, INK) ? WHITE : INK;
