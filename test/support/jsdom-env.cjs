// jsdom lacks the fetch family, streams, TextEncoder, structuredClone and setImmediate; copy Node's (ky, nock, rjsf need them).
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
];
class Env extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const n of names) this.global[n] = globalThis[n];
  }
}
module.exports = Env;
