/**
 * SQL for a table's four statement-level triggers that announce its changed owners on the read
 * models' channel (the function announce_read_model_rows, events/db/migrations/0990). For
 * migrations of tables outside the projections (a replay's swap would drop a projection table's
 * triggers; projections announce themselves).
 */
/** The triggers announcing `table`'s changes as `source`, by `column` (`all`: always everyone). */
export function rowTriggers(table: string, source: string, column: string, options: { all?: boolean } = {}) {
  const args = `'${source}', '${column}'${options.all ? ", 'all'" : ''}`
  const announce = `FOR EACH STATEMENT EXECUTE FUNCTION announce_read_model_rows(${args})`
  return `
    CREATE TRIGGER ${table}_announce_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows ${announce};
    CREATE TRIGGER ${table}_announce_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${announce};
    CREATE TRIGGER ${table}_announce_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows ${announce};
    CREATE TRIGGER ${table}_announce_truncate AFTER TRUNCATE ON ${table} ${announce};`
}

export const dropRowTriggers = (table: string) =>
  ['insert', 'update', 'delete', 'truncate'].map((op) => `DROP TRIGGER IF EXISTS ${table}_announce_${op} ON ${table};`).join('\n')
