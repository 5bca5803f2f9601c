import { moduleSettings } from '#modules/kernel/index'

/** The validated settings learning reads (server/start/env.ts), given by the server at registration. */
export const learningSettings = moduleSettings<{ QUESTIONNAIRE_INITIAL_URL: string; QUESTIONNAIRE_EVALUATION_URL: string }>()
