import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { useUser } from '@/features/auth/api/get-user'
import { ROLE_HOME } from '@/lib/user'
import { cn } from '@/lib/utils'
import { HeaderActions } from './header-actions'
import { useInsideShell } from './shell-context'

/** Header (logo, name, language, 'Keluar') + page body, shared by the role dashboards. */
export function DashboardLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const user = useUser().data
  // below the provider layout (sidebar + header) only the page body is drawn
  if (useInsideShell()) return <>{children}</>

  return (
    <div className="min-h-svh bg-muted/40">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div
          className={cn(
            'mx-auto flex h-16 items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8',
            wide ? 'max-w-[96rem]' : 'max-w-7xl'
          )}
        >
          <Link
            to={user ? ROLE_HOME[user.role] : '/'}
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <Logo />
          </Link>
          <HeaderActions />
        </div>
      </header>
      <main
        className={cn('mx-auto grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:px-8', wide ? 'max-w-[96rem]' : 'max-w-7xl')}
      >
        {children}
      </main>
    </div>
  )
}
