// A list a reply gave (a user's passkeys, linked providers), one row per element: its words from the element's fields,
// times in the user's language and time zone, and the row's controls, each raising a flow event with the element
// kept in the flow context (the page's rows then ask, send or go on). A control with `rename` edits the element's
// field in place: an input under the row, Save raising the event with the new value in the element kept, Escape or
// Cancel putting everything back. It holds no form value. A row that was not there when the list was last drawn
// (the page was away meanwhile: a passkey added through the recovery codes) takes the focus when the page opens.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RenameRow } from './RenameRow';
import type { ItemControl } from './itemControl';

export type { ItemControl };
import type { FormCtx } from '../context';
import { bcp47 } from '../../i18n/locale';
import { valueFrom } from './sourced';
import { labelId } from '../templates';

type Element = Record<string, string | number | boolean | null>;

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO 8601 time as its day, in the user's language and the browser's time zone; anything else as it came. The day
 * alone: when a passkey was made or last used is a day to the user, and a time of day beside it broke across lines on a
 * phone ("8:00 / AM").
 */
export function shownTime(value: unknown, tag: string): string {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  let f = dateTimes.get(tag);
  if (!f) dateTimes.set(tag, (f = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })));
  return f.format(at);
}

const isElement = (e: unknown): e is Element => !!e && typeof e === 'object' && !Array.isArray(e);

/** The elements of the list the option names (flat records, at most `max`); a record alone is one row. */
/** An edit in place: its row, the control that opened it, and what was sent once saved. */
interface Editing {
  row: number;
  control: number;
  action: string;
  sent?: { value: string; was: unknown };
}

function elementsFrom(value: unknown, max: number): Element[] {
  if (isElement(value)) return [value];
  if (!Array.isArray(value)) return [];
  return value.filter(isElement).slice(0, max);
}

/** Whether a control shows on a row: each field its `when` names has that value. */
const shownFor = (c: ItemControl, e: Element) => Object.entries(c.when ?? {}).every(([f, v]) => (e[f] ?? null) === v);

/**
 * @widget itemList — one row per element of a list a reply gave (passkeys, linked providers): its words, its times in the user's language and time zone, its controls (rename in place, remove…)
 * @option from string "context.passkeys" — the list: context.<name> (kept from a reply as a list of records; a record alone is one row)
 * @option item key "settings.passkey.item" — each row's first line; the element's fields are its variables
 * @option details key-map { "createdAt": "settings.passkey.created" } — a line per field the element has, field → message key; the field's value is its variable {$value}
 * @option times fields ["createdAt", "lastUsedAt"] — the fields that are times (ISO 8601): shown as their day in the user's language and time zone
 * @option data object { "passkey": "id" } — data-* hooks of each row from the element's fields, hook → field; they also name a row, so a row new since the list was last drawn takes the focus when its page opens
 * @option controls controls [{ "action": "remove", "label": "settings.remove", "event": "REMOVE", "keep": "passkey", "tone": "danger" }] — each row's controls: action (data-action), label (key), event (of the page), keep (the element kept in the flow context under this name), rename (a field edited in place first), name (that input's label key), maxLength, tone ("danger": it takes something away, drawn in the error colour), when (shown only on a row whose fields have these values)
 * @option actions controls [{ "action": "add-passkey", "label": "settings.passkeys.add", "event": "ADD_PASSKEY" }] — controls under the rows, of the list as a whole (no element kept)
 * @option empty key "settings.passkeys.none" — said when the list is empty
 * @option max integer 20 — the most rows drawn
 */
export function ItemListWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const o = props.options;
  const rows = elementsFrom(valueFrom(ctx, o.from), Number(o.max ?? 20));
  const details = (o.details ?? {}) as Record<string, string>;
  const times = new Set((o.times ?? []) as string[]);
  const hooks = (o.data ?? {}) as Record<string, string>;
  const controls = (o.controls ?? []) as ItemControl[];
  const tag = bcp47(ctx.locale);
  const fresh = useFresh(ctx, props.id, Object.keys(hooks).length ? rows.map((e) => rowKey(e, hooks)) : null);
  // the row whose field is being edited in place, the control that opened it, and once saved (sent, not yet answered)
  // the value sent and the one it replaces
  const [editing, setEditing] = useState<Editing | null>(null);
  const field = editing ? controls[editing.control]?.rename : undefined;
  const now = editing && field ? rows[editing.row]?.[field] : undefined;
  // a saved edit closes when the row's value changes or is the one sent (the server may tidy it); refused, it stays
  // open with what was typed
  const edit = editing && (!editing.sent || (now !== editing.sent.value && now === editing.sent.was)) ? editing : null;
  const list = useRef<HTMLUListElement>(null);
  const last = useRef(edit);
  useEffect(() => {
    const closed = last.current;
    last.current = edit;
    if (!closed || edit) return;
    // the control that opened the edit gets the focus back, unless something outside the list took it meanwhile
    // (the server's words about the change)
    const active = document.activeElement;
    if (active && active !== document.body && !list.current?.contains(active)) return;
    const row = list.current?.children[closed.row];
    row?.querySelector<HTMLButtonElement>(`button[data-action="${closed.action}"]`)?.focus();
  }, [edit]);
  const shown = (e: Element, f: string) => (times.has(f) ? shownTime(e[f], tag) : String(e[f] ?? ''));
  const vars = (e: Element) => ({
    ...ctx.facts,
    ...Object.fromEntries(Object.keys(e).map((f) => [f, shown(e, f)])),
  });
  const raise = (c: ItemControl, e: Element) => ctx.raise(c.event, c.keep ? { [c.keep]: e } : undefined);
  const actions = (o.actions ?? []) as ItemControl[];
  return (
    <>
      {rows.length ? (
        rowsList()
      ) : (
        <p id={props.id} className="aw-items-empty">
          {o.empty ? ctx.t(String(o.empty), ctx.facts) : null}
        </p>
      )}
      {actions.length ? (
        <div className="aw-item-controls aw-items-actions">
          {actions.map((c, k) => (
            <ControlButton
              key={k}
              control={c}
              className={c.tone ? `aw-button aw-button--${c.tone}` : 'aw-button'}
              onClick={() => ctx.raise(c.event)}
            >
              {ctx.t(c.label, ctx.facts)}
            </ControlButton>
          ))}
        </div>
      ) : null}
    </>
  );

  function rowsList() {
    return (
      <ul ref={list} id={props.id} className="aw-items" aria-labelledby={labelId(props.id)}>
        {rows.map((e, i) => {
          const nameId = `${props.id}-${i}-name`;
          const open = edit?.row === i ? controls[edit.control] : undefined;
          return (
            <li
              key={i}
              className="aw-item"
              {...Object.fromEntries(Object.entries(hooks).map(([h, f]) => [`data-${h}`, String(e[f] ?? '')]))}
            >
              <div
                className="aw-item-text"
                // the first new row: where focus goes when the page opens (src/panels/focus.ts)
                {...(i === fresh ? { 'data-focus-first': '', tabIndex: -1 } : {})}
              >
                <span id={nameId} className="aw-item-name">
                  {o.item ? ctx.t(String(o.item), vars(e)) : null}
                </span>
                {Object.entries(details)
                  .filter(([f]) => e[f] !== null && e[f] !== undefined && e[f] !== '')
                  .map(([f, key]) => (
                    <span key={f} className="aw-item-detail">
                      {ctx.t(key, { ...vars(e), value: shown(e, f) })}
                    </span>
                  ))}
              </div>
              {open?.rename ? (
                <RenameRow
                  id={`${props.id}-${i}-rename`}
                  control={open}
                  value={String(e[open.rename] ?? '')}
                  ctx={ctx}
                  onSave={(value) => {
                    setEditing({ ...edit!, sent: { value, was: e[open.rename as string] } });
                    raise(open, { ...e, [open.rename as string]: value });
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="aw-item-controls">
                  {controls.map((c, k) =>
                    !shownFor(c, e) ? null : (
                      <ControlButton
                        key={k}
                        control={c}
                        className={c.tone ? `aw-link aw-link--${c.tone}` : 'aw-link'}
                        describedBy={nameId}
                        onClick={() => (c.rename ? setEditing({ row: i, control: k, action: c.action }) : raise(c, e))}
                      >
                        {ctx.t(c.label, vars(e))}
                      </ControlButton>
                    ),
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
}

/** A row's name: the values of the fields its hooks show (a passkey's id). */
const rowKey = (e: Element, hooks: Record<string, string>) =>
  Object.values(hooks)
    .map((f) => String(e[f] ?? ''))
    .join(' ');

/**
 * The index of the first row that is new since this list was last drawn (kept per widget in ctx.lists, by the
 * list's id), or -1: none, rows without names, or a list drawn for the first time. Worked out once, as the list is
 * drawn; the rows drawn are kept for the next time.
 */
function useFresh(ctx: FormCtx, id: string, keys: string[] | null): number {
  const [fresh] = useState(() => {
    const before = keys && ctx.lists?.get(id);
    return before ? keys.findIndex((k) => !before.includes(k)) : -1;
  });
  const drawn = keys && JSON.stringify(keys);
  useEffect(() => {
    if (drawn) ctx.lists?.set(id, JSON.parse(drawn) as string[]);
  }, [ctx.lists, id, drawn]);
  return fresh;
}

/** A control of the list: its hooks (data-action, data-event: a journey presses it by its event) and its words. */
function ControlButton(props: {
  control: ItemControl;
  className: string;
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { control, className, describedBy, onClick, children } = props;
  return (
    <button
      type="button"
      className={className}
      data-action={control.action}
      data-event={control.event}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

// named by the field's label (src/form/templates/index.tsx), as a radio group is
ItemListWidget.group = true;
// a part of its panel: its label is a heading (src/form/templates/index.tsx)
ItemListWidget.section = true;
