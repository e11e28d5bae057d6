// A request that did not produce a flow reply. The flow tables see it as nextAction SESSION_EXPIRED or
// REQUEST_FAILED; the user sees "Request Failed:" with the reason in their language (its message key); the error log
// gets the English detail, for the developers who read it.

/** Why a request failed, as the user is told; `status` comes with an HTTP status that is not a redirect. */
export type FailureReason =
  | 'status'
  | 'timeout'
  | 'invalidReply'
  | 'unexpectedReply'
  | 'appNotValid'
  | 'unexpected'
  | 'network'
  | 'redirected'
  | 'expired'
  | 'ceremony';

/** The HTTP statuses the widget names in every language; any other reads "HTTP error <status>". */
export const NAMED_STATUSES = [400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 422, 429, 500, 501, 502, 503, 504];

/** A gateway's statuses: the server behind it never answered (a GET is tried once more; a form keeps what was typed). */
export const GATEWAY_STATUSES = [502, 503, 504];

/** Every message key a failure may be shown with (the data check holds every locale to them). */
export const FAILURE_KEYS = [
  ...(
    [
      'timeout',
      'invalidReply',
      'unexpectedReply',
      'appNotValid',
      'unexpected',
      'network',
      'redirected',
      'expired',
      'ceremony',
    ] as const
  ).map((r) => `failure.${r}`),
  'failure.status',
  ...NAMED_STATUSES.map((s) => `failure.status.${s}`),
];

/** The nextActions only the widget names: a passkey ceremony the user cancelled or the browser could not do. */
export const CEREMONY_ACTIONS = ['CEREMONY_CANCELLED', 'CEREMONY_FAILED'] as const;

export class ApiFailure extends Error {
  /** a 403 whose body says the CSRF token was not accepted (csrfTokenStatus INVALID) */
  csrfRejected = false;

  constructor(
    /** CEREMONY_*: a request's passkey ceremony was cancelled by the user or failed (src/api/webauthn.ts) */
    readonly kind: 'SESSION_EXPIRED' | 'REQUEST_FAILED' | (typeof CEREMONY_ACTIONS)[number],
    readonly reason: FailureReason,
    /** in English, for the error log */
    readonly detail: string,
    readonly status?: number,
    readonly correlationId?: string,
    /** a few harmless response headers, for the error log (never cookies or tokens) */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'ApiFailure';
  }

  /** The request never got an answer from the server: nothing was refused, so what the user typed is kept. */
  get unanswered(): boolean {
    return (
      this.reason === 'timeout' ||
      this.reason === 'network' ||
      this.reason === 'ceremony' ||
      (this.reason === 'status' && GATEWAY_STATUSES.includes(this.status ?? 0))
    );
  }

  /** The message key of the reason, as the message box shows it (with the status as {$status}). */
  get key(): string {
    if (this.reason !== 'status') return `failure.${this.reason}`;
    return this.status !== undefined && NAMED_STATUSES.includes(this.status)
      ? `failure.status.${this.status}`
      : 'failure.status';
  }
}
