export const CONNECT_CALENDAR_PATH = '/app/connect-calendar';
export const SETTINGS_INTEGRATIONS_PATH = '/app/settings#integrations';

/** /app/calendar-confirmation?email=: the page after a calendar is connected. */
export const calendarConfirmationPath = (address: string): string =>
  `/app/calendar-confirmation?${new URLSearchParams({ email: address }).toString()}`;
