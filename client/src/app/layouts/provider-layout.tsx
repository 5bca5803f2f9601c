import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { TooltipProvider } from '@/components/ui/tooltip'
import { HeaderActions } from './header-actions'
import { ProviderSidebar } from './provider-sidebar'
import { ShellContext } from './shell-context'

/** The provider area (/provider, /provider/appointments, /provider/learning/*): sidebar + header. */
export default function ProviderLayout() {
  const { t } = useTranslation()
  return (
    // the sidebar's collapsed-icon tooltips are the app's only tooltips
    <TooltipProvider>
      <SidebarProvider className="bg-muted/40">
        <ProviderSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-4 border-b bg-card/90 px-4 backdrop-blur-md sm:px-6">
            <SidebarTrigger label={t('providerNav.toggle')} title={t('providerNav.shortcut')} className="-ml-1" />
            <HeaderActions />
          </header>
          <main className="mx-auto grid w-full max-w-[96rem] grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:px-8">
            <ShellContext value={true}>
              <Outlet />
            </ShellContext>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  )
}
