// The marks of the controls of a list (an identity provider's kind, docs/host.md "Sign-on through an identity
// provider"): SVG path data in a 24 × 24 box, drawn in the text's colour (decorative: the control's name says which it
// is), never an external image. Loaded on demand (dist/auth-widget-marks.js) only by a panel that draws a control with
// a mark.
export const MARK_PATHS: Record<string, string> = {
  oidc: 'M12.6 10a6 6 0 1 0 0 4H17v4h4v-4h2v-4zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
  google:
    'M21.4 10.2H12v3.7h5.4a5.6 5.6 0 0 1-5.4 4 6 6 0 1 1 3.9-10.5l2.7-2.6A9.8 9.8 0 0 0 12 2.2a9.8 9.8 0 1 0 0 19.6c5.6 0 9.6-4 9.6-9.7l-.2-1.9z',
  microsoft: 'M3 3h8.5v8.5H3zm9.5 0H21v8.5h-8.5zM3 12.5h8.5V21H3zm9.5 0H21V21h-8.5z',
  apple:
    'M16.4 12.6c0-2.4 2-3.5 2.1-3.6a4.6 4.6 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8a4.7 4.7 0 0 0-3.9 2.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a9 9 0 0 0 1.3-2.7s-2.5-1-2.5-4.1zM14 5.4a4 4 0 0 0 1-3c-1 0-2.1.7-2.8 1.5a4 4 0 0 0-1 2.9c1 .1 2.1-.6 2.8-1.4z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
};
