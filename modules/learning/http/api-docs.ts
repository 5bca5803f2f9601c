import { z } from 'zod'
import { pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
import { materialSchema, publicQuizSchema, questionnaireSchema, videoSchema } from '../contracts/learning-content.js'
import { quizLevelStatusSchema, quizResultDtoSchema, scoredQuizResultSchema } from '../contracts/quiz-result-dto.js'
import { submitQuizResultSchema } from '../domain/score-quiz.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentLearningApi(api: ApiDocs) {
  const provider = ['PROVIDER'] as const
  const material = api.schema('Material', materialSchema)
  const video = api.schema('VideoDto', z.intersection(videoSchema, z.object({ embedUrl: z.string() })))
  const questionnaire = api.schema('QuestionnaireDto', questionnaireSchema.extend({ configured: z.boolean() }))
  const quiz = api.schema('PublicQuiz', publicQuizSchema)
  const result = api.schema('QuizResultDto', quizResultDtoSchema)
  const scored = api.schema('ScoredQuizResult', scoredQuizResultSchema)
  const level = api.schema('QuizLevelStatus', quizLevelStatusSchema)

  api.route({
    method: 'get',
    path: '/api/learning/materials',
    summary: 'Materi bacaan / Reading materials',
    auth: [...provider],
    response: { schema: z.array(material) },
  })
  api.route({
    method: 'get',
    path: '/api/learning/videos',
    summary: 'Video pembelajaran / Videos',
    auth: [...provider],
    response: { schema: z.array(video) },
  })
  api.route({
    method: 'get',
    path: '/api/learning/questionnaires',
    summary: 'Kuesioner / Questionnaires',
    auth: [...provider],
    response: { schema: z.array(questionnaire) },
  })
  api.route({
    method: 'get',
    path: '/api/learning/quizzes',
    summary: 'Kuis tanpa kunci jawaban / Quizzes without answer keys',
    auth: [...provider],
    response: { schema: z.array(quiz) },
  })
  api.route({
    method: 'get',
    path: '/api/quiz-results',
    summary: 'Hasil kuis saya (array; halaman berikut di header Link) / My quiz results',
    auth: [...provider],
    query: pageQuerySchema,
    response: { schema: z.array(result) },
  })
  api.route({
    method: 'get',
    path: '/api/quiz-results/levels',
    summary: 'Status tiap level kuis / Each quiz level’s latest result and next attempt',
    auth: [...provider],
    response: { schema: z.array(level) },
  })
  api.route({
    method: 'post',
    path: '/api/quiz-results',
    summary: 'Kirim jawaban kuis (dinilai server) / Submit a quiz (scored by the server)',
    auth: [...provider],
    body: submitQuizResultSchema,
    response: { status: 201, schema: scored },
    errors: [429],
  })
}
