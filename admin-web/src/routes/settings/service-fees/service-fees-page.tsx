// The site's service fees (/siteadmin/settings/servicefees, privilege Manage Site Service Fee; decision 0053): the
// guest and host fee, each a percentage or a fixed amount, and the currency of fixed fees. Checked here and on the
// server with the same rules; the next quote of every listing without its own fees is priced with them.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminServiceFeesDocument, UpdateServiceFeesDocument, type AdminServiceFeesQuery } from '../../../gen/graphql';
import { PageTitle } from '../../../layout/page-title';
import { ADMIN_TEXTS } from '../../../texts';
import { FormLayout, messageOf } from '../../../ui/form-layout';
import formStyles from '../../../ui/form.module.css';
import pageStyles from '../../../ui/page.module.css';
import { useToast } from '../../../ui/toasts';
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
  const { data, error, refetch } = useQuery(AdminServiceFeesDocument, { fetchPolicy: 'network-only' });
  return (
    <article className={pageStyles.narrow} aria-labelledby="service-fees-heading">
      <PageTitle title={screen.title} />
      <h1 id="service-fees-heading">{screen.title}</h1>
      <p className={pageStyles.lead}>{ADMIN_TEXTS.serviceFeesLead}</p>
      {data ? (
        <ServiceFeesForm stored={data.getServiceFees} currencies={offeredCodes(data.getCurrencies)} />
      ) : error ? (
        <div className={formStyles.notice} role="alert">
          <p>{ADMIN_TEXTS.listUnavailable}</p>
          <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      ) : (
        <p className="loading-message" role="status">
          {ADMIN_TEXTS.loading}
        </p>
      )}
    </article>
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
  const toast = useToast();
  const [values, setValues] = useState<FeeValues>(() => feeValuesOf(stored));
  const [problems, setProblems] = useState<FeeProblems>({});
  const [update, { loading: saving }] = useMutation(UpdateServiceFeesDocument);

  const save = async () => {
    const local = feeProblems(values);
    if (Object.keys(local).length > 0) {
      setProblems(local);
      return;
    }
    try {
      const { data } = await update({ variables: { fees: values } });
      const result = data?.updateServiceFees;
      if (result?.status === 'success' && result.serviceFees) {
        setValues(feeValuesOf(result.serviceFees));
        setProblems({});
        toast.success(ADMIN_TEXTS.serviceFeesSaved);
        return;
      }
      setProblems(problemsOf(result?.fieldErrors ?? []));
      toast.failure(result?.errorMessage);
    } catch (failure) {
      toast.failure(messageOf(failure));
    }
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
