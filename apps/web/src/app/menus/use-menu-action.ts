import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { openChat } from '../../shared/chat/chatwoot'
import { siteOption, useBootstrap, type Bootstrap } from '../../shared/bootstrap/bootstrap'
import { openGame, searchGames } from '../../shared/games/open-game'
import { useT } from '../../shared/i18n/i18n'
import { closeDrawers, openDialog } from '../../shared/store/ui-store'
import { toast } from '../../shared/ui/toast'
import type { MenuAction } from './menus'

/**
 * The live-chat page from the `livechat` site option, when it is a page a tab can show. A widget
 * script (…/widget.js) needs the vendor's embed, which this site does not load (docs/web.md), so it
 * does not count as a chat page.
 */
export function liveChatUrl(bootstrap: Bootstrap | false | undefined): string | null {
  const value = siteOption(bootstrap, 'livechat')
  if (!value || !/^https?:\/\//i.test(value) || /\.js(\?|#|$)/i.test(value)) return null
  return value
}

/** Runs a menu entry that has no route (spec §2): call me, call you back, Aviator, support. */
export function useMenuAction() {
  const navigate = useNavigate()
  const bootstrap = useBootstrap()
  const t = useT()
  return useCallback(
    async (action: MenuAction) => {
      closeDrawers()
      switch (action) {
        // Both open the callback form where the player is: a dialog, never a new tab, so neither is
        // announced as one (docs/web.md "Menus").
        case 'callback':
        case 'callYouBack':
          openDialog('callback')
          return
        case 'support': {
          // A logged-in player's Chatwoot widget first (docs/live-chat.md), then a chat page, then
          // the callback form: a visitor never gets an anonymous chat.
          if (openChat()) return
          const url = liveChatUrl(bootstrap)
          if (url) window.open(url, '_blank', 'noopener')
          else openDialog('callback')
          return
        }
        case 'aviator': {
          // Spec §2: the game found by searching "Aviator" among the non-live games, first match.
          const [game] = await searchGames('Aviator', false)
          if (!game) toast.info(t('layout.gameUnavailable'))
          else openGame(game, navigate)
          return
        }
      }
    },
    [bootstrap, navigate, t],
  )
}
