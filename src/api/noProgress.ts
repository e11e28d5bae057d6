// Stands in for ky's body streaming (its utils/body.js), which ky runs only for onDownloadProgress or onUploadProgress
// callbacks: the transport gives neither (src/api/transport.ts), so these are never called (src/api/noProgress.test.ts).
const never = (): never => {
  throw new Error('AuthWidget: ky progress callbacks are not part of this build (scripts/lib-trim.mjs)');
};

export const getBodySize = never;
export const streamResponse = never;
export const streamRequest = never;
