import { useBootstrap } from '../bootstrap/bootstrap'

/**
 * The live chat's hosts while one is configured (docs/live-chat.md "Cookies"), from the bootstrap;
 * empty when none. The cookie notice and the Cookie Policy name the chat only then, as they do the
 * tag manager.
 */
export function useLiveChatHosts(): readonly string[] {
  const bootstrap = useBootstrap()
  return (bootstrap ? bootstrap.liveChatHosts : undefined) ?? NONE
}

const NONE: readonly string[] = []
