import { chosenPictureProblem } from '@hirelane/domain/profile/photo-rules';

/** Enough leading bytes for every signature the photo rules know. */
const SIGNATURE_BYTES = 16;

/** Why a chosen file cannot become a photo (its real type by magic bytes, its size), or null. */
export const checkChosenPicture = async (file: Blob): Promise<string | null> => {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return chosenPictureProblem(head, file.size);
};
