// A yes/no question that must be answered (a required boolean drawn as two answers): it opens with neither chosen,
// is refused as missing until one is, and gives `true` or `false` as chosen (docs/product-owner.md "A question that
// must be answered"). The schema is this test's own.
import { fireEvent, render, screen } from '@testing-library/react';
import validatorAjv from '@rjsf/validator-ajv8';
import { FORM_DEFAULTS, ThemedForm } from '../ThemedForm';
import { formCtx } from '../../../test/support/formContext';
import { RadioWidget } from './RadioWidget';

const schema = {
  type: 'object' as const,
  required: ['news'],
  properties: { news: { type: 'boolean' as const } },
};
const ui = { news: { 'ui:title': 'q.news', 'ui:widget': 'radio', 'ui:enumNames': ['q.yes', 'q.no'] } };

test('opens with neither answer chosen, is missing until one is, and gives the answer chosen', () => {
  const seen: Record<string, unknown>[] = [];
  render(
    <ThemedForm
      schema={schema}
      uiSchema={ui}
      // (a flow chunk brings it with its panels: chunk-widgets.json)
      widgets={{ radio: RadioWidget }}
      validator={validatorAjv}
      formData={{}}
      formContext={formCtx()}
      experimental_defaultFormStateBehavior={FORM_DEFAULTS}
      onChange={(e) => seen.push(e.formData as Record<string, unknown>)}
    />,
  );
  const [yes, no] = screen.getAllByRole('radio');
  expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  expect([yes, no].map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
  // the words are the data's keys (rjsf's own "Yes"/"No" would be English in every language)
  expect(screen.getByLabelText('q.yes')).toBe(yes);
  expect(screen.getByLabelText('q.no')).toBe(no);
  // nothing chosen for the user: no false filled in by the form's defaults
  expect(seen.every((d) => d.news === undefined)).toBe(true);
  expect(validatorAjv.validateFormData({}, schema).errors.map((e) => e.name)).toEqual(['required']);
  fireEvent.click(no);
  expect(seen.at(-1)).toEqual({ news: false });
  expect(validatorAjv.validateFormData({ news: false }, schema).errors).toEqual([]);
  fireEvent.click(yes);
  expect(seen.at(-1)).toEqual({ news: true });
});
