import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'

type SearchResultsProps = {
  query: { isPending: boolean; isError: boolean; error: unknown }
  loadingLabel: string
  /** The alert's text, given the error's message. */
  failedText: (message: string) => string
  isEmpty: boolean
  /** What an empty list says (no patient yet, or nothing matches the search). */
  emptyText: string
  children: ReactNode
}

/** A provider's searchable list (patients, records): spinner, load error, empty text or the results. */
export function SearchResults({ query, loadingLabel, failedText, isEmpty, emptyText, children }: SearchResultsProps) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label={loadingLabel} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        {failedText(getErrorMessage(query.error))}
      </p>
    )
  }
  if (isEmpty) return <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">{emptyText}</p>
  return <>{children}</>
}
