import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every node caches session → user lookups for a few seconds; these triggers tell all nodes at
 * once (NOTIFY on 'telerawat_identity_changes', LISTENed by server/http/identity-listener.ts)
 * when a user, a profile or a session changes, so a suspension, deletion, logout or email/role
 * change applies on the very next request. A session's expiry touch changes neither data nor
 * user, and sends nothing. TRUNCATE (tests) clears every cache ('*').
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION telerawat_notify_identity_change() RETURNS trigger AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          PERFORM pg_notify('telerawat_identity_changes', '*');
        ELSIF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('telerawat_identity_changes', 's:' || OLD.id);
        ELSIF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('telerawat_identity_changes', 'u:' || OLD.id);
        ELSE
          PERFORM pg_notify('telerawat_identity_changes', 'u:' || COALESCE(NEW.user_id, OLD.user_id));
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql;

      CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION telerawat_notify_identity_change();
      CREATE TRIGGER patient_profiles_notify_change AFTER INSERT OR UPDATE OR DELETE ON patient_profiles
        FOR EACH ROW EXECUTE FUNCTION telerawat_notify_identity_change();
      CREATE TRIGGER provider_profiles_notify_change AFTER INSERT OR UPDATE OR DELETE ON provider_profiles
        FOR EACH ROW EXECUTE FUNCTION telerawat_notify_identity_change();
      CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION telerawat_notify_identity_change();
      CREATE TRIGGER sessions_notify_change AFTER UPDATE ON sessions
        FOR EACH ROW WHEN (OLD.data IS DISTINCT FROM NEW.data OR OLD.user_id IS DISTINCT FROM NEW.user_id)
        EXECUTE FUNCTION telerawat_notify_identity_change();
    `)
    for (const table of ['users', 'patient_profiles', 'provider_profiles', 'sessions']) {
      this.schema.raw(
        `CREATE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION telerawat_notify_identity_change()`
      )
    }
  }

  async down() {
    this.schema.raw(`DROP FUNCTION IF EXISTS telerawat_notify_identity_change() CASCADE`)
  }
}
