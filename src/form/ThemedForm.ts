// The one themed rjsf Form, created once at module level (a Form built during render loses focus on each keystroke).
import { withTheme } from '@rjsf/core';
import { templates } from './templates';
import { fields, widgets } from './widgets';

export const ThemedForm = withTheme({ templates, widgets, fields });
