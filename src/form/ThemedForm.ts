// The one themed rjsf Form, created once at module level (a Form built during render loses focus on each keystroke).
import { withTheme } from '@rjsf/core';
import type { NameGeneratorFunction } from '@rjsf/utils';
import { templates } from './templates';
import { fields, widgets } from './widgets';

export const ThemedForm = withTheme({ templates, widgets, fields });

/** A const is a rule, never a value the user gave: "const": true on a consent box means it must be ticked, not that it
 * starts ticked (rjsf fills consts in by default; docs/panels.md "A box that must be ticked"). And a required yes/no
 * question opens unanswered: rjsf would give a required boolean `false`, so that "no" was chosen for the user and
 * sent untouched (docs/product-owner.md "A question that must be answered"); its `required` now says it is missing. */
export const FORM_DEFAULTS = { constAsDefaults: 'never', requiredBooleanDefault: 'skip' } as const;

/** Every input's name is its field's name (docs/host.md "DOM hooks"): the widget's own inputs say so themselves, and
 * rjsf's kept built-ins (a checkbox, a text area) take this name instead of their element id. */
export const fieldName: NameGeneratorFunction = (path) => path.map(String).join('.');
