// The templates of the widget's theme: labelled fields with described errors, plain inputs that honour
// ui:autocomplete and ui:options.inputFilter (./BaseInput.tsx), and a root object without a heading (the modal has
// the title).
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { descriptionId, errorId, helpId } from '@rjsf/utils';
import type { FormCtx } from '../context';
import { holds, type Condition } from '../../panels/conditions';
import { BaseInputTemplate } from './BaseInput';

export { BaseInputTemplate };

type Opts = {
  visibleWhen?: Condition;
  row?: string;
  rowShare?: number;
};

/** The id of a field's visible label (radio groups, and a widget that is a group, are labelled by it). */
export const labelId = (id: string) => `${id}__label`;

function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors,
    rawHelp,
    rawDescription,
    hidden,
    required,
    displayLabel,
    uiSchema,
    registry,
    schema,
  } = props;
  const opts = (uiSchema?.['ui:options'] ?? {}) as Opts;
  const ctx = registry.formContext as FormCtx;
  if (!holds(opts.visibleWhen, ctx.facts, ctx.values, ctx.invalid)) return null;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const errors = (rawErrors ?? []).filter(Boolean);
  // a group of controls (radio buttons, a widget marked `group`) is named by its label's id, not a <label for>; a
  // widget marked `section` (a list with its own controls) is a part of the panel: its label is a heading under the
  // panel's title, so a screen reader moves from one part to the next (docs/panels.md "Sections")
  const widget = uiSchema?.['ui:widget'];
  const flags = (typeof widget === 'string' ? registry.widgets[widget] : undefined) as
    { group?: boolean; section?: boolean } | undefined;
  const group = widget === 'radio' || !!flags?.group;
  return (
    <div className={`aw-field${errors.length ? ' aw-field--invalid' : ''}`}>
      {displayLabel && label && flags?.section ? (
        <h3 className="aw-label aw-section-title" id={labelId(id)}>
          {label}
        </h3>
      ) : displayLabel && label && group ? (
        <span className="aw-label" id={labelId(id)}>
          {label}
          {required ? (
            <span className="aw-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
      ) : displayLabel && label ? (
        <label className="aw-label" htmlFor={id} id={labelId(id)}>
          {label}
          {required ? (
            <span className="aw-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {rawDescription ? (
        <p id={descriptionId(id)} className="aw-field-description">
          {rawDescription}
        </p>
      ) : null}
      {children}
      <div id={errorId(id)} className="aw-field-error" aria-live="polite">
        {errors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
      {rawHelp ? (
        <p id={helpId(id)} className="aw-field-help">
          {rawHelp}
        </p>
      ) : null}
    </div>
  );
}

/** ui:options.row: neighbouring fields of one row name share a row (docs/panels.md "Rows"). */
function rowOf(uiSchema: ObjectFieldTemplateProps['uiSchema'], name: string): { row?: string; share: number } {
  const o = ((uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as Opts;
  return { row: o.row, share: o.rowShare ?? 1 };
}

function ObjectFieldTemplate({ properties, description, uiSchema }: ObjectFieldTemplateProps) {
  const shown = properties.filter((p) => !p.hidden);
  const groups: { row?: string; items: typeof shown }[] = [];
  for (const p of shown) {
    const { row } = rowOf(uiSchema, p.name);
    const last = groups.at(-1);
    if (row && last?.row === row) last.items.push(p);
    else groups.push({ row, items: [p] });
  }
  const property = (p: (typeof shown)[number], inRow: boolean) => (
    <div key={p.name} className="aw-property" data-row-share={inRow ? rowOf(uiSchema, p.name).share : undefined}>
      {p.content}
    </div>
  );
  return (
    <div className="aw-fields">
      {description}
      {groups.map((g) =>
        g.row && g.items.length > 1 ? (
          <div key={`row:${g.items[0].name}`} className="aw-row" data-row={g.row}>
            {g.items.map((p) => property(p, true))}
          </div>
        ) : (
          g.items.map((p) => property(p, false))
        ),
      )}
    </div>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
};
