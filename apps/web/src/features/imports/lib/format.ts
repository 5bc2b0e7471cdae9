const NUMBER = new Intl.NumberFormat('en-US');

/** 12340 → "12,340". */
export const formatCount = (n: number): string => NUMBER.format(n);
