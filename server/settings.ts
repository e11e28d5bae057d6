// The product's timings, limits and rules as the reference server enforces them: the "settings" of flows/common.json,
// the very values the widget reads (docs/validation.md), so a product owner's edit holds on both sides.
import common from '../flows/common.json';
import type { FlowFile, Settings } from '../src/data/types';
import { DEFAULT_SETTINGS } from '../src/flow/tables';

const { description: _d, ...given } = ((common as FlowFile).settings ?? {}) as Partial<Settings> & {
  description?: string;
};
export const settings: Settings = { ...DEFAULT_SETTINGS, ...given };
