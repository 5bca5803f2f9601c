import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A trigram index for the search's `search_text LIKE '% word%'` (docs/performance.md,
 * "Terminology search": a scan of 20,000 entries took 30+ ms, the index ~1.5 ms). pg_trgm ships
 * with PostgreSQL (contrib; the embedded PostgreSQL of `npm start` has it) and is a trusted
 * extension, so the database owner may create it. Where it cannot be created the migration goes
 * on without the index: the search still answers, by a scan (docs/clinical-coding.md).
 * `fastupdate = off`: an import's rows go straight into the index. With GIN's pending list a
 * fresh 20,000-row import left the planner preferring a scan (the list is costed) until a vacuum.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
        RAISE WARNING 'pg_trgm not available (%): the terminology search runs without its index', SQLERRM;
      END $$;
    `)
    this.schema.raw(`
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX IF NOT EXISTS terminology_concepts_search_trgm ON terminology_concepts USING gin (search_text gin_trgm_ops)
            WITH (fastupdate = off);
        END IF;
      END $$;
    `)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS terminology_concepts_search_trgm')
  }
}
