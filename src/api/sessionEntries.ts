// The session entries the engine itself reads: the app settings (ping mode, delivery channels), whether the app and
// brand are valid, the CSRF data every POST carries and the session id every call carries. A request keeps a reply
// field in one by naming it under "session" (docs/api.md "Start-up"); the field must be read with the type given here.
export const SESSION_ENTRIES: Record<string, string> = {
  app: 'appSettings',
  appValidated: 'boolean',
  csrf: 'csrf',
  sessionId: 'string',
};
