// "Create a listing for a host" (/siteadmin/listings?create=1): the host and every step of the listing in one form,
// the catalogue choices read from listSettings, sent with adminCreateListing. The server checks it as the host
// editor's steps are checked; its refusals show at their fields and in a list above the buttons, which takes the
// focus, with spec 000 §8's failure toast. Created, the listing is approved and live, and its host is told.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AdminCreateListingDocument, ListingFormChoicesDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { useToast } from '../../ui/toasts';
import { FormPanel, messageOf } from '../../ui/form-layout';
import { HostPicker, type HostPick } from './host-picker';
import {
  ADVANCE_NOTICE_TYPE_ID,
  AMENITY_TYPE_IDS,
  BED_TYPE_ID,
  BOOKING_WINDOWS,
  CANCELLATION_POLICIES,
  emptyListingForm,
  HOUSE_RULE_TYPE_ID,
  SINGLE_PICKS,
  TIMES,
  toListingInput,
  typeProblems,
  WEEKDAYS,
  type Flag,
  type ListingFormState,
  type TextField,
} from './listing-form-model';
import styles from './listings.module.css';

type Problem = { field: string; message: string };

const label = (field: string) => ADMIN_TEXTS.formFields[field.split('.')[0]!] ?? field;

export function CreateListingForm({ onCreated, onCancel }: { onCreated(): void; onCancel(): void }) {
  const id = useId();
  const toast = useToast();
  const choices = useQuery(ListingFormChoicesDocument);
  const [create, { loading }] = useMutation(AdminCreateListingDocument);
  const [host, setHost] = useState<HostPick | null>(null);
  const [state, setState] = useState<ListingFormState>(emptyListingForm);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const items = choices.data?.listSettings ?? [];
  const ofType = (typeId: number) => items.filter((item) => item.typeId === typeId);
  const problemOf = (field: string) =>
    problems.find((p) => p.field === field || p.field.startsWith(`${field}.`))?.message;

  const refuse = (found: Problem[], message: string | null) => {
    setProblems(found);
    setSummary(message);
    // After React shows the list: the keyboard and the screen reader start at what to correct.
    queueMicrotask(() => summaryRef.current?.focus());
  };

  const submit = async () => {
    const local = [...(host ? [] : [{ field: 'hostId', message: ADMIN_TEXTS.hostRequired }]), ...typeProblems(state)];
    if (local.length > 0) {
      refuse(local, ADMIN_TEXTS.listingFormProblems);
      return;
    }
    try {
      const { data } = await create({ variables: { hostId: host!.id, listing: toListingInput(state) } });
      const result = data?.adminCreateListing;
      if (result?.status === 'success' && result.listing) {
        toast.success(ADMIN_TEXTS.listingCreatedToast(result.listing.title || state.text.title));
        onCreated();
        return;
      }
      refuse(result?.fieldErrors ?? [], result?.errorMessage ?? null);
      toast.failure(result?.errorMessage);
    } catch (error) {
      refuse([], messageOf(error));
      toast.failure(messageOf(error));
    }
  };

  const setText = (field: TextField) => (value: string) =>
    setState((current) => ({ ...current, text: { ...current.text, [field]: value } }));
  const setFlag = (flag: Flag) => (value: boolean) =>
    setState((current) => ({ ...current, flags: { ...current.flags, [flag]: value } }));
  const toggle = (list: 'amenityIds' | 'houseRuleIds', itemId: number) =>
    setState((current) => ({
      ...current,
      [list]: current[list].includes(itemId) ? current[list].filter((x) => x !== itemId) : [...current[list], itemId],
    }));

  const input = (
    field: TextField,
    options: { type?: string; step?: string; multiline?: boolean; decimal?: boolean } = {},
  ) => (
    <Field id={`${id}-${field}`} label={label(field)} error={problemOf(field)} wide={options.multiline}>
      {(props) =>
        options.multiline ? (
          <textarea {...props} rows={3} value={state.text[field]} onChange={(e) => setText(field)(e.target.value)} />
        ) : (
          <input
            {...props}
            type={options.type ?? 'text'}
            step={options.step}
            inputMode={options.decimal ? 'decimal' : undefined}
            value={state.text[field]}
            onChange={(e) => setText(field)(e.target.value)}
          />
        )
      }
    </Field>
  );
  const select = (field: TextField, options: Array<{ value: string; label: string }>, empty?: string) => (
    <Field id={`${id}-${field}`} label={label(field)} error={problemOf(field)}>
      {(props) => (
        <select {...props} value={state.text[field]} onChange={(e) => setText(field)(e.target.value)}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const flag = (name: Flag) => (
    <label className={styles.check} key={name}>
      <input type="checkbox" checked={state.flags[name]} onChange={(e) => setFlag(name)(e.target.checked)} />
      {label(name)}
    </label>
  );
  const catalogueOptions = (typeId: number) =>
    ofType(typeId).map((item) => ({ value: String(item.id), label: item.itemName }));
  const times = TIMES.map((time) => ({ value: time, label: time === 'flexible' ? ADMIN_TEXTS.flexibleTime : time }));

  return (
    <FormPanel
      title={ADMIN_TEXTS.createListing}
      submitLabel={ADMIN_TEXTS.createListingSubmit}
      busy={loading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p className={styles.lead}>{ADMIN_TEXTS.createListingLead}</p>
      {choices.error && (
        <p className={styles.error} role="alert">
          {ADMIN_TEXTS.listingFormChoicesUnavailable} {choices.error.message}
        </p>
      )}
      <div className={styles.sections}>
        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionHost}</legend>
          <div className={styles.wide}>
            <HostPicker value={host} onChange={setHost} error={problemOf('hostId')} />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionPlace}</legend>
          {SINGLE_PICKS.map((pick) => (
            <div key={pick.field}>{select(pick.field, catalogueOptions(pick.typeId), ADMIN_TEXTS.noChoice)}</div>
          ))}
          {select(
            'residenceType',
            Object.entries(ADMIN_TEXTS.residenceLabels).map(([value, text]) => ({ value, label: text })),
            ADMIN_TEXTS.noChoice,
          )}
          {input('personCapacity', { type: 'number', step: '1' })}
          {input('bedrooms', { type: 'number', step: '1' })}
          {input('beds', { type: 'number', step: '1' })}
          {input('bathrooms', { type: 'number', step: '0.5' })}
          <Group label={label('bedTypes')} error={problemOf('bedTypes')}>
            {ofType(BED_TYPE_ID).map((bed) => (
              <label className={styles.check} key={bed.id}>
                <input
                  className={styles.count}
                  type="number"
                  min={0}
                  step={1}
                  value={state.bedCounts[bed.id] ?? ''}
                  onChange={(e) =>
                    setState((current) => ({
                      ...current,
                      bedCounts: { ...current.bedCounts, [bed.id]: e.target.value },
                    }))
                  }
                />
                {bed.itemName}
              </label>
            ))}
          </Group>
          <Group label={ADMIN_TEXTS.formHomeFlags}>
            {(
              [
                'womensOnly',
                'menStay',
                'commonArea',
                'extraGuest',
                'extraBed',
                'extraBathroom',
                'extraBedroom',
              ] as const
            ).map(flag)}
          </Group>
          {input('whoElseStays')}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionAddress}</legend>
          {input('country')}
          {input('street')}
          {input('buildingName')}
          {input('city')}
          {input('state')}
          {input('zipcode')}
          {input('lat', { type: 'number', step: 'any' })}
          {input('lng', { type: 'number', step: 'any' })}
          {problemOf('location') && (
            <p className={`${styles.error} ${styles.wide}`}>
              {label('location')}: {problemOf('location')}
            </p>
          )}
          {input('timeZone')}
          {input('businessLicenseNumber')}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionAmenities}</legend>
          {AMENITY_TYPE_IDS.map((typeId) => (
            <Group key={typeId} label={ADMIN_TEXTS.amenityGroupLabels[typeId] ?? label('amenities')}>
              {ofType(typeId).map((item) => (
                <label className={styles.check} key={item.id}>
                  <input
                    type="checkbox"
                    checked={state.amenityIds.includes(item.id)}
                    onChange={() => toggle('amenityIds', item.id)}
                  />
                  {item.itemName}
                </label>
              ))}
            </Group>
          ))}
          {problemOf('amenities') && <p className={`${styles.error} ${styles.wide}`}>{problemOf('amenities')}</p>}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionScene}</legend>
          {input('title')}
          {input('description', { multiline: true })}
          {input('neighbourhood', { multiline: true })}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionPrices}</legend>
          {input('currency')}
          {(['basePrice', 'cleaningPrice', 'weekendPrice', 'extraGuestFee', 'petFee', 'securityDeposit'] as const).map(
            (field) => (
              <div key={field}>{input(field, { decimal: true })}</div>
            ),
          )}
          {input('extraGuestAfter', { type: 'number', step: '1' })}
          {input('taxRate', { decimal: true })}
          {input('weeklyDiscount', { type: 'number', step: '1' })}
          {input('monthlyDiscount', { type: 'number', step: '1' })}
          {input('threeMonthDiscount', { type: 'number', step: '1' })}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionBooking}</legend>
          {input('minNight', { type: 'number', step: '1' })}
          {input('maxNight', { type: 'number', step: '1' })}
          {select(
            'advanceNoticeDays',
            ofType(ADVANCE_NOTICE_TYPE_ID).map((item) => ({ value: String(item.value), label: item.itemName })),
          )}
          {select(
            'bookingWindowMonths',
            BOOKING_WINDOWS.map((months) => ({ value: String(months), label: ADMIN_TEXTS.months(months) })),
            ADMIN_TEXTS.allFutureDates,
          )}
          {select('checkInStart', times)}
          {select('checkInEnd', times)}
          {select('checkOutTime', times)}
          <Group label={label('blockedCheckInDays')} error={problemOf('blockedCheckInDays')}>
            {WEEKDAYS.map((day) => (
              <label className={styles.check} key={day}>
                <input
                  type="checkbox"
                  checked={state.blockedDays.includes(day)}
                  onChange={() =>
                    setState((current) => ({
                      ...current,
                      blockedDays: current.blockedDays.includes(day)
                        ? current.blockedDays.filter((d) => d !== day)
                        : [...current.blockedDays, day],
                    }))
                  }
                />
                {day}
              </label>
            ))}
          </Group>
          <Group label={ADMIN_TEXTS.formBookingFlags}>
            {(['instantBook', 'isLongerStay', 'isMonthPlus', 'isExclusive'] as const).map(flag)}
          </Group>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{ADMIN_TEXTS.formSectionRules}</legend>
          <Group label={label('houseRules')} error={problemOf('houseRules')}>
            {ofType(HOUSE_RULE_TYPE_ID).map((item) => (
              <label className={styles.check} key={item.id}>
                <input
                  type="checkbox"
                  checked={state.houseRuleIds.includes(item.id)}
                  onChange={() => toggle('houseRuleIds', item.id)}
                />
                {item.itemName}
              </label>
            ))}
          </Group>
          {input('customHouseRules', { multiline: true })}
          {select(
            'cancellationPolicy',
            CANCELLATION_POLICIES.map((policy) => ({ value: policy, label: ADMIN_TEXTS.cancellationLabels[policy]! })),
            ADMIN_TEXTS.noChoice,
          )}
        </fieldset>
      </div>
      {(summary || problems.length > 0) && (
        <div ref={summaryRef} className={styles.problems} role="alert" tabIndex={-1}>
          <p>{summary ?? ADMIN_TEXTS.listingFormProblems}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>
                  {label(problem.field)}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormPanel>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children(props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}

/** A labelled control with the server's refusal under it. */
function Field({ id, label: text, error, wide, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{text}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes (or counts) under one name, with the server's refusal of the group. */
function Group({ label: text, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className={`${styles.checks} ${styles.wide}`}>
      <legend>{text}</legend>
      {children}
      {error && <p className={`${styles.error} ${styles.wide}`}>{error}</p>}
    </fieldset>
  );
}
