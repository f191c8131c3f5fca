/*
 * Sound: short synthesised tones (no files to load), silent without an audio device. The mute
 * choice is remembered for every game (localStorage `galata-muted`).
 */

let audio: AudioContext | null = null
let muted = localStorage.getItem('galata-muted') === '1'

export const isMuted = () => muted

export function setMuted(value: boolean) {
  muted = value
  localStorage.setItem('galata-muted', muted ? '1' : '0')
}

export function tone(freq: number, ms: number, type?: OscillatorType, gain?: number) {
  if (muted) return
  try {
    audio = audio || new AudioContext()
    const o = audio.createOscillator()
    const g = audio.createGain()
    o.type = type || 'sine'
    o.frequency.value = freq
    g.gain.setValueAtTime(gain || 0.08, audio.currentTime)
    g.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + ms / 1000)
    o.connect(g).connect(audio.destination)
    o.start()
    o.stop(audio.currentTime + ms / 1000)
  } catch {
    // No audio device: play on silently.
  }
}

export const sounds = {
  click: () => tone(660, 60, 'square', 0.03),
  win: () => [523, 659, 784, 1046].forEach((f, i) => setTimeout(() => tone(f, 140, 'triangle'), i * 90)),
  lose: () => tone(160, 260, 'sawtooth', 0.05),
  tick: () => tone(1200, 25, 'square', 0.02),
}
