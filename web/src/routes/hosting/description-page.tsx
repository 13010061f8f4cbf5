// Step 2's words (spec 001 §4-§5): the title ('Title is Required', up to 255 characters, counted as she types), the
// description and the neighbourhood ('Neighbourhood is required'), up to 1000 characters each, saved together
// (updateListingScene).
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { TextField } from '../../auth/fields';
import { UpdateListingSceneDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { editorPath, nextPage } from './editor-pages';
import { useEditor } from './editor-context';
import { TextAreaField } from './fields';
import { sceneValues, type SceneValues } from './form-values';
import { checkScene, DESCRIPTION_MAX, NEIGHBOURHOOD_MAX, refusalsOf } from './rules';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

const FIELDS = ['title', 'description', 'neighbourhood'] as const;

export function DescriptionPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const [values, setValues] = useState<SceneValues>(() => sceneValues(listing));
  if (!listing) return null;
  const set = (name: keyof SceneValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = () =>
    void save.submit({
      fields: FIELDS,
      check: () => refusalsOf(checkScene(values)),
      send: async () => {
        const { data } = await client.mutate({
          mutation: UpdateListingSceneDocument,
          variables: { listId: listing.id, scene: values },
        });
        return data?.updateListingScene;
      },
      onSaved: (saved) => void navigate(editorPath(saved.id, nextPage('description'))),
    });

  return (
    <SectionForm label={t(m.pageDescription)} lead={t(m.descriptionLead)} save={save} onSubmit={submit}>
      <div className={styles.stack}>
        <TextField
          label={t(m.title)}
          value={values.title}
          error={save.errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextAreaField
          label={t(m.description)}
          max={DESCRIPTION_MAX}
          value={values.description}
          error={save.errors.description}
          onChange={(value) => set('description', value)}
        />
        <TextAreaField
          label={t(m.neighbourhood)}
          max={NEIGHBOURHOOD_MAX}
          value={values.neighbourhood}
          error={save.errors.neighbourhood}
          onChange={(value) => set('neighbourhood', value)}
        />
      </div>
    </SectionForm>
  );
}
