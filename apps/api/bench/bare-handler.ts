import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

// The floor the list benchmark measures Lendline against (issue 19): Hono and node-postgres running the
// same SQL as the staff list pattern (a 15-row filtered, sorted page of users with the role joined, and
// its count), with none of the product around it: no sign-in, no permission check, no filter parsing,
// no LoopBack shapes. Started by list-bench.ts as a process of its own on BARE_PORT and DATABASE_URL.

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const search = '%ar%';

const app = new Hono();
app.get('/users', async (c) => {
  const { rows } = await pool.query({
    name: 'bare-list',
    text: `select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
        u.is_active as "isActive", u.role_id as "roleId", u.email_verified as "emailVerified",
        u.last_login as "lastLogin",
        case when r.id is null then null else json_build_object('name', r.name, 'permissions', r.permissions,
          'status', r.status, 'expireIn', r.expire_in) end as permissions
      from app_user u left join app_role r on r.id = u.role_id
      where u.is_active and (u.first_name ilike $1 or u.last_name ilike $1 or u.email ilike $1)
      order by lower(u.last_name), u.id limit 15 offset 30`,
    values: [search],
  });
  return c.json(rows);
});
app.get('/users/count', async (c) => {
  const { rows } = await pool.query({
    name: 'bare-count',
    text: `select count(*)::int as count from app_user u
      where u.is_active and (u.first_name ilike $1 or u.last_name ilike $1 or u.email ilike $1)`,
    values: [search],
  });
  return c.json(rows[0]);
});

serve({ fetch: app.fetch, port: Number(process.env.BARE_PORT), hostname: '127.0.0.1' });
