// Raw HTML where the widget shows plain text: a message or an app setting holding a tag or a character entity is
// drawn as those characters (React escapes every text; the widget's only markup is its own {#link}), so the check
// reports it where it is written rather than letting a user read "<b>" (docs/messages.md "No HTML").
const TAG = /<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>|&(?:[A-Za-z]+|#\d+|#x[\da-fA-F]+);/;

/** The first tag or entity in a text, or null. */
export function rawHtmlIn(text: string): string | null {
  return TAG.exec(text)?.[0] ?? null;
}
