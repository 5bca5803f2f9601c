/** Shared kernel: what every module may use (errors, the command context, the request helpers). */
export { DomainError, notFound, forbidden } from './errors.js'
export { assertNever } from './assert-never.js'
export type { MessageParams } from './errors.js'
export type { ErrorBody, FieldError } from './contracts/api-error.js'
export { kernelMessages } from './messages.js'
export type { Catalogue } from './messages.js'
export type { Actor, CommandContext } from './context.js'
export { parseBody, findInputProblem, inputProblemError } from './parse.js'
export { zoneLabel } from './zones.js'
export { multiLineText, singleLineText } from './plain-text.js'
export { validationText } from './validation-text.js'
export type { ValidationLanguage } from './validation-text.js'
export { commandContext, exposePosition, minPosition, currentUser, serverRequestId } from './http.js'
export type { AccessRules, EventPushes, ModuleDefinition, ModulePush, RoomGuard, RoomGuardAnswer } from './module.js'
export { apiSchemas, documentRoutes, isIdentityNeutral, pagedList, registerRoutes, route } from './routes.js'
export type { AuthMiddleware, ModuleRoutes, RouteDeclaration, RouteDoc } from './routes.js'
export { consumeOrRefuse, tooMany } from './throttle.js'
export { MAX_PAGE_SIZE, encodeCursor, decodeCursor, pageRequest, toPage, sendArrayPage } from './paging.js'
export type { PageRequest, CursorKey } from './paging.js'
export type { Page } from './contracts/page.js'
export {
  createApiDocs,
  pageOf,
  pageQuerySchema,
  withPosition,
  errorBodySchema,
  fieldErrorSchema,
  openApiPath,
  SESSION_SECURITY,
} from './api-docs.js'
export type { ApiDocs, ApiRoute, ApiAuth } from './api-docs.js'
export { appOrigin, setBoundPort, configureAppOrigin } from './app-origin.js'
export { moduleSettings } from './settings.js'
export { prepared } from './prepared.js'
export { InvalidatedCache } from './invalidated-cache.js'
export { KeyedGate } from './keyed-gate.js'
export { deepFreeze, isDeeplyFrozen } from './deep-freeze.js'
export { withNewest } from './with-newest.js'
export { FreshLoads } from './fresh-loads.js'
export { groupedCalls } from './grouped-calls.js'
export type { SettingsReader } from './settings.js'
export { OwnerAnswers } from './owner-answers.js'
