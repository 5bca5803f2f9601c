import { createContext, useContext } from 'react'

/**
 * True below a layout that already draws the app shell (header, navigation). A page that
 * wraps itself in DashboardLayout then renders only its content instead of a second shell.
 */
export const ShellContext = createContext(false)

export function useInsideShell(): boolean {
  return useContext(ShellContext)
}
