/**
 * Set by a successful logout until the landing page is reached signed out. Clearing the
 * session and navigating to '/' reach React in either order; with this mark the protected
 * guard sends the signed-out visitor to '/' (not '/auth') and the guest guard does not bounce
 * a still-cached user back to their dashboard.
 */
let signingOut = false

export function beginSignOut() {
  signingOut = true
}

export function endSignOut() {
  signingOut = false
}

export function isSigningOut() {
  return signingOut
}
