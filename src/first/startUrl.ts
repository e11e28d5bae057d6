// The address of a start-up call as the widget's transport sends it (src/api/transport.ts: the API base, the request's
// path and query as src/api/requests.ts fills them, then isWidget, language and the session id, none yet), so the
// first script's call is the one the main script would make: it takes the reply instead of asking again.
import type { RequestDef } from '../data/types';
import type { ResolvedConfig } from '../host/config';
import { choose, fillPath, queryOf, type ValueScope } from '../api/values';

export function startCallUrl(def: RequestDef, config: ResolvedConfig): string {
  const scope = { config, app: {}, session: {}, context: {}, form: {}, facts: {} } as unknown as ValueScope;
  const path = fillPath(choose(def.path, {}), scope);
  const query = { isWidget: 'true', language: config.locale, ...queryOf(def.query, scope, {}), sId: '' };
  return new URL(`${config.apiBase}/${path}?${new URLSearchParams(query).toString()}`).href;
}
