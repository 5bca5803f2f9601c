import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/use-toast'
import { ApiError, getErrorMessage } from '@/lib/api'
import { useQuizLevels } from '../api/get-quiz-levels'
import { useQuizzes } from '../api/get-quizzes'
import { useSubmitQuizResult } from '../api/submit-quiz-result'
import type { QuizLevel } from '@modules/learning/contracts/quiz-level'

import { ContentState } from './content-state'
import { QuizLevelCard } from './quiz-level-card'
import { QuizResultView } from './quiz-result-view'
import { QuizRunner } from './quiz-runner'
import type { ScoredQuizResult } from '@/api/openapi'

type View =
  | { kind: 'levels' }
  | { kind: 'taking'; level: QuizLevel; attempt: number }
  | { kind: 'result'; level: QuizLevel; result: ScoredQuizResult }

/** Level cards -> one quiz -> its result, then back to the cards (docs/product.md#quiz). */
export function QuizCenter() {
  const { t } = useTranslation()
  const quizzes = useQuizzes()
  const levels = useQuizLevels()
  const submit = useSubmitQuizResult()
  const [view, setView] = useState<View>({ kind: 'levels' })
  const [attempts, setAttempts] = useState(0)

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [view.kind])

  if (!quizzes.data) {
    return <ContentState isPending={quizzes.isPending} error={quizzes.error} onRetry={() => void quizzes.refetch()} />
  }

  const quizOf = (level: QuizLevel) => quizzes.data.find((quiz) => quiz.level === level)

  if (view.kind === 'taking') {
    const quiz = quizOf(view.level)
    if (quiz) {
      return (
        <QuizRunner
          key={view.attempt}
          quiz={quiz}
          submitting={submit.isPending}
          onExit={() => setView({ kind: 'levels' })}
          onSubmit={(answers) =>
            submit.mutate(
              { quizLevel: quiz.level, answers },
              {
                onSuccess: (result) => setView({ kind: 'result', level: quiz.level, result }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title:
                      error instanceof ApiError && error.status === 429
                        ? t('learning.quiz.tooSoon')
                        : t('learning.quiz.saveFailed', { message: getErrorMessage(error) }),
                  }),
              }
            )
          }
        />
      )
    }
  }

  if (view.kind === 'result') {
    const quiz = quizOf(view.level)
    if (quiz) return <QuizResultView quiz={quiz} result={view.result} onBack={() => setView({ kind: 'levels' })} />
  }

  const statusOf = (level: QuizLevel) => levels.data?.find((status) => status.quizLevel === level)
  const resultsState = levels.data ? 'ready' : levels.isError ? 'error' : 'loading'
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {quizzes.data.map((quiz) => (
        <QuizLevelCard
          key={quiz.level}
          quiz={quiz}
          latest={statusOf(quiz.level)?.latest ?? undefined}
          nextAttemptAt={statusOf(quiz.level)?.nextAttemptAt ?? null}
          resultsState={resultsState}
          onStart={() => {
            setAttempts((n) => n + 1)
            setView({ kind: 'taking', level: quiz.level, attempt: attempts + 1 })
          }}
        />
      ))}
    </div>
  )
}
