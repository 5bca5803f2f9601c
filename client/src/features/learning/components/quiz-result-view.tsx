import { ArrowLeft, CircleCheck, CircleX, Lightbulb, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { optionLetter } from '../lib/latest-results'

import type { PublicQuiz, ScoredQuizResult } from '@/api/openapi'

type QuizResultViewProps = {
  quiz: PublicQuiz
  result: ScoredQuizResult
  onBack: () => void
}

const verdictFor = (percentage: number) => (percentage >= 80 ? 'excellent' : percentage >= 60 ? 'good' : 'needsWork')

/** Score X/total, the rounded percentage and the per-question review sent back by the server. */
export function QuizResultView({ quiz, result, onBack }: QuizResultViewProps) {
  const { t } = useTranslation()
  return (
    <div data-testid="quiz-result" className="mx-auto grid w-full max-w-3xl gap-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-3 bg-gradient-to-br from-teal-600 to-emerald-600 px-6 py-8 text-center text-white">
          <Trophy className="size-10 text-white/90" aria-hidden />
          <h2 className="text-lg font-semibold">{t('learning.quiz.resultTitle', { title: quiz.title })}</h2>
          <p className="text-sm text-teal-50/90">{t('learning.quiz.yourScore')}</p>
          <p className="flex items-baseline gap-4">
            <span data-testid="quiz-result-score" className="text-5xl font-bold tabular-nums">
              {result.score}/{result.totalQuestions}
            </span>
            <span data-testid="quiz-result-percentage" className="text-2xl font-semibold tabular-nums text-teal-50">
              {t('learning.quiz.percentage', { value: result.percentage })}
            </span>
          </p>
          <Progress value={result.percentage} className="h-2.5 max-w-xs bg-white/25 [&>div]:bg-white" aria-hidden />
          <p className="max-w-md text-sm text-teal-50/95">{t(`learning.quiz.verdicts.${verdictFor(result.percentage)}`)}</p>
        </div>
        <CardContent className="flex justify-center pt-6">
          <Button onClick={onBack}>
            <ArrowLeft aria-hidden />
            {t('learning.quiz.backToList')}
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="quiz-review-heading" className="grid gap-4">
        <h2 id="quiz-review-heading" className="text-xl font-bold tracking-tight">
          {t('learning.quiz.review')}
        </h2>
        {result.review.map((item, index) => (
          <ReviewItem
            key={item.questionId}
            item={item}
            number={index + 1}
            options={quiz.questions.find((q) => q.id === item.questionId)?.options ?? []}
          />
        ))}
      </section>

      <div className="flex justify-center pb-4">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('learning.quiz.backToList')}
        </Button>
      </div>
    </div>
  )
}

function ReviewItem({ item, number, options }: { item: ScoredQuizResult['review'][number]; number: number; options: string[] }) {
  const { t } = useTranslation()
  const answerText = (index: number) => `${optionLetter(index)}. ${options[index] ?? ''}`
  return (
    <Card data-testid="quiz-review-item" data-correct={item.isCorrect}>
      <CardHeader className="gap-2 pb-4">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium text-muted-foreground">{t('learning.quiz.questionNumber', { number })}</span>
          <Badge variant={item.isCorrect ? 'success' : 'destructive'}>
            {item.isCorrect ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
            {item.isCorrect ? t('learning.quiz.correct') : t('learning.quiz.incorrect')}
          </Badge>
        </div>
        <CardTitle className="text-base leading-snug">{item.question}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm">
          <div
            className={cn(
              'rounded-lg border px-3 py-2',
              item.isCorrect ? 'border-success/40 bg-success/10' : 'border-destructive/30 bg-destructive/5'
            )}
          >
            <dt className="text-xs font-medium text-muted-foreground">{t('learning.quiz.yourAnswer')}</dt>
            <dd className="mt-0.5">{answerText(item.chosen)}</dd>
          </div>
          {item.isCorrect ? null : (
            <div className="rounded-lg border border-success/40 bg-success/10 px-3 py-2">
              <dt className="text-xs font-medium text-muted-foreground">{t('learning.quiz.correctAnswer')}</dt>
              <dd className="mt-0.5">{answerText(item.correct)}</dd>
            </div>
          )}
        </dl>
        <div className="flex gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p>
            <span className="font-medium">{t('learning.quiz.explanation')}: </span>
            <span className="text-muted-foreground">{item.explanation}</span>
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
