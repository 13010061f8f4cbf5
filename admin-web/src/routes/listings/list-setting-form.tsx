// An item of a list settings catalogue, added or changed (createListSetting, updateListSetting): its name always, the
// number it offers for a count catalogue, the sentence for a text catalogue, and whether hosts and searches see it.
// The server's refusals show at their fields; the toasts say how it went.
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { CreateListSettingDocument, UpdateListSettingDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { useToast } from '../../ui/toasts';
import { FormPanel, messageOf, TextField } from '../../ui/form-layout';
import type { SettingRow, SettingType } from './list-settings-page';
import styles from './listings.module.css';

type Problems = Partial<Record<'itemName' | 'itemDescription' | 'value', string>>;

export function ListSettingForm({
  type,
  item,
  onSaved,
  onCancel,
}: {
  type: SettingType;
  /** The item to change; absent to add one. */
  item?: SettingRow;
  onSaved(): void;
  onCancel(): void;
}) {
  const id = useId();
  const toast = useToast();
  const [name, setName] = useState(item?.itemName ?? '');
  const [description, setDescription] = useState(item?.itemDescription ?? '');
  const [value, setValue] = useState(item?.value === null || item?.value === undefined ? '' : String(item.value));
  const [enabled, setEnabled] = useState(item?.isEnable ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(CreateListSettingDocument);
  const [update, updated] = useMutation(UpdateListSettingDocument);

  const submit = async () => {
    const number = value.trim() === '' ? null : Number(value.trim());
    if (type.kind === 'count' && number !== null && !Number.isFinite(number)) {
      setProblems({ value: ADMIN_TEXTS.listSettingNumberOnly });
      return;
    }
    const setting = {
      itemName: name,
      ...(type.kind === 'text' ? { itemDescription: description } : {}),
      ...(type.kind === 'count' ? { value: number } : {}),
      isEnable: enabled,
    };
    try {
      const result = item
        ? (await update({ variables: { id: item.id, setting } })).data?.updateListSetting
        : (await create({ variables: { typeId: type.typeId, setting } })).data?.createListSetting;
      if (result?.status === 'success' && result.setting) {
        toast.success(
          item
            ? ADMIN_TEXTS.listSettingSaved(result.setting.itemName)
            : ADMIN_TEXTS.listSettingAdded(result.setting.itemName),
        );
        onSaved();
        return;
      }
      setProblems(Object.fromEntries((result?.fieldErrors ?? []).map((e) => [e.field, e.message])));
      setProblem(result?.errorMessage ?? null);
      toast.failure(result?.errorMessage);
    } catch (error) {
      setProblem(messageOf(error));
      toast.failure(messageOf(error));
    }
  };

  return (
    <FormPanel
      title={item ? ADMIN_TEXTS.editListSettingHeading(item.itemName) : ADMIN_TEXTS.addListSettingHeading(type.name)}
      submitLabel={ADMIN_TEXTS.saveListSetting}
      busy={created.loading || updated.loading}
      problem={problem}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        id={`${id}-name`}
        label={ADMIN_TEXTS.listSettingName}
        value={name}
        onChange={setName}
        maxLength={255}
        error={problems.itemName}
      />
      {type.kind === 'count' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-value`}>{ADMIN_TEXTS.listSettingValue}</label>
          <input
            id={`${id}-value`}
            type="number"
            inputMode="decimal"
            step={type.valueStep ?? 1}
            min={type.valueMin ?? undefined}
            max={type.valueMax ?? undefined}
            value={value}
            aria-invalid={problems.value ? true : undefined}
            aria-describedby={[problems.value && `${id}-value-error`, `${id}-value-hint`].filter(Boolean).join(' ')}
            onChange={(event) => setValue(event.target.value)}
          />
          {problems.value && (
            <p id={`${id}-value-error`} className={styles.error}>
              {problems.value}
            </p>
          )}
          <p id={`${id}-value-hint`} className={styles.hint}>
            {ADMIN_TEXTS.listSettingValueHint(
              type.valueMin ?? 0,
              type.valueMax ?? 0,
              type.valueStep ?? 1,
              type.allowedValues ?? null,
            )}
          </p>
        </div>
      )}
      {type.kind === 'text' && (
        <TextField
          id={`${id}-description`}
          label={ADMIN_TEXTS.listSettingDescription}
          value={description}
          onChange={setDescription}
          maxLength={1000}
          multiline
          error={problems.itemDescription}
        />
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {ADMIN_TEXTS.listSettingEnabledField}
      </label>
    </FormPanel>
  );
}
