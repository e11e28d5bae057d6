// The widgets chunks bring (src/form/widgets/chunk-widgets.json), as the build imports them for a panel that names
// one: for tests that build a chunk from edited data themselves (test/journeys/new-panel.test.tsx).
import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { CheckboxWidget } from '../../src/form/widgets/CheckboxWidget';
import { CountdownResendWidget } from '../../src/form/widgets/CountdownResendWidget';
import { HiddenWidget } from '../../src/form/widgets/HiddenWidget';
import { RadioWidget } from '../../src/form/widgets/RadioWidget';
import { RangeWidget } from '../../src/form/widgets/RangeWidget';
import { SelectWidget } from '../../src/form/widgets/SelectWidget';
import { TextareaWidget } from '../../src/form/widgets/TextareaWidget';
import { UpDownWidget } from '../../src/form/widgets/UpDownWidget';
import { DisplayWidget } from '../../src/form/widgets/DisplayWidget';
import { ItemListWidget } from '../../src/form/widgets/ItemListWidget';
import { MaskedPhoneWidget } from '../../src/form/widgets/MaskedPhoneWidget';
import { PasswordChecklistWidget } from '../../src/form/widgets/PasswordChecklistWidget';
import { QrCodeWidget } from '../../src/form/widgets/QrCodeWidget';
import { SecretTextWidget } from '../../src/form/widgets/SecretTextWidget';

export const CHUNK_WIDGET_COMPONENTS: RegistryWidgetsType = {
  checkbox: CheckboxWidget,
  CheckboxWidget,
  hidden: HiddenWidget,
  HiddenWidget,
  radio: RadioWidget,
  RadioWidget,
  range: RangeWidget,
  RangeWidget,
  select: SelectWidget,
  SelectWidget,
  textarea: TextareaWidget,
  TextareaWidget,
  updown: UpDownWidget,
  UpDownWidget,
  countdownResend: CountdownResendWidget,
  display: DisplayWidget,
  itemList: ItemListWidget,
  maskedPhone: MaskedPhoneWidget,
  passwordChecklist: PasswordChecklistWidget,
  qrCode: QrCodeWidget,
  secretText: SecretTextWidget,
};

/** The chunk widgets a UI schema names, as scripts/generate-data.mjs gives them to its panel. */
export function chunkWidgetsOf(ui: UiSchema): RegistryWidgetsType {
  const names = new Set<string>();
  const walk = (o: unknown) => {
    if (!o || typeof o !== 'object') return;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'ui:widget' && typeof v === 'string' && CHUNK_WIDGET_COMPONENTS[v]) names.add(v);
      else walk(v);
    }
  };
  walk(ui);
  return Object.fromEntries([...names].map((n) => [n, CHUNK_WIDGET_COMPONENTS[n]]));
}
