// A program that knows the repository's digit clips (the attacker of docs/server-rules.md C7): it finds the five
// loudest voiced stretches of a captcha's audio and names each by the clip that matches it best (normalized
// cross-correlation at every lag, by FFT).
import { digitClips, RATE } from '../../server/guards/captchaAudio';

/** Math's functions held by the module: under the test runner's vm context a lookup of the global Math in a loop
 * costs some 25 times more (server/guards/captchaAudio.ts). */
const { floor, round, max, min, sqrt, cos, sin, PI } = Math;
const STEP = 3; // matched at a third of the rate: the digits' shape is kept, the work is a third
const down = (x: Float32Array) => Float32Array.from({ length: floor(x.length / STEP) }, (_, i) => x[i * STEP]);
let made: Float32Array[] | null = null;
const templates = () => (made ??= digitClips().map(down));

/** the samples of a 16-bit mono WAV */
const samplesOf = (wav: Buffer) => {
  const n = wav.readUInt32LE(40) / 2;
  return Float32Array.from({ length: n }, (_, i) => wav.readInt16LE(44 + 2 * i) / 32768);
};

/** the five loudest voiced stretches, in time order, as [start, end) sample indexes */
function stretches(x: Float32Array): [number, number][] {
  const frame = round(RATE / 100);
  const energy = Array.from({ length: floor(x.length / frame) }, (_, f) => {
    let e = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) e += x[i] * x[i];
    return e;
  });
  const limit = 0.03 * max(...energy);
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

/** a clip's spectrum at size n, made once per clip and size */
const spectra = new Map<Float32Array, Map<number, [Float64Array, Float64Array]>>();
function spectrum(clip: Float32Array, n: number): [Float64Array, Float64Array] {
  const bySize = spectra.get(clip) ?? new Map<number, [Float64Array, Float64Array]>();
  spectra.set(clip, bySize);
  let s = bySize.get(n);
  if (!s) {
    s = [new Float64Array(n), new Float64Array(n)];
    s[0].set(clip);
    fft(s[0], s[1], false);
    bySize.set(n, s);
  }
  return s;
}

/** In-place radix-2 FFT of (re, im), whose length is a power of two; `inverse` without the 1/n scaling. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * PI) / len;
    const wr = cos(angle);
    const wi = sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
        [cr, ci] = [cr * wr - ci * wi, cr * wi + ci * wr];
      }
    }
  }
}

/** A window of the audio made ready to match clips against: its spectrum at size n and its running energy. */
function prepare(x: Float32Array, longest: number) {
  let n = 1;
  while (n < x.length + longest) n <<= 1;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(x);
  fft(re, im, false);
  const sums = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) sums[i + 1] = sums[i] + x[i] * x[i];
  return { n, re, im, sums, length: x.length };
}

/** the best normalized cross-correlation of `clip` anywhere within the window (by FFT) */
function match(w: ReturnType<typeof prepare>, clip: Float32Array): number {
  if (clip.length > w.length) return -1;
  const [cr, ci] = spectrum(clip, w.n);
  const re = new Float64Array(w.n);
  const im = new Float64Array(w.n);
  // the window times the conjugate of the clip: the correlation at every lag
  for (let k = 0; k < w.n; k++) {
    re[k] = w.re[k] * cr[k] + w.im[k] * ci[k];
    im[k] = w.im[k] * cr[k] - w.re[k] * ci[k];
  }
  fft(re, im, true);
  let clipNorm = 0;
  for (const v of clip) clipNorm += v * v;
  let best = -1;
  for (let lag = 0; lag + clip.length <= w.length; lag++) {
    const norm = w.sums[lag + clip.length] - w.sums[lag];
    best = max(best, re[lag] / w.n / sqrt(norm * clipNorm + 1e-12));
  }
  return best;
}

/** The attacker's answer: each stretch, widened to hold a whole clip, named by the clip that matches it best. */
export function solve(wav: Buffer): string {
  const x = samplesOf(wav);
  const ts = templates();
  return stretches(x)
    .map(([from, to]) => {
      // at most 1.5 s around the stretch's start: a digit clip is under 0.6 s
      const end = min(x.length, to + RATE / 4, from + (RATE * 5) / 4);
      const window = prepare(down(x.subarray(max(0, from - RATE / 4), end)), max(...ts.map((t) => t.length)));
      const scores = ts.map((t) => match(window, t));
      return String(scores.indexOf(max(...scores)));
    })
    .join('');
}
