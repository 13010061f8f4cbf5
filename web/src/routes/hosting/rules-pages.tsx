// The rest of step 3 (spec 001 §4, §9): house rules from the catalogue plus her own words
// (updateListingHouseRules), the cancellation policy by spec 001 §9's names (setListingCancellationPolicy), and the
// guest pledge she agrees to (acceptGuestPledge), each saved on its own page.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  AcceptGuestPledgeDocument,
  SetListingCancellationPolicyDocument,
  UpdateListingHouseRulesDocument,
} from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { cancellationPolicyTexts } from '../../i18n/spec-texts';
import { useCatalogues } from './catalogues';
import { editorPath, nextPage, type FormPage } from './editor-pages';
import { useEditor } from './editor-context';
import { CheckField, CheckGroup, RadioGroup, TextAreaField } from './fields';
import { houseRulesInput, houseRulesValues, type HouseRulesValues } from './form-values';
import {
  CANCELLATION_POLICY_VALUES,
  checkCancellationPolicy,
  checkGuestPledge,
  checkHouseRules,
  CUSTOM_HOUSE_RULES_MAX,
  LIST_SETTING_TYPES,
  refusalsOf,
} from './rules';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const OPTIONAL: MessageDescriptor = m.optional;

/** After saving `page`, on to the next one. */
function useContinue(page: FormPage) {
  const navigate = useNavigate();
  return (listId: number) => void navigate(editorPath(listId, nextPage(page)));
}

export function HouseRulesPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const t = useIntl().formatMessage;
  const catalogues = useCatalogues();
  const save = useSectionSave();
  const next = useContinue('house-rules');
  const [values, setValues] = useState<HouseRulesValues>(() => houseRulesValues(listing));
  if (!listing) return null;

  const submit = () =>
    void save.submit({
      fields: ['houseRules', 'customHouseRules'],
      check: () => refusalsOf(checkHouseRules(houseRulesInput(values), catalogues.catalogue)),
      send: async () => {
        const { data } = await client.mutate({
          mutation: UpdateListingHouseRulesDocument,
          variables: { listId: listing.id, rules: houseRulesInput(values) },
        });
        return data?.updateListingHouseRules;
      },
      onSaved: (saved) => next(saved.id),
    });

  return (
    <SectionForm label={t(m.pageHouseRules)} lead={t(m.houseRulesLead)} save={save} onSubmit={submit}>
      <CheckGroup
        legend={t(m.houseRulesLegend)}
        options={catalogues.options(LIST_SETTING_TYPES.houseRules)}
        selected={values.houseRuleIds}
        error={save.errors.houseRules}
        onChange={(houseRuleIds) => setValues((current) => ({ ...current, houseRuleIds }))}
      />
      <TextAreaField
        label={t(OPTIONAL, { label: t(m.customHouseRules) })}
        max={CUSTOM_HOUSE_RULES_MAX}
        value={values.customHouseRules}
        error={save.errors.customHouseRules}
        onChange={(customHouseRules) => setValues((current) => ({ ...current, customHouseRules }))}
      />
    </SectionForm>
  );
}

const POLICY_RULES = {
  flexible: m.policyFlexibleRule,
  moderate: m.policyModerateRule,
  strict: m.policyStrictRule,
  superStrict30: m.policySuperStrict30Rule,
} as const;

export function CancellationPolicyPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const next = useContinue('cancellation-policy');
  const [policy, setPolicy] = useState(() => listing?.listingData.cancellationPolicy ?? '');
  if (!listing) return null;

  const submit = () =>
    void save.submit({
      fields: ['cancellationPolicy'],
      check: () => refusalsOf(checkCancellationPolicy(policy)),
      send: async () => {
        const { data } = await client.mutate({
          mutation: SetListingCancellationPolicyDocument,
          variables: { listId: listing.id, policy },
        });
        return data?.setListingCancellationPolicy;
      },
      onSaved: (saved) => next(saved.id),
    });

  return (
    <SectionForm label={t(m.pageCancellation)} lead={t(m.cancellationLead)} save={save} onSubmit={submit}>
      <RadioGroup
        legend={t(m.cancellationLegend)}
        name="cancellationPolicy"
        value={policy}
        options={CANCELLATION_POLICY_VALUES.map((value) => ({
          value,
          label: t(cancellationPolicyTexts[value]),
          detail: t(POLICY_RULES[value]),
        }))}
        error={save.errors.cancellationPolicy}
        onChange={setPolicy}
      />
    </SectionForm>
  );
}

const PLEDGE = [m.pledgeRespect, m.pledgeTruth, m.pledgeWelcome, m.pledgePrivacy] as const;

export function GuestPledgePage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const next = useContinue('guest-pledge');
  const [agreed, setAgreed] = useState(() => listing?.listingData.guestPledgeAccepted ?? false);
  if (!listing) return null;

  const submit = () =>
    void save.submit({
      fields: ['guestPledge'],
      check: () => refusalsOf(checkGuestPledge(agreed)),
      send: async () => {
        const { data } = await client.mutate({
          mutation: AcceptGuestPledgeDocument,
          variables: { listId: listing.id, agreed },
        });
        return data?.acceptGuestPledge;
      },
      onSaved: (saved) => next(saved.id),
    });

  return (
    <SectionForm label={t(m.pageGuestPledge)} lead={t(m.pledgeLead)} save={save} onSubmit={submit}>
      <ul className={styles.pledge}>
        {PLEDGE.map((line) => (
          <li key={line.id}>{t(line)}</li>
        ))}
      </ul>
      <CheckField label={t(m.pledgeAgree)} checked={agreed} error={save.errors.guestPledge} onChange={setAgreed} />
    </SectionForm>
  );
}
