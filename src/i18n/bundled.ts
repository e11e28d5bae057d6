// The en_US messages the flows' chunks bring as they load (scripts/generate-data.mjs leaves a message only a chunk
// shows out of the bundled en_US). They go into the bundled en_US object itself, in place: every translator made over
// it finds a chunk's messages once the chunk is in, which is before any of its pages is drawn (src/data/load.ts). This
// module imports no locale, so loading a chunk never pulls en_US in ahead of the widget's own import of it.
type Messages = Record<string, unknown>;

let bundled: Messages | null = null;
const early: Messages = {};

/** The widget's bundled en_US (src/i18n/I18nContext.tsx), with what chunks brought before it was given. */
export function bundleMessages<T extends Messages>(en: T): T {
  bundled = en;
  return Object.assign(en, early);
}

export function addBundledMessages(messages: Record<string, string> | undefined) {
  if (messages) Object.assign(bundled ?? early, messages);
}
