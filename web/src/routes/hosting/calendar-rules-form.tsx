// The calendar's weekly rules (issue 14 item 3, decision 0039): the weekdays on which no stay may end and, with
// same-day notice, the time at the home after which today can no longer be booked (updateListingCalendarRules).
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { UpdateListingCalendarRulesDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useEditor } from './editor-context';
import { CheckGroup, SelectField, type Option } from './fields';
import { HALF_HOURS, WEEKDAYS } from './rules';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

const FIELDS = ['blockedCheckOutDays', 'sameDayCutOff'] as const;

export function CalendarRulesForm() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const intl = useIntl();
  const t = intl.formatMessage;
  const save = useSectionSave();
  const [days, setDays] = useState<string[]>(() => [...(listing?.blockedCheckOutDays ?? [])]);
  const [cutOff, setCutOff] = useState<string>(() => listing?.sameDayCutOff ?? '');
  const weekdays: Option[] = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { weekday: 'long', timeZone: 'UTC' });
    return WEEKDAYS.map((day, i) => ({ value: day, label: format.format(Date.UTC(2024, 0, 1 + i)) }));
  }, [intl.locale]);
  const times: Option[] = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return HALF_HOURS.map((time) => {
      const [hours, minutes] = time.split(':').map(Number);
      return { value: time, label: format.format(Date.UTC(2024, 0, 1, hours, minutes)) };
    });
  }, [intl.locale]);
  if (!listing) return null;

  const submit = () =>
    void save.submit({
      fields: FIELDS,
      send: async () => {
        const { data } = await client.mutate({
          mutation: UpdateListingCalendarRulesDocument,
          variables: { listId: listing.id, rules: { blockedCheckOutDays: days, sameDayCutOff: cutOff } },
        });
        return data?.updateListingCalendarRules;
      },
      onSaved: () => undefined,
    });

  return (
    <SectionForm label={t(m.calendarRules)} save={save} onSubmit={submit} submitLabel={t(m.calendarRulesSave)}>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.calendarRules)}</legend>
        <CheckGroup
          legend={t(m.blockedCheckOutDays)}
          options={weekdays}
          selected={days}
          error={save.errors.blockedCheckOutDays}
          onChange={setDays}
        />
        <SelectField
          label={t(m.sameDayCutOff)}
          hint={t(m.sameDayCutOffHint)}
          value={cutOff}
          emptyLabel={t(m.sameDayCutOffNone)}
          options={times}
          error={save.errors.sameDayCutOff}
          onChange={setCutOff}
        />
      </fieldset>
    </SectionForm>
  );
}
