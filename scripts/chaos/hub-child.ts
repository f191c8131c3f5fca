/**
 * One hub child of the chaos run (docs/operations.md "The chaos run"): holds its share of the hub
 * sockets in a `HubCrowd`, keeps the ticket owners the run sends for the leak check, and reports its
 * figures. Started by `HubCrowdPool` with `fork`; it exits when told to stop and also when the IPC
 * channel closes, so a run that dies (even by SIGKILL) leaves no sockets behind.
 */
import type { ChildStats, FromChild, ToChild } from './hub-messages.js'
import { STATS_MS } from './hub-messages.js'
import { HubCrowd } from './sockets.js'
import { runAhead, StallWatch } from './stalls.js'

if (!process.send) throw new Error('hub-child: run by HubCrowdPool (fork), not on its own')

// Read by the pool from the first figures: a child at the stack's priority is said so in the report.
const ahead = runAhead()
const owners = new Map<number, string>()
const crowd = new HubCrowd((ticketId) => owners.get(ticketId))
const watch = new StallWatch()

const send = (msg: FromChild, then?: () => void) => {
  if (!process.connected) return then?.()
  process.send!(msg, undefined, {}, () => then?.())
}
const stats = (): ChildStats => ({
  open: crowd.openCount,
  size: crowd.size,
  frames: crowd.frames,
  leaks: crowd.leaks,
  goodbyes: crowd.goodbyes,
  allOpenAt: crowd.allOpenAt,
  tracks: crowd.trackFigures(),
  connectFailures: Object.fromEntries(crowd.connectFailures),
  stalls: watch.stalls,
})

const ticker = setInterval(() => send({ kind: 'stats', ...stats() }), STATS_MS)

function stop(): void {
  clearInterval(ticker)
  crowd.stop()
  send({ kind: 'stats', ...stats() }, () => process.exit(0))
}

process.on('message', (msg: ToChild) => {
  switch (msg.kind) {
    case 'owners':
      for (const [id, owner] of msg.entries) owners.set(id, owner)
      return
    case 'start':
      // Figures first, so the run reads the open count of a finished start at once.
      void crowd.start(msg.clients, msg.batch).then(() => {
        send({ kind: 'stats', ...stats() })
        send({ kind: 'started', ahead })
      })
      return
    case 'track':
      crowd.track(msg.key, msg.upstream, msg.since)
      return
    case 'stop':
      stop()
      return
  }
})

// The run's process is gone (exited, killed): nobody reads these sockets any more.
process.once('disconnect', () => {
  clearInterval(ticker)
  crowd.stop()
  process.exit(0)
})
