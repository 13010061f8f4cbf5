// The form above the property service fees list (decision 0053): a listing's number and its own fees when adding, its
// fees alone when changing them. Checked with the shared fee rules first; the server's field errors land beside
// their fields, its refusal above the buttons.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SERVICE_FEE_TEXTS } from '@golightly/stay-rules';
import {
  AddPropertyServiceFeeDocument,
  UpdatePropertyServiceFeeDocument,
  type PropertyServiceFeeRowFragment,
} from '../../../gen/graphql';
import { ADMIN_TEXTS } from '../../../texts';
import { FormPanel, messageOf, TextField } from '../../../ui/form-layout';
import { useToast } from '../../../ui/toasts';
import {
  FEE_FIELD_ORDER,
  FeeFields,
  feeProblems,
  feeValuesOf,
  problemsOf,
  type FeeProblems,
  type FeeValues,
} from '../service-fees/fee-fields';

const FIELD_ORDER = ['listId', ...FEE_FIELD_ORDER] as const;
const NUMBER = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

const valuesOfRow = (row: PropertyServiceFeeRowFragment): FeeValues =>
  feeValuesOf({
    guestType: row.guestPropertyType,
    guestValue: row.guestPropertyValue,
    hostType: row.hostPropertyType,
    hostValue: row.hostPropertyValue,
    currency: row.currency,
  });

export function PropertyFeeForm({
  row,
  blank,
  currencies,
  onSaved,
  onCancel,
}: {
  /** The listing's fees to change; absent to add a listing's. */
  row?: PropertyServiceFeeRowFragment;
  /** What a new listing's form starts from. */
  blank: FeeValues;
  currencies: string[];
  onSaved(): void;
  onCancel(): void;
}) {
  const toast = useToast();
  const [listId, setListId] = useState('');
  const [values, setValues] = useState<FeeValues>(() => (row ? valuesOfRow(row) : blank));
  const [problems, setProblems] = useState<FeeProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useMutation(AddPropertyServiceFeeDocument);
  const [update, updating] = useMutation(UpdatePropertyServiceFeeDocument);

  const save = async () => {
    const local = feeProblems(values);
    const listNumber = Number(listId.trim());
    if (!row && !(/^\d+$/.test(listId.trim()) && listNumber > 0 && listNumber <= 2_147_483_647)) {
      local.listId = SERVICE_FEE_TEXTS.listIdRequired;
    }
    if (Object.keys(local).length > 0) {
      setProblems(local);
      return;
    }
    try {
      const result = row
        ? (await update({ variables: { id: row.id, fees: values } })).data?.updatePropertyServiceFee
        : (await add({ variables: { listId: listNumber, fees: values } })).data?.addPropertyServiceFee;
      if (result?.status === 'success' && result.propertyServiceFee) {
        const saved = result.propertyServiceFee.listId;
        toast.success(row ? ADMIN_TEXTS.propertyServiceFeeSaved(saved) : ADMIN_TEXTS.propertyServiceFeeAdded(saved));
        onSaved();
        return;
      }
      setProblems(problemsOf(result?.fieldErrors ?? []));
      setProblem(result?.errorMessage ?? null);
      toast.failure(result?.errorMessage);
    } catch (failure) {
      toast.failure(messageOf(failure));
    }
  };

  return (
    <FormPanel
      title={row ? ADMIN_TEXTS.propertyServiceFeeEditTitle(row.listId) : ADMIN_TEXTS.propertyServiceFeeAddTitle}
      busy={adding.loading || updating.loading}
      submitLabel={ADMIN_TEXTS.save}
      onSubmit={() => void save()}
      onCancel={onCancel}
      problem={problem}
      problems={problems}
      fieldOrder={FIELD_ORDER}
    >
      {!row && (
        <TextField
          id="listId"
          label={ADMIN_TEXTS.propertyFeeListId}
          hint={ADMIN_TEXTS.propertyFeeListIdHint}
          value={listId}
          onChange={setListId}
          error={problems.listId}
          inputProps={NUMBER}
        />
      )}
      <FeeFields
        values={values}
        problems={problems}
        currencies={currencies}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      />
    </FormPanel>
  );
}
