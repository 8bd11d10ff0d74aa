import { useLingui } from '@lingui/react/macro';
import type { LoginAccount } from '../../../../machines/login/login.machine.ts';
import { Segmented } from './Segmented.tsx';

/** Person or store/company, the first choice of the login and register modals. */
export function AccountKindChoice(props: {
  name: string;
  value: LoginAccount;
  onChange: (value: LoginAccount) => void;
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
