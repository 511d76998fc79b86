import { parseArgs } from 'node:util';
import { backfillPhotoHashes } from '../media/photo-hash-backfill.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE =
  'Usage: npm run photo-hashes   (works out the perceptual hash of every stored photo that has none yet, ' +
  'so that staff see resent photos among reports stored before hashes were; run it again and it finds nothing to do)';

parseCommandLineOrExit(USAGE, () => parseArgs({ options: {} }));

await runWithServices(async ({ photoHashes, media }) => {
  const result = await backfillPhotoHashes(photoHashes, media, (done) => console.error(`${done} photos read…`));
  console.log(
    result.read === 0
      ? 'Every stored photo already has its perceptual hash: nothing to do.'
      : `Read ${result.read} photos: ${result.hashed} now have a perceptual hash; ` +
          `${result.read - result.hashed} could not be read or show no detail, and stay without one.`,
  );
}, failedWith('Working out photo hashes failed'));
