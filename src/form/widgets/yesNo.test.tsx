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
  const refused: string[] = [];
  const sent: unknown[] = [];
  const { container } = render(
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
      onError={(errors) => refused.push(...errors.map((e) => `${e.property} ${e.name}`))}
      onSubmit={(e) => sent.push(e.formData)}
    />,
  );
  const [yes, no] = screen.getAllByRole('radio');
  expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  expect([yes, no].map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
  // the words are the data's keys (rjsf's own "Yes"/"No" would be English in every language)
  expect(screen.getByLabelText('q.yes')).toBe(yes);
  expect(screen.getByLabelText('q.no')).toBe(no);
  // nothing chosen for the user: no false filled in by the form's defaults, so a submit is refused as missing
  expect(seen.every((d) => d.news === undefined)).toBe(true);
  fireEvent.submit(container.querySelector('form')!);
  expect(refused).toEqual(['news required']);
  expect(sent).toEqual([]);
  expect(validatorAjv.validateFormData({}, schema).errors.map((e) => e.name)).toEqual(['required']);
  fireEvent.click(no);
  expect(seen.at(-1)).toEqual({ news: false });
  expect(validatorAjv.validateFormData({ news: false }, schema).errors).toEqual([]);
  fireEvent.click(yes);
  expect(seen.at(-1)).toEqual({ news: true });
});
