// The session of the flow tables (docs/api.md "Start-up"): there is one; each start call, renewal and the CSRF request
// names a request of the same file (the bundle carries it: the widget cannot start without it); `after` names an
// earlier start call, so the calls cannot wait for each other in a circle.
import type { Tables } from '../../flow/tables';
import CORE_FLOWS from '../core-flows.json';
import { didYouMean, type Report } from './report';

export function checkSession(r: Report, tables: Tables) {
  const { session } = tables;
  if (!session.file) {
    r.add('flows/', '', 'no flow file gives the "session": the widget would make no start-up calls');
    return;
  }
  const file = `flows/${session.file}`;
  // the widget starts with what the bundle carries; a lazily loaded file comes too late (the build refuses it too)
  if (!CORE_FLOWS.includes(session.file))
    r.add(
      file,
      '/session',
      `the session belongs in a flow file the bundle carries (${CORE_FLOWS.join(', ')}): move it there, with its requests`,
    );
  const own = Object.keys(tables.requests).filter((n) => tables.requests[n].file === session.file);
  const request = (name: string, at: string) => {
    if (!own.includes(name))
      r.add(
        file,
        at,
        `request ${name} is not defined in ${file} (the session's requests live beside it)${didYouMean(name, own)}`,
      );
  };
  const earlier: string[] = [];
  session.start.forEach((c, i) => {
    request(c.request, `/session/start/${i}/request`);
    if (earlier.includes(c.request)) r.add(file, `/session/start/${i}/request`, `${c.request} is started twice`);
    if (c.after !== undefined && !earlier.includes(c.after))
      r.add(
        file,
        `/session/start/${i}/after`,
        `${c.after} is not an earlier start call${didYouMean(c.after, earlier)} (a call waits only for one before it)`,
      );
    earlier.push(c.request);
  });
  (session.renew ?? []).forEach((name, i) => request(name, `/session/renew/${i}`));
  if (session.csrf !== undefined) request(session.csrf, '/session/csrf');
}
