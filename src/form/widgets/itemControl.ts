// What a control of an itemList row is made of (src/form/widgets/ItemListWidget.tsx), shared with its in-place edit.
/** A control of each row (the data check holds its shape: src/data/check/fields.ts). */
export interface ItemControl {
  /** data-action of the control */
  action: string;
  /** its words (the element's fields are its variables) */
  label: string;
  /** the event of the page it raises */
  event: string;
  /** the element is kept in the flow context under this name first */
  keep?: string;
  /** edits this field of the element in place before raising the event */
  rename?: string;
  /** the edited field's label */
  name?: string;
  /** the edited field's longest value; without it, the settings' nameMaxLength (what the server takes) */
  maxLength?: number;
  /** "danger": it takes something away (a removal, an unlink): drawn in the error colour (src/panels/actions.ts) */
  tone?: 'danger';
  /** shown only on a row whose fields have these values ({ "enrolled": true }) */
  when?: Record<string, string | number | boolean | null>;
}
