import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { getErrorMessage } from '@/lib/api'
import { useTerminologySearch, type ConceptHit } from './search-terminology'
import type { CodeSystem } from '@modules/records/contracts/record-coding'

type ComboboxProps = {
  system: CodeSystem
  /** Read by screen readers and by the tests (the placeholder says the rest). */
  label: string
  placeholder: string
  onPick: (concept: ConceptHit) => void
  /** Codes already chosen: not offered again. */
  exclude?: string[]
}

/**
 * A searchable code picker (ARIA combobox): GET /api/terminology/search?system=&q= as the provider
 * types, each hit shown with its code and Indonesian name; arrows and Enter pick, Escape closes.
 */
export function ConceptCombobox({ system, label, placeholder, onPick, exclude = [] }: ComboboxProps) {
  const { t } = useTranslation()
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const debounced = useDebouncedValue(query, 200)
  const search = useTerminologySearch(system, debounced)
  const hits = (search.data ?? []).filter((h) => !exclude.includes(h.code))
  const showList = open && debounced.trim().length > 0

  function pick(hit: ConceptHit) {
    onPick(hit)
    setQuery('')
    setOpen(false)
    setActive(0)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((i) => Math.min(i + 1, Math.max(hits.length - 1, 0)))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (e.key === 'Enter' && showList && hits[active]) {
      e.preventDefault()
      pick(hits[active])
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits[active] ? `${id}-opt-${active}` : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
          setActive(0)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {search.isError ? (
            <li className="px-2 py-1.5 text-destructive">
              {t('recordCoding.picker.failed', { message: getErrorMessage(search.error) })}
            </li>
          ) : search.isPending || search.isFetching ? (
            <li className="px-2 py-1.5 text-muted-foreground">{t('recordCoding.picker.searching')}</li>
          ) : hits.length === 0 ? (
            <li className="px-2 py-1.5 text-muted-foreground">{t('recordCoding.picker.noResults')}</li>
          ) : (
            hits.map((hit, i) => (
              <li
                key={hit.code}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={`flex cursor-pointer gap-2 rounded px-2 py-1.5 ${i === active ? 'bg-accent text-accent-foreground' : ''}`}
                // picked before the input's blur closes the list
                onMouseDown={(e) => {
                  e.preventDefault()
                  pick(hit)
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="shrink-0 font-mono text-xs leading-5 font-semibold text-primary">{hit.code}</span>
                <span className="min-w-0">{hit.display}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  )
}
