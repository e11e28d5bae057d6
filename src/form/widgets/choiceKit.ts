// What the radio group and the select of enum fields share (src/form/widgets/RadioWidget.tsx, SelectWidget.tsx): their
// options, which conditions can limit (ui:options.enumWhen, keyed by value), e.g. landline only when voice is enabled.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import type { FormCtx } from '../context';
import { holds, type Condition } from '../../panels/conditions';
import { optionSources } from '../optionSources';

interface Choice {
  value: unknown;
  label: string;
}

/**
 * The options shown: the schema's enum limited by ui:options.enumWhen, or those of a source in the flow context
 * (ui:options.optionsFrom, labelled through ui:options.optionLabels), with the value the source prefers.
 */
export function visibleOptions(props: WidgetProps): { options: Choice[]; preferred?: unknown } {
  const ctx = props.registry.formContext as FormCtx;
  const from: unknown = props.options.optionsFrom;
  if (typeof from === 'string' && optionSources[from]) {
    const labels = (props.options.optionLabels ?? {}) as Record<string, string>;
    const sourced = optionSources[from](ctx.context, ctx.facts);
    return {
      options: sourced.options.map((o) => ({ value: o.value, label: ctx.t(labels[o.kind] ?? o.kind, o.params) })),
      preferred: sourced.preferred,
    };
  }
  const when = (props.options.enumWhen ?? {}) as Record<string, Condition>;
  return {
    options: (props.options.enumOptions ?? []).filter((o) =>
      holds(when[String(o.value)], ctx.facts, ctx.values, ctx.invalid),
    ),
  };
}

/** ui:options.defaultToFirstOption: a value that is unset, or no longer offered, becomes the preferred or first option. */
export function useFirstOptionDefault(
  props: WidgetProps,
  { options, preferred }: { options: Choice[]; preferred?: unknown },
) {
  const { onChange } = props;
  const value: unknown = props.value;
  const wanted =
    props.options.defaultToFirstOption === true && options.length > 0 && !options.some((o) => o.value === value);
  const next = options.some((o) => o.value === preferred) ? preferred : options[0]?.value;
  useEffect(() => {
    if (wanted) onChange(next);
  }, [wanted, next, onChange]);
}
