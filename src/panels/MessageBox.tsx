// The message box of docs/messages.md: ERROR as an alert, INFO and others as a status; server texts as text,
// or a message key. The panel focuses it when the flow asks (src/panels/focus.ts).
import type { Ref } from 'react';
import type { MessageState } from '../api/envelope';
import type { Translate } from '../i18n/messages';

export function messageTexts(message: MessageState, t: Translate): string[] {
  if (message.texts?.length) return message.texts;
  const fromKeys = Object.entries(message.paramKeys ?? {}).map(([name, key]): [string, string] => [
    name,
    t(key, message.params),
  ]);
  return [t(message.key ?? 'SYSTEM_ERROR', { ...message.params, ...Object.fromEntries(fromKeys) })];
}

export function MessageBox({
  message,
  t,
  boxRef,
  id,
  live = true,
}: {
  message: MessageState | null;
  t: Translate;
  boxRef?: Ref<HTMLDivElement>;
  id?: string;
  /** false for a copy that is not announced (the panel's own box says it) */
  live?: boolean;
}) {
  if (!message) return null;
  const texts = messageTexts(message, t);
  const tone = message.tone ?? message.type.toLowerCase();
  return (
    <div
      ref={boxRef}
      id={id}
      className={`aw-message aw-message--${tone}`}
      data-message-type={message.type}
      data-message-tone={message.tone}
      role={live ? (message.type === 'ERROR' ? 'alert' : 'status') : undefined}
      tabIndex={live ? -1 : undefined}
    >
      <span className="aw-sr-only">
        {t(message.tone ? `message.tone.${message.tone}` : `message.type.${message.type}`)}{' '}
      </span>
      {texts.length === 1 ? (
        <p>{texts[0]}</p>
      ) : (
        <ul>
          {texts.map((x, i) => (
            <li key={i}>{x}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
