/** Shared kernel: what every module may use (errors, the command context, the request helpers). */
export { DomainError, notFound, forbidden } from './errors.js'
export type { FieldError } from './errors.js'
export type { Actor, CommandContext } from './context.js'
export { parseBody } from './parse.js'
export { commandContext, exposePosition, minPosition, currentUser, serverRequestId } from './http.js'
export type { ModuleDefinition, RouteDeps } from './module.js'
export { consumeOrRefuse, tooMany } from './throttle.js'
