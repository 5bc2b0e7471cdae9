import {
  CALENDAR_PROVIDER_LABELS,
  OAUTH_CALENDAR_PROVIDERS,
  OAUTH_NOT_CONFIGURED_MESSAGES,
  type CalendarProviderStatus,
  type OauthCalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import type { AppContext } from '../../app-context';
import type { OauthClientSpec } from '../../integrations/calendar/oauth-client';
import { googleOauthSpec } from '../../integrations/calendar/google-calendar-client';
import { microsoftOauthSpec } from '../../integrations/calendar/microsoft-calendar-client';

/** The OAuth client of a provider, or null when its client id and secret are not configured. */
export const oauthSpecFor = (
  app: AppContext,
  provider: OauthCalendarProvider,
): OauthClientSpec | null => {
  if (provider === 'google')
    return app.config.googleCalendar ? googleOauthSpec(app.config.googleCalendar) : null;
  return app.config.microsoftCalendar ? microsoftOauthSpec(app.config.microsoftCalendar) : null;
};

/** The address the provider sends the person back to (registered with the OAuth client). */
export const oauthRedirectUri = (app: AppContext, provider: OauthCalendarProvider): string =>
  `${app.config.appUrl}/api/communication/calendar/${provider}/callback`;

/** GET /api/communication/calendar/providers: what the connect page's buttons may do. */
export const listCalendarProviders = (app: AppContext): CalendarProviderStatus[] =>
  OAUTH_CALENDAR_PROVIDERS.map((provider) => {
    const available = oauthSpecFor(app, provider) !== null;
    return {
      provider,
      label: CALENDAR_PROVIDER_LABELS[provider],
      available,
      reason: available ? null : OAUTH_NOT_CONFIGURED_MESSAGES[provider],
    };
  });
