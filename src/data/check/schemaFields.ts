// The fields of a panel's schema with their UI schema nodes and where each stands in both files, nested objects' fields
// too: what the checks of one field at a time (src/data/check/keywords.ts, booleans.ts) walk.
import { esc } from './report';

export type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

export interface SchemaField {
  name: string;
  field: Node;
  /** its UI schema node, when the UI schema gives one */
  ui: Node | undefined;
  /** whether its object's `required` lists it */
  required: boolean;
  /** its place in the schema file and in the UI schema file */
  pointer: string;
  uiPointer: string;
}

/** Each field that is not an object (an object's own fields are given instead), in the schema's order. */
export function eachField(schema: Node, ui: Node | undefined, at = '', uiAt = ''): SchemaField[] {
  const props = isNode(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  return Object.entries(props).flatMap(([name, field]): SchemaField[] => {
    if (!isNode(field)) return [];
    const fieldUi = isNode(ui?.[name]) ? ui[name] : undefined;
    const pointer = `${at}/properties/${esc(name)}`;
    const uiPointer = `${uiAt}/${esc(name)}`;
    if (field.type === 'object') return eachField(field, fieldUi, pointer, uiPointer);
    return [{ name, field, ui: fieldUi, required: required.includes(name), pointer, uiPointer }];
  });
}
