import { GraduationCap, Sprout, TrendingUp, type LucideIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { formatDate, formatTime } from '@/lib/format'

import type { QuizLevel } from '@modules/learning/contracts/quiz-level'
import type { PublicQuiz, QuizResultDto } from '@/api/openapi'

const LEVEL_ICONS: Record<QuizLevel, LucideIcon> = {
  BASIC: Sprout,
  INTERMEDIATE: TrendingUp,
  ADVANCE: GraduationCap,
}

type QuizLevelCardProps = {
  quiz: PublicQuiz
  /** The latest result of this level; undefined when never taken. */
  latest: QuizResultDto | undefined
  resultsState: 'loading' | 'error' | 'ready'
  /** When the next attempt may start (attempts are throttled per level); null: now. */
  nextAttemptAt: string | null
  onStart: () => void
}

/** True until `at` has passed; re-renders the card once at that moment. */
function useStillWaiting(at: string | null) {
  const [now, setNow] = useState(() => Date.now())
  const until = at ? Date.parse(at) : 0
  useEffect(() => {
    if (until <= Date.now()) return
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(until - Date.now() + 500, 2 ** 31 - 1))
    return () => window.clearTimeout(timer)
  }, [until])
  return until > now
}

export function QuizLevelCard({ quiz, latest, resultsState, nextAttemptAt, onStart }: QuizLevelCardProps) {
  const { t, i18n } = useTranslation()
  const waiting = useStillWaiting(nextAttemptAt)
  const Icon = LEVEL_ICONS[quiz.level]
  const testId = `quiz-level-${quiz.level}`
  return (
    <Card data-testid={testId} className="h-full">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          <Badge variant="secondary">{t(`learning.quiz.levels.${quiz.level}`)}</Badge>
        </div>
        <CardTitle>{quiz.title}</CardTitle>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('learning.quiz.questionCount', { count: quiz.questions.length })}
        </p>
        <CardDescription className="leading-relaxed">{quiz.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <div className="rounded-lg border bg-muted/40 p-4">
          <p className="text-xs font-medium text-muted-foreground">{t('learning.quiz.lastScore')}</p>
          {latest ? (
            <>
              <div className="mt-1 flex items-baseline justify-between gap-2">
                <span data-testid={`${testId}-score`} className="text-2xl font-bold tabular-nums">
                  {latest.score}/{latest.totalQuestions}
                </span>
                <span data-testid={`${testId}-percentage`} className="text-lg font-semibold text-primary tabular-nums">
                  {t('learning.quiz.percentage', { value: latest.percentage })}
                </span>
              </div>
              <Progress value={latest.percentage} className="mt-2" aria-label={t('learning.quiz.lastScore')} />
              <p className="mt-2 text-xs text-muted-foreground">
                {t('learning.quiz.completedOn', { date: formatDate(latest.completedAt, i18n.language) })}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
              {resultsState === 'loading'
                ? t('common.loading')
                : resultsState === 'error'
                  ? t('learning.quiz.resultsUnavailable')
                  : t('learning.quiz.notTaken')}
            </p>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Button onClick={onStart} disabled={waiting} className="w-full" variant={latest ? 'outline' : 'default'}>
          {latest ? t('learning.quiz.retake') : t('learning.quiz.start')}
        </Button>
        {waiting && nextAttemptAt && (
          <p className="text-xs text-muted-foreground" data-testid={`${testId}-next-attempt`}>
            {t('learning.quiz.nextAttemptAt', { time: formatTime(nextAttemptAt, i18n.language) })}
          </p>
        )}
      </CardFooter>
    </Card>
  )
}
