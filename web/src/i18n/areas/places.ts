// Texts of the place picker (spec 000 §2, §5; decision 0044): the header's "where" field with its suggestions.
// English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const placePickerMessages = defineMessages({
  suggestions: { id: 'places.picker.suggestions', defaultMessage: 'Suggested places' },
  clear: { id: 'places.picker.clear', defaultMessage: 'Clear the place' },
  noMatch: { id: 'places.picker.noMatch', defaultMessage: 'No place by that name' },
  count: {
    id: 'places.picker.count',
    defaultMessage: '{count, plural, one {# place found} other {# places found}}. Use the arrow keys to choose.',
  },
});

type Id = (typeof placePickerMessages)[keyof typeof placePickerMessages]['id'];

export const placePickerTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {
    'places.picker.suggestions': 'Navrhovaná místa',
    'places.picker.clear': 'Vymazat místo',
    'places.picker.noMatch': 'Žádné místo tohoto jména',
    'places.picker.count':
      '{count, plural, one {Nalezeno # místo} few {Nalezena # místa} other {Nalezeno # míst}}. Vyberte šipkami.',
  },
  es: {
    'places.picker.suggestions': 'Lugares sugeridos',
    'places.picker.clear': 'Borrar el lugar',
    'places.picker.noMatch': 'Ningún lugar con ese nombre',
    'places.picker.count':
      '{count, plural, one {# lugar encontrado} other {# lugares encontrados}}. Elige con las flechas.',
  },
  'fr-FR': {
    'places.picker.suggestions': 'Lieux suggérés',
    'places.picker.clear': 'Effacer le lieu',
    'places.picker.noMatch': 'Aucun lieu de ce nom',
    'places.picker.count': '{count, plural, one {# lieu trouvé} other {# lieux trouvés}}. Choisissez avec les flèches.',
  },
  'it-IT': {
    'places.picker.suggestions': 'Luoghi suggeriti',
    'places.picker.clear': 'Cancella il luogo',
    'places.picker.noMatch': 'Nessun luogo con questo nome',
    'places.picker.count': '{count, plural, one {# luogo trovato} other {# luoghi trovati}}. Scegli con le frecce.',
  },
  'pt-PT': {
    'places.picker.suggestions': 'Locais sugeridos',
    'places.picker.clear': 'Limpar o local',
    'places.picker.noMatch': 'Nenhum local com esse nome',
    'places.picker.count':
      '{count, plural, one {# local encontrado} other {# locais encontrados}}. Escolha com as setas.',
  },
};
