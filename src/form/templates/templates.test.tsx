// The field template's label by what the field's widget is: a heading for a widget that is a part of its panel (the
// itemList's lists), a group's name for a group of controls, a <label for> otherwise. On widgets of its own.
import { render, screen } from '@testing-library/react';
import type { FieldTemplateProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { formCtx } from '../../../test/support/formContext';
import { ItemListWidget } from '../widgets/ItemListWidget';
import { templates } from '.';

const Field = templates.FieldTemplate as ComponentType<FieldTemplateProps>;
const Plain = () => <input id="root_thing" />;
const widgets = {
  part: Object.assign(() => <ul />, { group: true, section: true }),
  group: Object.assign(() => null, { group: true }),
  plain: Plain,
};

function drawn(widget: keyof typeof widgets) {
  const props = {
    id: 'root_thing',
    label: 'k.title',
    displayLabel: true,
    children: <Plain />,
    schema: { type: 'string' },
    uiSchema: { 'ui:widget': widget },
    registry: { widgets, formContext: formCtx() },
  } as unknown as FieldTemplateProps;
  return render(<Field {...props} />);
}

test('a part of its panel (a widget marked section) is a heading under the title: a screen reader moves by it', () => {
  drawn('part');
  const heading = screen.getByRole('heading', { level: 3, name: 'k.title' });
  expect(heading.id).toBe('root_thing__label');
  expect(document.querySelector('label')).toBeNull();
});

test('a group is named by its label (no heading, no <label for>); a plain field has its <label for>', () => {
  const group = drawn('group');
  expect(screen.queryByRole('heading')).toBeNull();
  expect(document.getElementById('root_thing__label')?.tagName).toBe('SPAN');
  group.unmount();
  drawn('plain');
  expect(screen.queryByRole('heading')).toBeNull();
  expect(document.querySelector('label')?.getAttribute('for')).toBe('root_thing');
});

test('the itemList is such a part', () => {
  expect({ ...ItemListWidget }).toMatchObject({ group: true, section: true });
});
