// The demo listings' photo files (decision 0038): each drawn scene rendered by sharp and put through the same intake
// as an upload (acceptImage: re-encoded in every size), stored under a fixed name so that seeding again finds them
// and makes nothing. The demo listings share these forty pictures; their rows name them.
import { acceptImage, imageKey, type FileStore } from '@golightly/file-store';
import { PHOTO_FOLDER, PHOTO_SIZES } from '../../app/photo-files';
import { scene, SCENE_COUNT, type SceneKind } from './scenes';

/** The fixed file name of scene `index`: a name of newFileName's form, so /upload/x_medium_{name} serves it. */
export const demoPhotoName = (index: number): string =>
  `d3e0c0de-0000-4000-8000-${index.toString(16).padStart(12, '0')}.jpg`;

export interface DemoPhoto {
  name: string;
  kind: SceneKind;
}

/** Every demo picture: its file name and what it shows. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = Array.from({ length: SCENE_COUNT }, (_, index) => ({
  name: demoPhotoName(index),
  kind: scene(index).kind,
}));

/** How many scenes are drawn at once: sharp works on its own threads, and a start-up shares the machine. */
const PARALLEL = 4;

/** Renders one scene and stores its sizes under its fixed name. */
async function makeScenePhoto(files: FileStore, index: number): Promise<void> {
  const { default: sharp } = await import('sharp');
  const drawn = await sharp(Buffer.from(scene(index).svg))
    .jpeg({ quality: 90 })
    .toBuffer();
  const intake = await acceptImage(drawn, { sizes: PHOTO_SIZES });
  if (!intake.ok || intake.extension !== 'jpg') {
    throw new Error(
      `demo scene ${index} was refused by the photo intake (${intake.ok ? intake.extension : intake.reason})`,
    );
  }
  const name = demoPhotoName(index);
  for (const variant of intake.variants) {
    await files.put(imageKey(PHOTO_FOLDER, variant.size, name), variant.bytes, intake.contentType);
  }
}

/** Whether every size of scene `index` is in the store. */
async function isStored(files: FileStore, index: number): Promise<boolean> {
  const name = demoPhotoName(index);
  const found = await Promise.all(
    Object.keys(PHOTO_SIZES).map((size) => files.exists(imageKey(PHOTO_FOLDER, size, name))),
  );
  return found.every(Boolean);
}

/** Makes the demo pictures missing from the store (all of them on a first start, none after); how many it made. */
export async function ensureDemoPhotos(files: FileStore): Promise<number> {
  const missing: number[] = [];
  for (let index = 0; index < SCENE_COUNT; index++) if (!(await isStored(files, index))) missing.push(index);
  const queue = [...missing];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) await makeScenePhoto(files, index);
    }),
  );
  return missing.length;
}
