import type { RouteDeps } from '#modules/kernel/index'

const ContentController = () => import('./content-controller.js')
const QuizResultsController = () => import('./quiz-results-controller.js')

/** docs/product.md#learning: the learning area is for providers only (401 signed out, 403 other roles). */
export function registerLearningRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/materials', [ContentController, 'materials'])
      router.get('/videos', [ContentController, 'videos'])
      router.get('/questionnaires', [ContentController, 'questionnaires'])
      router.get('/quizzes', [ContentController, 'quizzes'])
    })
    .prefix('/api/learning')
    .use(auth({ roles: ['PROVIDER'] }))

  router
    .group(() => {
      router.get('/', [QuizResultsController, 'index'])
      router.get('/levels', [QuizResultsController, 'levels'])
      router.post('/', [QuizResultsController, 'store'])
    })
    .prefix('/api/quiz-results')
    .use(auth({ roles: ['PROVIDER'] }))
}
