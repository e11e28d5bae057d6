// Stands in for ky's reading of Retry-After and rate-limit headers (its core/retry-timing.js): the transport retries a
// GET once after its own short delay whatever a server asks (src/api/transport.ts, afterStatusCodes: []), so ky never
// uses what these would read (src/api/noRetryAfter.test.ts). No header is read; no delay is taken from one.
export const getRetryTimingHeader = (): undefined => undefined;

export const calculateRetryTimingDelay = (): never => {
  throw new Error('AuthWidget: ky retry timing headers are not part of this build (scripts/lib-trim.mjs)');
};
