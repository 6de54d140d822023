import { APP_ROLE } from './actor-scope.js';

interface Queryable {
  query(text: string): Promise<unknown>;
}

/**
 * The role a call limited to some properties runs as (`set local role`, db/actor-scope.ts): it
 * logs in nowhere, owns nothing and is no superuser, so the row-level security policies of the
 * tables that belong to a property (migration 0044) apply to it. Made when missing and given the
 * rights on every table, sequence and routine, after the migrations and after a restore, by the
 * owner that runs them; the owner is made a member so that it may switch to it. An owner that
 * may not make roles needs the role made once by whoever may (apps/server/src/db/README.md).
 */
export async function grantAppRole(client: Queryable) {
  await client.query(`DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    BEGIN
      CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${APP_ROLE};`);
}
