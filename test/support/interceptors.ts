// nock interceptors for recorded exchanges (flows/conformance/): one for an exchange's method and path that keeps what
// the request sent, the recorded reply, and the replies a drafted journey borrows (test/support/journeyDraft.ts).
import nock from 'nock';
import { decodeForm, type Exchange } from './conformance';
import { API } from './widget';

/** An interceptor for the exchange's method and path, and what the request it matched sent (its query and form). */
export function intercept(ex: Exchange) {
  // nock hands the reply function a Request whose body is not read yet: the query and body matchers keep them
  let query: Record<string, string> = {};
  let body = '';
  const scope =
    ex.method === 'POST'
      ? nock(API).post(ex.path, (b) => {
          body = typeof b === 'string' ? b : new URLSearchParams(b as Record<string, string>).toString();
          return true;
        })
      : nock(API).get(ex.path);
  const interceptor = scope.query((q) => {
    query = q as Record<string, string>;
    return true;
  });
  return { interceptor, sent: () => ({ query, form: ex.method === 'POST' ? decodeForm(body) : undefined }) };
}

/** The recorded reply's body and headers. */
export const replyBody = (ex: Exchange) => (ex.json !== undefined ? JSON.stringify(ex.json) : (ex.text ?? ''));
export const replyHeaders = (ex: Exchange) => ({
  ...(ex.contentType ? { 'Content-Type': ex.contentType } : {}),
  ...ex.headers,
});

const COPIES = 3;

/**
 * A drafted journey's new path may ask for a request its source never made: each method and path of the pool is
 * served (a few times) after the journey's own replies for it, and every one used is written into the journey, in
 * call order, as if it had been recorded.
 */
export function serveBorrowed(pool: Exchange[], into: Exchange[]) {
  const made: { interceptor: nock.Interceptor; scope: nock.Scope }[] = [];
  for (const ex of pool)
    for (let n = 0; n < COPIES; n++) {
      const { interceptor, sent } = intercept(ex);
      const scope = interceptor.reply(
        ex.status,
        () => {
          const { query, form } = sent();
          into.push({ ...structuredClone(ex), query, ...(form ? { form } : {}) });
          return replyBody(ex);
        },
        replyHeaders(ex),
      );
      made.push({ interceptor, scope });
    }
  return {
    used: () => made.filter((m) => m.scope.isDone()).length,
    /** those never asked for are no recorded reply left unused */
    drop: () => made.forEach((m) => m.scope.isDone() || nock.removeInterceptor(m.interceptor)),
  };
}
