import type { AppContext } from '../../app-context';
import { CaldavClient } from '../../integrations/calendar/caldav-client';
import { CaldavProviderClient } from '../../integrations/calendar/caldav-provider-client';
import {
  CalendarProviderError,
  type CalendarProviderClient,
} from '../../integrations/calendar/calendar-provider';
import {
  GoogleCalendarClient,
  googleOauthSpec,
} from '../../integrations/calendar/google-calendar-client';
import {
  MicrosoftCalendarClient,
  microsoftOauthSpec,
} from '../../integrations/calendar/microsoft-calendar-client';
import { openSecret } from '../../integrations/crypto/secret-box';
import type { CalendarAccountRow } from './calendar-account-store';
import { storedTokenSource } from './oauth-token-store';

/** The provider client of a connected account, with its sealed credentials opened. */
export const calendarClientFor = (
  app: AppContext,
  account: CalendarAccountRow,
): CalendarProviderClient => {
  if (account.provider === 'google') {
    const config = app.config.googleCalendar;
    if (!config)
      throw new CalendarProviderError('not_configured', 'Google Calendar is not configured.');
    return new GoogleCalendarClient(
      config,
      storedTokenSource(app, account, googleOauthSpec(config)),
    );
  }
  if (account.provider === 'microsoft') {
    const config = app.config.microsoftCalendar;
    if (!config)
      throw new CalendarProviderError('not_configured', 'Microsoft 365 is not configured.');
    return new MicrosoftCalendarClient(
      config,
      storedTokenSource(app, account, microsoftOauthSpec(config)),
      account.address,
    );
  }
  return new CaldavProviderClient(
    new CaldavClient(
      {
        username: account.username,
        password: openSecret(app.config.encryptionKey, account.secret),
      },
      app.config.outbound,
    ),
  );
};
