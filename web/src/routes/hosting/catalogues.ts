// The list settings catalogues the editor offers (spec 000 §6 type ids 1 to 23; the admins keep them): asked once
// for the types the editor shows, grouped by type for its selects and check boxes. Items are the admins' words, shown
// as they wrote them.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { HostListSettingsDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import type { Option } from './fields';
import { catalogueOf, LIST_SETTING_TYPES as T } from './rules';

/** The amenity groups of step 1 (spec 000 §9's set [10,11,12,21,22,23]), each under its own heading. */
export const AMENITY_GROUPS: readonly { typeId: number; legend: MessageDescriptor }[] = [
  { typeId: T.essentialsAmenities, legend: m.amenitiesEssentials },
  { typeId: T.safetyAmenities, legend: m.amenitiesSafety },
  { typeId: T.spaces, legend: m.amenitiesSpaces },
  { typeId: T.businessAmenities, legend: m.amenitiesBusiness },
  { typeId: T.familyFriendlyAmenities, legend: m.amenitiesFamily },
  { typeId: T.uniqueAmenities, legend: m.amenitiesUnique },
];

/** Every catalogue the editor shows. */
export const EDITOR_TYPE_IDS: readonly number[] = [
  T.roomType,
  T.houseType,
  T.buildingSize,
  T.bedType,
  T.bathroomType,
  T.houseRules,
  ...AMENITY_GROUPS.map((group) => group.typeId),
];

export interface Catalogues {
  loading: boolean;
  /** Every item offered, by id, as the shared rules look them up. */
  catalogue: ReturnType<typeof catalogueOf>;
  /** The enabled items of a type, as options (value: the item's id). */
  options: (typeId: number) => Option[];
}

export function useCatalogues(): Catalogues {
  const { data, loading } = useQuery(HostListSettingsDocument, { variables: { typeIds: [...EDITOR_TYPE_IDS] } });
  return useMemo(() => {
    const byType = new Map<number, Option[]>();
    for (const item of data?.listSettings ?? []) {
      const options = byType.get(item.typeId) ?? [];
      options.push({ value: String(item.id), label: item.itemName });
      byType.set(item.typeId, options);
    }
    return {
      loading,
      catalogue: catalogueOf(data?.listSettings ?? []),
      options: (typeId: number) => byType.get(typeId) ?? [],
    };
  }, [data, loading]);
}
