import { Search } from 'lucide-react'
import { cn } from '@/lib/utils'
import { Input } from './input'

type SearchInputProps = {
  id: string
  /** Read by screen readers (the placeholder says the rest). */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}

/** A search box with its icon and a screen-reader label, for lists searched on the server. */
export function SearchInput({ id, label, placeholder, value, onChange, className }: SearchInputProps) {
  return (
    <div className={cn('relative max-w-xl', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        type="search"
        className="pl-9"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
