import { moduleSettings } from '#modules/kernel/index'

/** The validated settings records reads (server/start/env.ts), given by the server at registration. */
export const recordsSettings = moduleSettings<{
  UPLOAD_LIMIT_PER_10_MIN: number
  DATA_DIR: string
  RECORDS_ACCESS_BEFORE_HOURS: number
  RECORDS_ACCESS_AFTER_DAYS: number
}>()
