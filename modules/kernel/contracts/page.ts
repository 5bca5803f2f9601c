/** One page of a list: `nextCursor` is null on the last page (nothing more exists). */
export interface Page<T> {
  items: T[]
  nextCursor: string | null
}
