// A page's "requestFor" and "eventFor" (the request its primary button makes, or the event it raises, instead when a
// field has a value): each field one of its panel's, each request one of flows/, each event one the page has rows for.
import type { PageDef } from '../types';
import { didYouMean, esc, type Report } from './report';

export function checkRequestFor(
  r: Report,
  page: PageDef,
  schema: object | undefined,
  requests: Record<string, unknown>,
  file: string,
  at: string,
) {
  const props = (schema as { properties?: object } | undefined)?.properties ?? {};
  const fieldOf = (field: string, where: string) => {
    if (!Object.hasOwn(props, field))
      r.add(file, where, `${field} is not a field of the page's panel${didYouMean(field, Object.keys(props))}`);
  };
  const events = Object.keys(page.events ?? {});
  for (const [field, byValue] of Object.entries(page.eventFor ?? {})) {
    fieldOf(field, `${at}/eventFor/${esc(field)}`);
    for (const [value, event] of Object.entries(byValue))
      if (!events.includes(event))
        r.add(
          file,
          `${at}/eventFor/${esc(field)}/${esc(value)}`,
          `the page has no "events" rows for ${event}${didYouMean(event, events)}; fix: add rows under "events"`,
        );
  }
  const rf = `${at}/requestFor`;
  for (const [field, byValue] of Object.entries(page.requestFor ?? {})) {
    fieldOf(field, `${rf}/${esc(field)}`);
    for (const [value, name] of Object.entries(byValue))
      if (!requests[name])
        r.add(
          file,
          `${rf}/${esc(field)}/${esc(value)}`,
          `request ${name} is not defined under "requests" in flows/${didYouMean(name, Object.keys(requests))}`,
        );
  }
}
