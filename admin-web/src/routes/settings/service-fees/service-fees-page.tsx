// The site's service fees (/siteadmin/settings/servicefees, privilege Manage Site Service Fee; decision 0053): the
// guest and host fee, each a percentage or a fixed amount, and the currency of fixed fees. Checked here and on the
// server with the same rules; the next quote of every listing without its own fees is priced with them.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminServiceFeesDocument, UpdateServiceFeesDocument, type AdminServiceFeesQuery } from '../../../gen/graphql';
import { ADMIN_TEXTS } from '../../../texts';
import { FormLayout } from '../../../ui/form-layout';
import { SettingsScreen, useSettingsSave } from '../../../ui/settings-form';
import type { AdminScreenProps } from '../../admin-screen';
import {
  FEE_FIELD_ORDER,
  FeeFields,
  feeProblems,
  feeValuesOf,
  problemsOf,
  type FeeProblems,
  type FeeValues,
} from './fee-fields';

export default function ServiceFeesPage({ screen }: AdminScreenProps) {
  const read = useQuery(AdminServiceFeesDocument, { fetchPolicy: 'network-only' });
  return (
    <SettingsScreen screen={screen} headingId="service-fees-heading" lead={ADMIN_TEXTS.serviceFeesLead} read={read}>
      {(data) => <ServiceFeesForm stored={data.getServiceFees} currencies={offeredCodes(data.getCurrencies)} />}
    </SettingsScreen>
  );
}

/** The codes of the currencies the club offers. */
export const offeredCodes = (currencies: AdminServiceFeesQuery['getCurrencies']): string[] =>
  currencies.filter((currency) => currency.isEnable).map((currency) => currency.symbol);

function ServiceFeesForm({
  stored,
  currencies,
}: {
  stored: AdminServiceFeesQuery['getServiceFees'];
  currencies: string[];
}) {
  const saveSettings = useSettingsSave();
  const [values, setValues] = useState<FeeValues>(() => feeValuesOf(stored));
  const [problems, setProblems] = useState<FeeProblems>({});
  const [update, { loading: saving }] = useMutation(UpdateServiceFeesDocument);

  const save = async () => {
    const local = feeProblems(values);
    if (Object.keys(local).length > 0) {
      setProblems(local);
      return;
    }
    await saveSettings({
      send: async () => {
        const result = (await update({ variables: { fees: values } })).data?.updateServiceFees;
        return result && { ...result, settings: result.serviceFees };
      },
      saved: ADMIN_TEXTS.serviceFeesSaved,
      onSaved: (fees) => {
        setValues(feeValuesOf(fees));
        setProblems({});
      },
      onRefused: (fieldErrors) => setProblems(problemsOf(fieldErrors)),
    });
  };

  return (
    <FormLayout
      busy={saving}
      submitLabel={ADMIN_TEXTS.save}
      onSubmit={() => void save()}
      problems={problems}
      fieldOrder={FEE_FIELD_ORDER}
    >
      <FeeFields
        values={values}
        problems={problems}
        currencies={currencies}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      />
    </FormLayout>
  );
}
