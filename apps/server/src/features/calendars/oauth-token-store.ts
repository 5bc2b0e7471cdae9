import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { calendarAccount } from '../../db/schema/calendars';
import {
  refreshAccessToken,
  type AccessTokenSource,
  type OauthClientSpec,
  type OauthTokens,
} from '../../integrations/calendar/oauth-client';
import { openSecret, sealSecret } from '../../integrations/crypto/secret-box';
import type { CalendarAccountRow } from './calendar-account-store';

/** A token this close to its expiry is refreshed before use (clocks and slow calls differ). */
const EARLY_REFRESH_MS = 60_000;

export const sealOauthTokens = (encryptionKey: string, tokens: OauthTokens): string =>
  sealSecret(encryptionKey, JSON.stringify(tokens));

export const openOauthTokens = (encryptionKey: string, sealed: string): OauthTokens => {
  const value = JSON.parse(openSecret(encryptionKey, sealed)) as Partial<OauthTokens>;
  return {
    accessToken: value.accessToken ?? '',
    refreshToken: value.refreshToken ?? '',
    expiresAt: value.expiresAt ?? 0,
  };
};

/**
 * The access token of a connected Google or Microsoft account: refreshed (grant_type
 * refresh_token) when it expired or an API answered 401, the new tokens sealed and stored. One
 * refresh at a time per account object.
 */
export const storedTokenSource = (
  app: AppContext,
  account: Pick<CalendarAccountRow, 'id' | 'workspaceId' | 'secret'>,
  spec: OauthClientSpec,
  now: () => number = Date.now,
): AccessTokenSource => {
  let tokens = openOauthTokens(app.config.encryptionKey, account.secret);
  let refreshing: Promise<string> | null = null;
  const refresh = () => {
    refreshing ??= (async () => {
      try {
        tokens = await refreshAccessToken(spec, tokens.refreshToken, now());
        await app.db
          .update(calendarAccount)
          .set({
            secret: sealOauthTokens(app.config.encryptionKey, tokens),
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(calendarAccount.workspaceId, account.workspaceId),
              eq(calendarAccount.id, account.id),
            ),
          );
        return tokens.accessToken;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };
  return {
    current: async () => {
      if (refreshing) return refreshing;
      return tokens.expiresAt - EARLY_REFRESH_MS > now() ? tokens.accessToken : refresh();
    },
    renewed: refresh,
  };
};
