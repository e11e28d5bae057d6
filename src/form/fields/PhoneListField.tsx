// The confirm-profile list of phone numbers, read-only: "Mobile: 555-010-0123", "Landline: … ext. 12".
import type { FieldProps } from '@rjsf/utils';
import type { FormCtx } from '../context';
import type { PhoneLine } from '../phones';

export function PhoneListField(props: FieldProps) {
  const ctx = props.registry.formContext as FormCtx;
  const phones = (Array.isArray(props.formData) ? props.formData : []) as PhoneLine[];
  const id = props.fieldPathId.$id;
  const title = props.uiSchema?.['ui:title'] ?? '';
  return (
    <div className="aw-field">
      <p className="aw-label" id={`${id}__label`}>
        {title}
      </p>
      {phones.length ? (
        <ul className="aw-phones" aria-labelledby={`${id}__label`}>
          {phones.map((p, i) => (
            <li key={i}>
              {ctx.t(p.extension ? `widget.phones.${p.kind}.ext` : `widget.phones.${p.kind}`, {
                number: p.number,
                extension: p.extension ?? '',
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="aw-display">—</p>
      )}
    </div>
  );
}
