// Generates the spoken-digit clips the reference server assembles audio captchas from (server/captcha-audio/N.wav).
// Run once with a speech synthesizer installed (Debian: apt-get install espeak-ng); the clips are committed as data,
// so neither the build nor the tests need the synthesizer. Each clip: 11025 Hz, mono, 16-bit PCM, silence trimmed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/captcha-audio');
const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
fs.mkdirSync(out, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'digits-'));

function pcmOf(wav) {
  let at = 12;
  let rate = 0;
  while (at < wav.length - 8) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data')
      return {
        rate,
        samples: new Int16Array(wav.buffer.slice(wav.byteOffset + at + 8, wav.byteOffset + at + 8 + size)),
      };
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

function wavOf(samples, rate) {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

words.forEach((word, digit) => {
  const file = path.join(tmp, `${digit}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', file, word]);
  const { rate, samples } = pcmOf(fs.readFileSync(file));
  // halve the rate (average pairs), then trim leading and trailing silence
  const half = new Int16Array(Math.floor(samples.length / 2));
  for (let i = 0; i < half.length; i++) half[i] = (samples[2 * i] + samples[2 * i + 1]) >> 1;
  let start = 0;
  let end = half.length;
  while (start < end && Math.abs(half[start]) < 300) start++;
  while (end > start && Math.abs(half[end - 1]) < 300) end--;
  fs.writeFileSync(path.join(out, `${digit}.wav`), wavOf(half.slice(start, end), rate / 2));
});
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`wrote ${words.length} clips to ${out}`);
