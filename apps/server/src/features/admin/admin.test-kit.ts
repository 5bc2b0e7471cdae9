import { call, signIn, type TestApp } from '../../../test/test-app';
import { grantAdmin } from './grant-admin';

export type AuditRow = {
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
};

/** Sign-ins, admin grants, posts and audit reads of the admin integration tests. */
export const adminTestKit = (app: () => TestApp, ipPrefix: string) => {
  let signIns = 0;
  /** Signs in with a fresh IP every 10 sign-ins, well below the per-IP limit. */
  const user = (email: string) =>
    signIn(app(), email, `${ipPrefix}.${Math.floor(signIns++ / 10)}.1`);

  /** Grants admin from the "command line", names the admin, and signs in. */
  const admin = async (email: string, firstName = 'Ada', lastName = 'Admin') => {
    await grantAdmin(app().app.db, email);
    await app().pool.query(`update "user" set first_name = $2, last_name = $3 where email = $1`, [
      email,
      firstName,
      lastName,
    ]);
    return user(email);
  };

  const post = (cookie: string, url: string, body?: object) =>
    call(app(), 'POST', url, { cookie, ...(body ? { body } : { body: {} }) });

  const audit = async (action: string, target: string) =>
    (
      await app().pool.query<AuditRow>(
        `select actor_user_id, actor_email, action, target, details from audit_log where action = $1 and target = $2 order by created_at`,
        [action, target],
      )
    ).rows;

  return { user, admin, post, audit };
};
