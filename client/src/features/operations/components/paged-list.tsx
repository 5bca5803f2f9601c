import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api'

type PagedQuery = {
  isPending: boolean
  isError: boolean
  error: unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

type PagedListProps<T> = {
  query: PagedQuery
  items: readonly T[]
  emptyText: string
  /** One row: an <li> with its key. */
  children: (item: T) => ReactNode
}

/** An operator's paged list (dead letters, events): its load error, empty text or rows, then 'load more'. */
export function PagedList<T>({ query, items, emptyText, children }: PagedListProps<T>) {
  const { t } = useTranslation()
  return (
    <>
      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('operations.loadFailed', { message: getErrorMessage(query.error) })}
        </p>
      ) : items.length === 0 && !query.isPending ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-2">{items.map(children)}</ul>
      )}
      {query.hasNextPage ? (
        <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('operations.deadLetters.loadMore')}
        </Button>
      ) : null}
    </>
  )
}

/** A search or filter control with its label above it. */
export function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  )
}
