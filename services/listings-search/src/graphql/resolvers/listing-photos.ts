// The host editor's photo changes (decision 0038): order, caption, cover and deletion, each for the signed-in host
// (or her co-host) through one use case. Uploads are REST (src/http/listing-photos.ts): a GraphQL body carries no file.
import type { ServiceContext } from '@golightly/service-kit';
import { captionListingPhoto } from '../../app/caption-listing-photo';
import { deleteListingPhoto } from '../../app/delete-listing-photo';
import type { EditOutcome } from '../../app/deps';
import type { FileStore } from '../../app/photo-files';
import { reorderListingPhotos } from '../../app/reorder-listing-photos';
import { setListingCoverPhoto } from '../../app/set-cover-photo';
import type { HostCaller } from '../../domain/host';
import { hostOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import { editResult } from './results';

const TO = 'change the photos of a listing';

async function asHost(ctx: ServiceContext, run: (host: HostCaller) => Promise<EditOutcome>) {
  const host = hostOf(ctx.identity, TO);
  return editResult(await run(host), { kind: 'member', userId: host.userId });
}

export function listingPhotoResolvers(files: FileStore): Resolvers {
  return {
    ListingPhoto: {
      isCover: (photo) => photo.isCover,
      position: (photo) => photo.position,
    },
    Mutation: {
      reorderListingPhotos: (_p, args, ctx) =>
        asHost(ctx, (host) => reorderListingPhotos({ db: ctx.db }, host, args.listId, args.photoIds)),
      setListingPhotoCaption: (_p, args, ctx) =>
        asHost(ctx, (host) =>
          captionListingPhoto({ db: ctx.db }, host, args.listId, args.photoId, args.photoDescription),
        ),
      setListingCoverPhoto: (_p, args, ctx) =>
        asHost(ctx, (host) => setListingCoverPhoto({ db: ctx.db }, host, args.listId, args.photoId)),
      deleteListingPhoto: (_p, args, ctx) =>
        asHost(ctx, (host) => deleteListingPhoto({ db: ctx.db, files, log: ctx.log }, host, args.listId, args.photoId)),
    },
  };
}

/** The service's resolvers with the photo changes added (app.ts: they need the file store its environment names). */
export function withListingPhotos(resolvers: Resolvers, files: FileStore): Resolvers {
  const photos = listingPhotoResolvers(files);
  return {
    ...resolvers,
    ListingPhoto: { ...resolvers.ListingPhoto, ...photos.ListingPhoto },
    Mutation: { ...resolvers.Mutation, ...photos.Mutation },
  };
}
