import { sql } from 'drizzle-orm';
import type { AdminUser, AdminWorkspace } from '@hirelane/domain/admin/admin.schema';
import type { Executor } from '../../db/client';

/**
 * Platform-wide look-ups of the admin page: users and workspaces are not tenant data here,
 * so these queries are deliberately not scoped by a workspace (routes are `access: 'admin'`).
 */

type Page = { limit: number; offset: number };

const containing = (q: string) => `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export const searchUsers = async (
  db: Executor,
  q: string,
  page: Page,
): Promise<{ items: AdminUser[]; total: number }> => {
  const pattern = containing(q);
  const where = sql`(u.email ilike ${pattern}
      or (u.first_name || ' ' || u.last_name) ilike ${pattern}
      or u.id = ${q})`;
  const [result, counted] = await Promise.all([
    db.execute<AdminUser>(sql`
    select u.id as "_id", u.email, u.first_name, u.last_name, u.is_allowed, u.is_admin,
           coalesce((select json_agg(json_build_object('_id', w.id, 'name', w.name, 'role', m.role)
                                     order by w.name)
                       from workspace_member m join workspace w on w.id = m.workspace_id
                      where m.user_id = u.id and m.status = 'active'), '[]'::json) as workspaces
      from "user" u
     where ${where}
     order by u.email
     limit ${page.limit} offset ${page.offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from "user" u where ${where}`),
  ]);
  return { items: result.rows, total: counted.rows[0]?.total ?? 0 };
};

export const searchWorkspaces = async (
  db: Executor,
  q: string,
  page: Page,
): Promise<{ items: AdminWorkspace[]; total: number }> => {
  const pattern = containing(q);
  const where = sql`(w.name ilike ${pattern} or w.id::text = ${q}
      or exists (select 1 from workspace_member om join "user" ou on ou.id = om.user_id
                  where om.workspace_id = w.id and om.role = 'owner' and ou.email ilike ${pattern}))`;
  const [result, counted] = await Promise.all([
    db.execute<
      Omit<AdminWorkspace, 'current_period_end'> & { current_period_end: Date | null }
    >(sql`
    select w.id as "_id", w.name, w.plan_name, w.plan_status, w.current_period_end,
           (select ou.email from workspace_member om join "user" ou on ou.id = om.user_id
             where om.workspace_id = w.id and om.role = 'owner'
             order by om.created_at limit 1) as owner_email,
           (select count(*)::int from workspace_member m
             where m.workspace_id = w.id and m.status = 'active') as members
      from workspace w
     where ${where}
     order by w.name, w.created_at
     limit ${page.limit} offset ${page.offset}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from workspace w where ${where}`,
    ),
  ]);
  return {
    items: result.rows.map(({ current_period_end, ...workspace }) => ({
      ...workspace,
      current_period_end: current_period_end ? new Date(current_period_end).toISOString() : null,
    })),
    total: counted.rows[0]?.total ?? 0,
  };
};
