import { cpuMs } from './processes.mjs'
import { httpFigures, runK6Checked } from './k6.mjs'

/**
 * Runs one k6 script against the app (or the bare server) and returns its table row, with the
 * target process's CPU time per request (the capacity model's unit cost). Throws when a check of
 * the script failed (see runK6Checked): the runner then fails the bench, naming the scenario.
 */
export async function measure(ctx, name, script, env, { pid = ctx.serverPid, base = ctx.base } = {}) {
  const cpuBefore = cpuMs(pid)
  const { metrics } = await runK6Checked(ctx.k6, ctx.root, script, { BASE_URL: base, DURATION: ctx.duration, ...env }, ctx.tmp)
  const cpu = cpuMs(pid) - cpuBefore
  const figures = httpFigures(metrics)
  return { scenario: name, ...figures, cpuMsPerReq: figures.requests ? cpu / figures.requests : null, metrics }
}

export const notAvailable = (scenario, note) => ({ scenario, na: note })
