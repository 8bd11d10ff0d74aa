import { useLingui } from '@lingui/react/macro';
import type { AccountKind } from '../../../../machines/shared/account-kind.ts';
import { Segmented } from './Segmented.tsx';

/** Person or store/company, the first choice of the login and register modals. */
export function AccountKindChoice(props: {
  name: string;
  value: AccountKind;
  onChange: (value: AccountKind) => void;
}) {
  const { t } = useLingui();
  return (
    <Segmented
      legend={t`ประเภทบัญชี`}
      name={props.name}
      options={[
        ['person', t`บุคคลทั่วไป`],
        ['company', t`ร้านค้า / บริษัท`],
      ]}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
