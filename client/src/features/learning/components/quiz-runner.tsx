import { ArrowLeft, ArrowRight, Flag, LogOut } from 'lucide-react'
import { useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Progress } from '@/components/ui/progress'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'
import { optionLetter } from '../lib/latest-results'
import {
  answeredCount,
  canGoBack,
  canGoNext,
  completedAnswers,
  currentAnswer,
  isLastQuestion,
  progressPercent,
  quizSessionReducer,
  startSession,
} from '../lib/quiz-session'
import type { PublicQuiz } from '@/api/openapi'

type QuizRunnerProps = {
  quiz: PublicQuiz
  submitting: boolean
  onSubmit: (answers: number[]) => void
  onExit: () => void
}

/** docs/product.md#quiz: one question at a time; 'Selanjutnya' waits for an answer; the last button is 'Selesai'. */
export function QuizRunner({ quiz, submitting, onSubmit, onExit }: QuizRunnerProps) {
  const { t } = useTranslation()
  const [session, dispatch] = useReducer(quizSessionReducer, quiz.questions.length, startSession)
  const [confirmExit, setConfirmExit] = useState(false)
  const question = quiz.questions[session.index]
  if (!question) return null

  const chosen = currentAnswer(session)
  const last = isLastQuestion(session)
  const total = session.total

  function handleFinish() {
    const answers = completedAnswers(session)
    if (answers) onSubmit(answers)
  }

  function handleExit() {
    if (answeredCount(session) === 0) onExit()
    else setConfirmExit(true)
  }

  return (
    <Card data-testid="quiz-runner" className="mx-auto w-full max-w-3xl">
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Badge variant="secondary">{t(`learning.quiz.levels.${quiz.level}`)}</Badge>
            <span className="text-sm font-medium">{quiz.title}</span>
          </div>
          <Button variant="ghost" size="sm" onClick={handleExit} disabled={submitting}>
            <LogOut aria-hidden />
            {t('learning.quiz.exit')}
          </Button>
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            <span data-testid="quiz-progress-label">{t('learning.quiz.progress', { current: session.index + 1, total })}</span>
            <span>{t('learning.quiz.answered', { count: answeredCount(session), total })}</span>
          </div>
          <Progress value={progressPercent(session)} aria-label={t('learning.quiz.progress', { current: session.index + 1, total })} />
        </div>
        <CardTitle id={`${question.id}-text`} className="pt-2 text-lg leading-snug font-semibold">
          {question.question}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RadioGroup
          key={question.id}
          aria-labelledby={`${question.id}-text`}
          value={chosen === null ? '' : String(chosen)}
          onValueChange={(value) => dispatch({ type: 'choose', option: Number(value) })}
          disabled={submitting}
        >
          {question.options.map((option, index) => {
            const id = `${question.id}-option-${index}`
            const selected = chosen === index
            return (
              <label
                key={id}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition hover:border-primary/50 hover:bg-accent/50',
                  selected && 'border-primary bg-primary/5 ring-1 ring-primary/40'
                )}
              >
                <RadioGroupItem id={id} value={String(index)} className="mt-0.5" aria-label={option} />
                <span className="text-sm font-semibold text-muted-foreground">{optionLetter(index)}.</span>
                <span className="text-sm leading-relaxed">{option}</span>
              </label>
            )
          })}
        </RadioGroup>
      </CardContent>
      <CardFooter className="justify-between gap-3 border-t pt-6">
        <Button variant="outline" onClick={() => dispatch({ type: 'previous' })} disabled={!canGoBack(session) || submitting}>
          <ArrowLeft aria-hidden />
          {t('learning.quiz.previous')}
        </Button>
        {last ? (
          <SubmitButton
            type="button"
            onClick={handleFinish}
            pending={submitting}
            pendingLabel={t('learning.quiz.submitting')}
            icon={<Flag aria-hidden />}
            disabled={!canGoNext(session)}
          >
            {t('learning.quiz.finish')}
          </SubmitButton>
        ) : (
          <Button onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(session)}>
            {t('learning.quiz.next')}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmExit}
        onOpenChange={setConfirmExit}
        title={t('learning.quiz.exitTitle')}
        description={t('learning.quiz.exitDescription')}
        cancelLabel={t('learning.quiz.exitCancel')}
        confirmLabel={t('learning.quiz.exitConfirm')}
        onConfirm={onExit}
        destructive
      />
    </Card>
  )
}
