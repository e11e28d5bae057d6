// Replies a drafted journey borrows (test/support/journeyDraft.ts): its new path may ask for a request its source
// journey never made, so each method and path of the pool is served (a few times) after the journey's own replies
// for it, and every one used is written into the journey, in call order, as if it had been recorded.
import nock from 'nock';
import { decodeForm, type Exchange } from './conformance';
import { API } from './widget';

const COPIES = 3;

export function serveBorrowed(pool: Exchange[], into: Exchange[]) {
  const interceptors: nock.Interceptor[] = [];
  const scopes: nock.Scope[] = [];
  for (const ex of pool)
    for (let n = 0; n < COPIES; n++) {
      let query: Record<string, string> = {};
      let body = '';
      const interceptor = (
        ex.method === 'POST'
          ? nock(API).post(ex.path, (b) => {
              body = typeof b === 'string' ? b : new URLSearchParams(b as Record<string, string>).toString();
              return true;
            })
          : nock(API).get(ex.path)
      ).query((q) => {
        query = q as Record<string, string>;
        return true;
      });
      interceptors.push(interceptor);
      scopes.push(
        interceptor.reply(
          ex.status,
          () => {
            const used: Exchange = { ...structuredClone(ex), query };
            if (ex.method === 'POST') used.form = decodeForm(body);
            into.push(used);
            return ex.json !== undefined ? JSON.stringify(ex.json) : (ex.text ?? '');
          },
          { ...(ex.contentType ? { 'Content-Type': ex.contentType } : {}), ...ex.headers },
        ),
      );
    }
  return {
    used: () => scopes.filter((sc) => sc.isDone()).length,
    /** those never asked for are no recorded reply left unused */
    drop: () => interceptors.forEach((i, n) => scopes[n].isDone() || nock.removeInterceptor(i)),
  };
}
