import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'

type ListStateProps = {
  isPending: boolean
  error: unknown
  isEmpty: boolean
  emptyIcon: LucideIcon
  emptyText: string
  loadingText?: string
  children: ReactNode
}

/** Loading spinner, load error, empty state or the list itself. */
export function ListState({ isPending, error, isEmpty, emptyIcon: Icon, emptyText, loadingText, children }: ListStateProps) {
  const { t } = useTranslation()
  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-8 text-sm text-muted-foreground">
        <Spinner label={loadingText ?? t('common.loading')} />
        {loadingText}
      </div>
    )
  }
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
        {t('scheduling.loadFailed', { message: getErrorMessage(error) })}
      </p>
    )
  }
  if (isEmpty) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <Icon className="size-8 text-muted-foreground/60" aria-hidden />
        {emptyText}
      </div>
    )
  }
  return <>{children}</>
}

type ListCardProps = Omit<ListStateProps, 'loadingText'> & {
  title: string
  description: string
  'data-testid': string
  /** Rendered inside the card after its content (the dialogs its rows open). */
  after?: ReactNode
}

/** A dashboard card holding one list: title, description, then the list's state or the list. */
export function ListCard({ title, description, after, 'data-testid': testId, ...state }: ListCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState {...state} />
      </CardContent>
      {after}
    </Card>
  )
}
