import { artEl, icon, symbolArt, type IconName } from '../sdk/art'

// The not-yet-ported page scripts find the artwork on `window.GalataArt`, as they did before.
;(window as unknown as { GalataArt: unknown }).GalataArt = {
  symbol: symbolArt,
  icon: (name: IconName) => icon(name) ?? '',
  el: artEl,
}
