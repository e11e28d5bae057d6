// The one themed rjsf Form, created once at module level (a Form built during render loses focus on each keystroke).
import { withTheme } from '@rjsf/core';
import { templates } from './templates';
import { fields, widgets } from './widgets';

export const ThemedForm = withTheme({ templates, widgets, fields });

/** A const is a rule, never a value the user gave: "const": true on a consent box means it must be ticked, not that it
 * starts ticked (rjsf fills consts in by default; docs/panels.md "A box that must be ticked"). */
export const FORM_DEFAULTS = { constAsDefaults: 'never' } as const;
