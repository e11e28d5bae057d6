// jsdom lacks the fetch family, streams, TextEncoder, structuredClone and setImmediate; copy Node's (ky, nock, rjsf need them).
// URL, URLSearchParams and the abort signal are Node's too, so that what ky hands Node's fetch is Node's own: jsdom's
// signal made every Request throw and catch an error inside undici (its listener check), and jsdom's URLSearchParams
// encodes a form body one character at a time; together a tenth of the fuzz shards' time.
const { TestEnvironment } = require('jest-environment-jsdom');
const names = [
  'structuredClone',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'setImmediate',
  'clearImmediate',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
];
class Env extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const n of names) this.global[n] = globalThis[n];
  }
}
module.exports = Env;
