import { createRequire } from 'node:module'

/**
 * knex reports a failed COMMIT as a success: `transactor.commit()` catches the error, hands it to
 * the transaction's `executionPromise` and resolves. Lucid's `db.transaction(callback)` awaits only
 * `commit()`, so when PostgreSQL ends the connection between the last statement and the COMMIT
 * (a restart, a failover, pg_terminate_backend) the caller is told its work was stored while it
 * was rolled back: an HTTP command answers 201 for a booking that does not exist, and a consumer
 * acknowledges an event to Kafka that it never applied (its read model silently misses it).
 *
 * This makes `commit()` settle as the transaction did, for every Lucid transaction of the process:
 * it rejects with the COMMIT's error, so requests answer 503 and deliveries are redelivered.
 * Checked by server/tests/faults/failed-commit.int.spec.ts.
 */
interface KnexTransaction {
  commit(connection: unknown, value?: unknown): Promise<unknown>
  transactor?: { executionPromise?: Promise<unknown> }
}

const require = createRequire(import.meta.url)
const Transaction: { prototype: KnexTransaction } = require('knex/lib/execution/transaction.js')
const PATCHED = Symbol.for('telerawat.failedCommitThrows')

if (!(Transaction.prototype as any)[PATCHED]) {
  const commit = Transaction.prototype.commit
  Transaction.prototype.commit = async function (this: KnexTransaction, connection, value) {
    const result = await commit.call(this, connection, value)
    await this.transactor?.executionPromise // rejects when the COMMIT failed
    return result
  }
  ;(Transaction.prototype as any)[PATCHED] = true
}
