/**
 * The short chime of a new notification or message. Drawn with Web Audio (no file to download).
 * Muted by the person's setting (kept in this browser) and by the browser's autoplay rules: an
 * audio context that may not start yet stays silent, never an error.
 */
const MUTE_KEY = 'tajriba.sound.muted';
let ctx: AudioContext | null = null;
let lastAt = 0;

export function isSoundMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for the page.
  }
}

export function playChime(now = Date.now()): void {
  // A message and its notification arrive together: one chime.
  if (isSoundMuted() || now - lastAt < 1500) return;
  lastAt = now;
  try {
    const AC = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AC) return;
    ctx ??= new AC();
    if (ctx.state === 'suspended') {
      // Autoplay rules: resuming may be refused until the person interacts with the page.
      void ctx.resume().catch(() => undefined);
      if (ctx.state === 'suspended') return;
    }
    const t = ctx.currentTime;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.4);
    gain.connect(ctx.destination);
    for (const [freq, at] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(freq, t + at);
      osc.connect(gain);
      osc.start(t + at);
      osc.stop(t + at + 0.28);
    }
  } catch {
    // No audio on this device: silence.
  }
}
