import { Outlet, ScrollRestoration } from 'react-router'
import { useRealtimeInvalidation } from '../realtime'

export function RootLayout() {
  useRealtimeInvalidation()
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
