import { z } from 'zod'
import { questionnaireSchema, type Questionnaire, type QuestionnaireId } from '../contracts/learning-content.js'

/**
 * The two questionnaires (docs/product.md#learning-content) are external
 * forms shown in an iframe. Their URLs are deployment configuration (validated at
 * boot by server/start/env.ts); the defaults are obvious placeholders, not real forms.
 */
export const QUESTIONNAIRE_ENV_KEYS = {
  initial: 'QUESTIONNAIRE_INITIAL_URL',
  evaluation: 'QUESTIONNAIRE_EVALUATION_URL',
} as const satisfies Record<QuestionnaireId, string>

export const DEFAULT_QUESTIONNAIRE_URLS = {
  initial: 'https://docs.google.com/forms/d/e/GANTI-DENGAN-ID-KUESIONER-AWAL/viewform?embedded=true',
  evaluation: 'https://docs.google.com/forms/d/e/GANTI-DENGAN-ID-KUESIONER-EVALUASI/viewform?embedded=true',
} as const satisfies Record<QuestionnaireId, string>

type Env = Readonly<Record<string, string | undefined>>

/** Uses the configured URL (or the default), forcing https and `embedded=true` so it can sit in an iframe. */
export function resolveFormUrl(id: QuestionnaireId, env: Env): string {
  const key = QUESTIONNAIRE_ENV_KEYS[id]
  const configured = env[key]?.trim()
  const raw = configured ? configured : DEFAULT_QUESTIONNAIRE_URLS[id]
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`${key} bukan URL yang valid: "${raw}".`)
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${key} harus memakai https: "${raw}".`)
  }
  url.searchParams.set('embedded', 'true')
  return url.toString()
}

export function buildQuestionnaires(env: Env): readonly Questionnaire[] {
  const raw: Questionnaire[] = [
    {
      id: 'initial',
      title: 'Kuesioner Awal',
      description:
        'Isi sebelum memulai materi pembelajaran untuk memetakan pengetahuan dan pengalaman Anda ' +
        'dalam layanan telenursing dan telekonsultasi.',
      formUrl: resolveFormUrl('initial', env),
    },
    {
      id: 'evaluation',
      title: 'Kuesioner Evaluasi',
      description:
        'Isi setelah menyelesaikan materi, video, dan kuis untuk menilai peningkatan pemahaman ' +
        'serta memberi masukan bagi program pembelajaran.',
      formUrl: resolveFormUrl('evaluation', env),
    },
  ]
  return z.array(questionnaireSchema).length(2).parse(raw)
}

/** True while a questionnaire still points at the placeholder form (its URL was never configured). */
export function isPlaceholderForm(questionnaire: Pick<Questionnaire, 'id' | 'formUrl'>): boolean {
  return questionnaire.formUrl === new URL(DEFAULT_QUESTIONNAIRE_URLS[questionnaire.id]).toString()
}
