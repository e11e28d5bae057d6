// A page's "requestFor" (the request its primary button makes instead when a field has a value): each field one of its
// panel's, each request one of flows/.
import type { PageDef } from '../types';
import { didYouMean, esc, type Report } from './report';

export function checkRequestFor(
  r: Report,
  requestFor: PageDef['requestFor'],
  schema: object | undefined,
  requests: Record<string, unknown>,
  file: string,
  at: string,
) {
  const props = (schema as { properties?: object } | undefined)?.properties ?? {};
  for (const [field, byValue] of Object.entries(requestFor ?? {})) {
    if (!Object.hasOwn(props, field))
      r.add(
        file,
        `${at}/${esc(field)}`,
        `${field} is not a field of the page's panel${didYouMean(field, Object.keys(props))}`,
      );
    for (const [value, name] of Object.entries(byValue))
      if (!requests[name])
        r.add(
          file,
          `${at}/${esc(field)}/${esc(value)}`,
          `request ${name} is not defined under "requests" in flows/${didYouMean(name, Object.keys(requests))}`,
        );
  }
}
