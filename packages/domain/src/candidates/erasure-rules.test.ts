import { describe, expect, it } from 'vitest';
import { confirmsErasure, erasureConfirmationText } from './erasure-rules';

describe('erasure confirmation', () => {
  it("asks for the person's name, or 'erase' when they have none", () => {
    expect(erasureConfirmationText(' Ada Lovelace ')).toBe('Ada Lovelace');
    expect(erasureConfirmationText('  ')).toBe('erase');
  });

  it('accepts the name whatever the case and spacing, and nothing else', () => {
    expect(confirmsErasure('ada   lovelace ', 'Ada Lovelace')).toBe(true);
    expect(confirmsErasure('Ada', 'Ada Lovelace')).toBe(false);
    expect(confirmsErasure('', 'Ada Lovelace')).toBe(false);
    expect(confirmsErasure('ERASE', '')).toBe(true);
    expect(confirmsErasure('', '')).toBe(false);
  });
});
