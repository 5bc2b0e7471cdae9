/** What the recruiter types to confirm an erasure: the person's name, or "erase" for no name. */
export const erasureConfirmationText = (fullName: string): string => fullName.trim() || 'erase';

/** The typed text confirms the erasure: the same words, whatever the case and spacing. */
export const confirmsErasure = (typed: string, fullName: string): boolean => {
  const words = (text: string) => text.trim().split(/\s+/).join(' ').toLowerCase();
  return words(typed) === words(erasureConfirmationText(fullName));
};
