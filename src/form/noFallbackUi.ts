// Stands in for rjsf's FallbackField (@rjsf/core lib/components/fields), the field rjsf draws for a schema type no
// field handles. The renderer's forms never turn on useFallbackUiForUnsupportedType, so rjsf's field only ever draws
// the UnsupportedFieldTemplate with its reason, as this does; its type picker, which that option would add, is left
// out. src/form/noFallbackUi.test.tsx draws both with the same props.
import { createElement } from 'react';
import { getTemplate, getUiOptions, TranslatableString, type FieldProps } from '@rjsf/utils';

export default function FallbackField(props: FieldProps & { reason?: string }) {
  const { schema, uiSchema, registry, fieldPathId } = props;
  const { reason = registry.translateString(TranslatableString.UnknownFieldType, [String(schema.type)]) } = props;
  // the template the registry or the field's UI options name, as rjsf draws its templates
  const template = getTemplate('UnsupportedFieldTemplate', registry, getUiOptions(uiSchema));
  return createElement(template, { schema, fieldPathId, reason, registry });
}
