// Step 3's calendar and booking settings (spec 001 §3, §5, §9): minimum and maximum nights, advance notice, the
// booking window (3, 6, 9, 12 months or all future dates), check-in from and until and check-out on the listing's
// clock, the weekdays nobody checks in, instant book and the long-term, month-plus and exclusive flags, saved
// together (updateListingBookingSettings).
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { TextField } from '../../auth/fields';
import { UpdateListingBookingSettingsDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { editorPath, nextPage } from './editor-pages';
import { CalendarGrid } from './calendar-grid';
import { CalendarRulesForm } from './calendar-rules-form';
import { DiscountsForm } from './discounts-form';
import { useEditor } from './editor-context';
import { CheckField, CheckGroup, SelectField, useWeekdayOptions, type Option } from './fields';
import { beforeSending, bookingInput, bookingValues, FLEXIBLE, type BookingValues } from './form-values';
import { ADVANCE_NOTICE_DAYS, BOOKING_WINDOW_MONTHS, checkBookingSettings, HALF_HOURS, refusalsOf } from './rules';
import { SeasonsSection } from './seasons-section';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const NOTICE_DAYS: MessageDescriptor = m.noticeDays;
const WINDOW_MONTHS: MessageDescriptor = m.windowMonths;

const FIELDS = [
  'minNight',
  'maxNight',
  'advanceNoticeDays',
  'bookingWindowMonths',
  'checkInStart',
  'checkInEnd',
  'checkOutTime',
  'blockedCheckInDays',
] as const;

/** Times on the hour and half hour, shown in her locale's way, with "flexible" first. */
function useTimeOptions(): Option[] {
  const intl = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return [
      { value: FLEXIBLE, label: intl.formatMessage(m.flexible) },
      ...HALF_HOURS.map((time) => {
        const [hours, minutes] = time.split(':').map(Number);
        return { value: time, label: format.format(Date.UTC(2024, 0, 1, hours, minutes)) };
      }),
    ];
  }, [intl]);
}

export function CalendarPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const weekdays = useWeekdayOptions();
  const times = useTimeOptions();
  const [values, setValues] = useState<BookingValues>(() => bookingValues(listing));
  if (!listing) return null;
  const e = save.errors;
  const set = <K extends keyof BookingValues>(name: K, value: BookingValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = () => {
    const converted = bookingInput(values, { notANumber: t(m.notANumber), notAWholeNumber: t(m.notAWholeNumber) });
    void save.submit({
      fields: FIELDS,
      check: () => beforeSending(refusalsOf(checkBookingSettings(converted.input)), converted),
      send: async () => {
        const { data } = await client.mutate({
          mutation: UpdateListingBookingSettingsDocument,
          variables: { listId: listing.id, booking: converted.input },
        });
        return data?.updateListingBookingSettings;
      },
      onSaved: (saved) => void navigate(editorPath(saved.id, nextPage('calendar'))),
    });
  };

  return (
    <>
      <SectionForm label={t(m.pageCalendar)} lead={t(m.calendarLead)} save={save} onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend>{t(m.legendNights)}</legend>
          <div className={styles.grid}>
            <TextField
              label={t(m.minNight)}
              inputMode="numeric"
              value={values.minNight}
              error={e.minNight}
              onChange={(event) => set('minNight', event.target.value)}
            />
            <TextField
              label={t(m.maxNight)}
              inputMode="numeric"
              hint={t(m.maxNightHint)}
              value={values.maxNight}
              error={e.maxNight}
              onChange={(event) => set('maxNight', event.target.value)}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t(m.legendNotice)}</legend>
          <div className={styles.grid}>
            <SelectField
              label={t(m.advanceNotice)}
              value={values.advanceNoticeDays}
              options={ADVANCE_NOTICE_DAYS.map((days) => ({
                value: String(days),
                label: days === 0 ? t(m.noticeSameDay) : t(NOTICE_DAYS, { days }),
              }))}
              error={e.advanceNoticeDays}
              onChange={(value) => set('advanceNoticeDays', value)}
            />
            <SelectField
              label={t(m.bookingWindow)}
              value={values.bookingWindowMonths}
              emptyLabel={t(m.windowAll)}
              options={BOOKING_WINDOW_MONTHS.map((months) => ({
                value: String(months),
                label: t(WINDOW_MONTHS, { months }),
              }))}
              error={e.bookingWindowMonths}
              onChange={(value) => set('bookingWindowMonths', value)}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t(m.legendTimes)}</legend>
          <div className={styles.grid}>
            <SelectField
              label={t(m.checkInStart)}
              value={values.checkInStart}
              options={times}
              error={e.checkInStart}
              onChange={(value) => set('checkInStart', value)}
            />
            <SelectField
              label={t(m.checkInEnd)}
              value={values.checkInEnd}
              options={times}
              error={e.checkInEnd}
              onChange={(value) => set('checkInEnd', value)}
            />
            <SelectField
              label={t(m.checkOutTime)}
              value={values.checkOutTime}
              options={times}
              error={e.checkOutTime}
              onChange={(value) => set('checkOutTime', value)}
            />
          </div>
          <CheckGroup
            legend={t(m.blockedCheckInDays)}
            options={weekdays}
            selected={values.blockedCheckInDays}
            error={e.blockedCheckInDays}
            onChange={(days) => set('blockedCheckInDays', days)}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t(m.legendBooking)}</legend>
          <div className={styles.choices}>
            <CheckField
              label={t(m.instantBook)}
              checked={values.instantBook}
              onChange={(on) => set('instantBook', on)}
            />
            <CheckField
              label={t(m.isLongerStay)}
              checked={values.isLongerStay}
              onChange={(on) => set('isLongerStay', on)}
            />
            <CheckField
              label={t(m.isMonthPlus)}
              checked={values.isMonthPlus}
              onChange={(on) => set('isMonthPlus', on)}
            />
            <CheckField
              label={t(m.isExclusive)}
              checked={values.isExclusive}
              onChange={(on) => set('isExclusive', on)}
            />
          </div>
        </fieldset>
      </SectionForm>
      <CalendarGrid />
      <CalendarRulesForm />
      <SeasonsSection />
      <DiscountsForm />
    </>
  );
}
