// A program that knows the repository's digit clips (the attacker of docs/server-rules.md C7): it finds the five
// loudest voiced stretches of a captcha's audio and names each by the clip that matches it best (normalized
// cross-correlation, at a third of the rate).
import { digitClips, RATE } from '../captchaAudio';

const STEP = 3; // matched at a third of the rate: the digits' shape is kept, the work is a ninth
const down = (x: Float32Array) => Float32Array.from({ length: Math.floor(x.length / STEP) }, (_, i) => x[i * STEP]);
const templates = () => digitClips().map(down);

/** the samples of a 16-bit mono WAV */
const samplesOf = (wav: Buffer) => {
  const n = wav.readUInt32LE(40) / 2;
  return Float32Array.from({ length: n }, (_, i) => wav.readInt16LE(44 + 2 * i) / 32768);
};

/** the five loudest voiced stretches, in time order, as [start, end) sample indexes */
function stretches(x: Float32Array): [number, number][] {
  const frame = Math.round(RATE / 100);
  const energy = Array.from({ length: Math.floor(x.length / frame) }, (_, f) => {
    let e = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) e += x[i] * x[i];
    return e;
  });
  const limit = 0.03 * Math.max(...energy);
  const runs: { from: number; to: number; sum: number }[] = [];
  energy.forEach((e, f) => {
    const last = runs.at(-1);
    if (e < limit) return;
    if (last && f - last.to <= 25) {
      last.to = f + 1;
      last.sum += e;
    } else runs.push({ from: f, to: f + 1, sum: e });
  });
  return runs
    .sort((a, b) => b.sum - a.sum)
    .slice(0, 5)
    .sort((a, b) => a.from - b.from)
    .map((r) => [r.from * frame, r.to * frame]);
}

/** the best normalized cross-correlation of `clip` anywhere within `x` */
function match(x: Float32Array, clip: Float32Array): number {
  let clipNorm = 0;
  for (const v of clip) clipNorm += v * v;
  let best = -1;
  for (let lag = 0; lag + clip.length <= x.length; lag++) {
    let dot = 0;
    let norm = 0;
    for (let i = 0; i < clip.length; i++) {
      dot += x[lag + i] * clip[i];
      norm += x[lag + i] * x[lag + i];
    }
    best = Math.max(best, dot / Math.sqrt(norm * clipNorm + 1e-12));
  }
  return best;
}

/** The attacker's answer: each stretch, widened to hold a whole clip, named by the clip that matches it best. */
export function solve(wav: Buffer): string {
  const x = samplesOf(wav);
  const ts = templates();
  return stretches(x)
    .map(([from, to]) => {
      const window = down(x.subarray(Math.max(0, from - RATE / 4), Math.min(x.length, to + RATE / 4)));
      const scores = ts.map((t) => (t.length <= window.length ? match(window, t) : -1));
      return String(scores.indexOf(Math.max(...scores)));
    })
    .join('');
}
