// The list settings catalogues as admins keep them (decision 0036) and the deleted listings screen. The fields carry
// @adminPrivilege with every /siteadmin/listsettings/{typeId} URL (checked by the gateway and again by service-kit);
// a change is then allowed only when her privileges open the URL of the very catalogue it touches (spec 000 §6's
// exact-URL rule, adminActorOf), which also names that privilege in the admin log.
import { adminActorOf, publicError, type ServiceContext } from '@golightly/service-kit';
import type { ListSettingType } from '../../domain/list-setting-types';
import { listSettingsUrl } from '../../domain/list-setting-types';
import { seesPrivateFields } from '../../domain/listing';
import type { AdminListSettingRow } from '../../db/list-settings-admin';
import { createListSetting } from '../../app/list-setting-create';
import { deleteListSetting } from '../../app/list-setting-delete';
import type { ActorFor, ListSettingOutcome } from '../../app/list-setting-outcome';
import { listSettingDetails, listSettingTypes, readCatalogue } from '../../app/list-setting-read';
import { setListSettingEnabled, updateListSetting } from '../../app/list-setting-update';
import { deletedListingsPage } from '../../app/read-deleted-listings';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';

/** The admin acting on a catalogue, checked against that catalogue's own URL. */
const actorFor =
  (ctx: ServiceContext): ActorFor =>
  (typeId) =>
    adminActorOf({ identity: ctx.identity, ip: ctx.clientIp }, [listSettingsUrl(typeId)]);

const typeGraph = (type: ListSettingType) => ({
  typeId: type.typeId,
  name: type.name,
  kind: type.kind,
  feeds: type.feeds,
  valueMin: type.value?.min ?? null,
  valueMax: type.value?.max ?? null,
  valueStep: type.value?.step ?? null,
  allowedValues: type.value?.allowed ? [...type.value.allowed] : null,
});

const settingGraph = (row: AdminListSettingRow) => ({ ...row });

function result(outcome: ListSettingOutcome) {
  if (outcome.status === 'success') {
    return { status: 'success', errorMessage: null, fieldErrors: [], setting: settingGraph(outcome.setting) };
  }
  return {
    status: outcome.status,
    errorMessage: outcome.errorMessage,
    fieldErrors: outcome.status === 'invalid' ? outcome.fieldErrors : [],
    setting: null,
  };
}

/**
 * The ids of ListSetting.value and itemDescription asked in one pass of a request, answered by one query: the host
 * editor reads whole catalogues, and a query per item would be one too many.
 */
const pending = new WeakMap<object, { ids: number[]; promise: ReturnType<typeof listSettingDetails> }>();

function loadDetail(ctx: ServiceContext, id: number) {
  let wait = pending.get(ctx);
  if (!wait) {
    const ids: number[] = [];
    const promise = Promise.resolve().then(() => {
      pending.delete(ctx);
      return listSettingDetails({ db: ctx.db }, ids);
    });
    wait = { ids, promise };
    pending.set(ctx, wait);
  }
  wait.ids.push(id);
  return wait.promise.then((details) => details.get(id));
}

export const listSettingsAdminResolvers: Resolvers = {
  Query: {
    listSettingTypes: () => listSettingTypes().map(typeGraph),
    adminListSettings: async (_p, args, ctx) => {
      const answer = await readCatalogue({ db: ctx.db }, args.typeId);
      if (answer.status === 'invalid') throw publicError(answer.message, 'BAD_USER_INPUT');
      return { type: typeGraph(answer.type), items: answer.items.map(settingGraph) };
    },
    deletedListings: async (_p, args, ctx) => {
      const answer = await deletedListingsPage({ db: ctx.db }, args);
      if (answer.status === 'invalid') throw publicError(answer.message, 'BAD_USER_INPUT');
      // Past the privilege check: an admin who manages listings.
      const viewer = { kind: 'admin', mayManageListings: true } as const;
      return { results: answer.listings.map((listing) => toGraph(listing, viewer)), count: answer.count };
    },
  },
  Mutation: {
    createListSetting: async (_p, args, ctx) =>
      result(await createListSetting({ db: ctx.db }, actorFor(ctx), args.typeId, args.setting)),
    updateListSetting: async (_p, args, ctx) =>
      result(await updateListSetting({ db: ctx.db }, actorFor(ctx), args.id, args.setting)),
    setListSettingEnabled: async (_p, args, ctx) =>
      result(await setListSettingEnabled({ db: ctx.db }, actorFor(ctx), args.id, args.enabled)),
    deleteListSetting: async (_p, args, ctx) => result(await deleteListSetting({ db: ctx.db }, actorFor(ctx), args.id)),
  },
  ListSetting: {
    value: async (setting, _args, ctx) => (await loadDetail(ctx, setting.id))?.value ?? null,
    itemDescription: async (setting, _args, ctx) => (await loadDetail(ctx, setting.id))?.itemDescription ?? '',
  },
  Listing: {
    submittedAt: (listing) => iso(listing.record.submittedAt, seesPrivateFields(listing.record, listing.viewer)),
    deletedAt: (listing) => iso(listing.record.deletedAt, seesPrivateFields(listing.record, listing.viewer)),
    deletedBy: (listing) =>
      seesPrivateFields(listing.record, listing.viewer) ? (listing.record.deletedBy ?? null) : null,
  },
};

const iso = (value: Date | string | null, may: boolean): string | null =>
  may && value !== null ? new Date(value).toISOString() : null;
