// What the app and the back office may use from the responsible-gaming flags (docs/backoffice.md
// "Responsible-gaming flags"): the plugin (limit hits, the rules' pass), the queue and its review.
export { rgFlagsPlugin, evaluateRgRules, listRgFlags, reviewRgFlag } from './rg-flags.service.js'
