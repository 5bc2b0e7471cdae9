/** /app/calendar-confirmation with the address connected, or the reason it was not. */
export const calendarConfirmationPath = (
  params: { email: string } | { error: string; provider: string },
): string => `/app/calendar-confirmation?${new URLSearchParams(params).toString()}`;
