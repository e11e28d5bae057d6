// rjsf's FallbackField and its stand-in (src/form/noFallbackUi.ts) draw the same for the same props, with the option
// that would add rjsf's type picker off, as the renderer's forms always have it.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { getDefaultRegistry } from '@rjsf/core';
import { toFieldPathId, type FieldProps, type Registry, type RJSFSchema } from '@rjsf/utils';
import RjsfFallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import FallbackField from './noFallbackUi';

const registry = { ...getDefaultRegistry(), schemaUtils: {} } as unknown as Registry;
const OwnTemplate = ({ reason }: { reason: string }) => <p className="own">{reason}</p>;

const drawn = (Field: (p: FieldProps) => unknown, props: Partial<FieldProps> & { reason?: string }) => {
  const schema: RJSFSchema = props.schema ?? { type: 'unknown' as never };
  const all = {
    name: 'odd',
    schema,
    uiSchema: {},
    formData: undefined,
    registry,
    fieldPathId: toFieldPathId('odd', registry.globalFormOptions),
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    ...props,
  } as unknown as FieldProps;
  const F = Field as unknown as (p: FieldProps) => React.JSX.Element;
  return render(<F {...all} />).container.innerHTML;
};

test.each([
  ['a type no field handles', {}],
  ['no type at all', { schema: {} }],
  ['a reason given by the caller', { reason: 'because' }],
  ['data of another type', { formData: [1, 2] }],
  [
    'a UI schema naming its own template',
    { uiSchema: { 'ui:options': { UnsupportedFieldTemplate: OwnTemplate as never } } },
  ],
])('%s: drawn as rjsf draws it', (_, props) => {
  const ours = drawn(FallbackField, props);
  expect(ours).toBe(drawn(RjsfFallbackField as never, props));
  expect(ours).toMatch(/because|unknown|undefined|own/);
});

test("the renderer never turns on rjsf's type picker, which rjsf's Form leaves off", () => {
  const src = path.join(__dirname, '..');
  const files = fs
    .readdirSync(src, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('noFallbackUi.ts'));
  expect(files.filter((f) => fs.readFileSync(path.join(src, f), 'utf8').includes('useFallbackUi'))).toEqual([]);
  expect(registry.globalFormOptions.useFallbackUiForUnsupportedType).toBe(false);
});
