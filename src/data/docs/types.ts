// The shape of a registry entry's documentation (src/data/docs/): one line of meaning, an example, an option's type.
export interface Doc {
  meaning: string;
  example?: string;
}
export type OptionType =
  | 'string'
  | 'key'
  | 'boolean'
  | 'integer'
  | 'object'
  | 'condition'
  | 'field'
  | 'key-map'
  | 'notes'
  | 'fields'
  | 'controls';
export interface OptionDoc extends Doc {
  type: OptionType;
  /** the only values an option takes, as text (the data check refuses any other) */
  values?: readonly string[];
}
