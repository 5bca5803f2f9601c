/**
 * Identity's viewer rule as the server hands it over at route registration
 * (ModuleDefinition.attachAccessRules): notification cannot import identity, which queues its mails
 * through notification.
 */
export const viewerRules = {
  isUnverifiedProvider: async (_user: { id: string; role: string }): Promise<boolean> => {
    throw new Error('notification routes were not registered (attachAccessRules was not called)')
  },
}
