// The one HTTP client over the wire format (src/api/transport.ts): `call` makes the requests the flow tables describe
// as data (src/api/requests.ts) — the start-up calls, the flows' requests and the error log alike. Replies are read
// into plain JSON or ApiFailure is thrown; it never touches the page.
import { createTransport, type ApiOptions } from './transport';

export type Api = ReturnType<typeof createApi>;

export function createApi(opts: ApiOptions & { closed?: () => boolean }) {
  const { get, post } = createTransport(opts);
  return {
    /** a request of the flow tables: the parsed reply, or ApiFailure */
    async call(method: 'GET' | 'POST', path: string, payload: object, query: Record<string, string>): Promise<unknown> {
      // a closed widget asks nothing more: work under way when it closed (a flow's file still loading, a wait) ends
      // here, never settled, instead of reaching the server after the user has left
      if (opts.closed?.()) return new Promise<never>(() => undefined);
      return method === 'GET' ? get(path, query) : post(path, payload, query);
    },
  };
}
