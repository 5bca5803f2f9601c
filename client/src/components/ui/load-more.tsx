import { useTranslation } from 'react-i18next'
import { Button } from './button'

type LoadMoreProps = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/** The one "Muat lebih banyak" control under every paged list (TanStack infinite queries). */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  const { t } = useTranslation()
  if (!hasNextPage) return null
  return (
    <div className="flex justify-center py-3">
      <Button variant="outline" size="sm" disabled={isFetchingNextPage} onClick={() => fetchNextPage()} data-testid="load-more">
        {isFetchingNextPage ? t('common.loadingMore') : t('common.loadMore')}
      </Button>
    </div>
  )
}
