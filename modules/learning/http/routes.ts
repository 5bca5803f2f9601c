import { z } from 'zod'
import { apiSchemas, route, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import { materialSchema, publicQuizSchema, questionnaireSchema, videoSchema } from '../contracts/learning-content.js'
import { quizLevelStatusSchema, quizResultDtoSchema, scoredQuizResultSchema } from '../contracts/quiz-result-dto.js'
import { submitQuizResultSchema } from '../domain/score-quiz.js'

const ContentController = () => import('./content-controller.js')
const QuizResultsController = () => import('./quiz-results-controller.js')

const schemas = apiSchemas({
  Material: materialSchema,
  VideoDto: z.intersection(videoSchema, z.object({ embedUrl: z.string() })),
  QuestionnaireDto: questionnaireSchema.extend({ configured: z.boolean() }),
  PublicQuiz: publicQuizSchema,
  QuizResultDto: quizResultDtoSchema,
  ScoredQuizResult: scoredQuizResultSchema,
  QuizLevelStatus: quizLevelStatusSchema,
})
const PROVIDER: ['PROVIDER'] = ['PROVIDER']

/** docs/product.md#learning: the learning area is for providers only (401 signed out, 403 other roles). */
export const learningRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/learning/materials', [ContentController, 'materials'], {
      summary: 'Materi bacaan / Reading materials',
      auth: PROVIDER,
      response: { schema: z.array(schemas.Material) },
    }),
    route.get('/api/learning/videos', [ContentController, 'videos'], {
      summary: 'Video pembelajaran / Videos',
      auth: PROVIDER,
      response: { schema: z.array(schemas.VideoDto) },
    }),
    route.get('/api/learning/questionnaires', [ContentController, 'questionnaires'], {
      summary: 'Kuesioner / Questionnaires',
      auth: PROVIDER,
      response: { schema: z.array(schemas.QuestionnaireDto) },
    }),
    route.get('/api/learning/quizzes', [ContentController, 'quizzes'], {
      summary: 'Kuis tanpa kunci jawaban / Quizzes without answer keys',
      auth: PROVIDER,
      response: { schema: z.array(schemas.PublicQuiz) },
    }),
    route.get('/api/quiz-results', [QuizResultsController, 'index'], {
      summary: 'Hasil kuis saya (array; halaman berikut di header Link) / My quiz results',
      auth: PROVIDER,
      query: pageQuerySchema,
      response: { schema: z.array(schemas.QuizResultDto) },
    }),
    route.get('/api/quiz-results/levels', [QuizResultsController, 'levels'], {
      summary: 'Status tiap level kuis / Each quiz level’s latest result and next attempt',
      auth: PROVIDER,
      response: { schema: z.array(schemas.QuizLevelStatus) },
    }),
    route.post('/api/quiz-results', [QuizResultsController, 'store'], {
      summary: 'Kirim jawaban kuis (dinilai server) / Submit a quiz (scored by the server)',
      auth: PROVIDER,
      body: submitQuizResultSchema,
      response: { status: 201, schema: schemas.ScoredQuizResult },
      errors: [429],
    }),
  ],
}
