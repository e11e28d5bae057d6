// What a bench client sends and keeps, shared by the load test (bench/load.mjs) and the sign-on throughput
// (bench/signon.mjs): the widget's query, its form body, the headers of a POST in a session, and the session cookie
// and CSRF token a reply gives the connection (autocannon's per-connection context).
export const Q = 'isWidget=true&language=en_US';

/** The wire format's form body: the payload as JSON in `data`, the CSRF token, an empty session id. */
export const form = (data, ctx) =>
  new URLSearchParams({ data: JSON.stringify(data), _csrf: ctx.csrf ?? '', sId: '' }).toString();

/** A POST of the connection's session, from its own client address. */
export const sessionPost = (req, ctx, data) => ({
  ...req,
  headers: {
    ...req.headers,
    'content-type': 'application/x-www-form-urlencoded',
    cookie: ctx.cookie ?? '',
    'x-forwarded-for': ctx.ip,
    'x-xsrf-token': ctx.csrf ?? '',
  },
  body: form(data, ctx),
});

/** Keeps the session cookie a reply sets; with `csrf`, the token a getCSRFToken reply carries ('' if none). */
export function keepSession(ctx, headers, body, csrf = false) {
  const cookie = [headers['set-cookie']].flat().find(Boolean);
  if (cookie) ctx.cookie = String(cookie).split(';')[0];
  if (!csrf) return;
  try {
    ctx.csrf = JSON.parse(body).csrfTokenValue ?? '';
  } catch {
    ctx.csrf = '';
  }
}
