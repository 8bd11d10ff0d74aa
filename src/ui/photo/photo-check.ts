// The checks a chosen photo passes before it is sent (the spec's uploads: png/jpg under 2 MB,
// for a profile photo and a chat's picture alike), by the form kit's file check (its type read
// from its bytes), and the words for what is wrong with one.
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/api-error.ts';
import { acceptOf, checkFile, type FileProblem, type FileRule } from '../form/file-check.ts';

/** The largest photo the server takes (PUT /user/image, POST /chat/…/images: x-max-bytes). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const PHOTO: FileRule = { types: ['image/png', 'image/jpeg'], maxBytes: MAX_PHOTO_BYTES };

/** What the file input offers. */
export const PHOTO_ACCEPT = acceptOf(PHOTO);

export type PhotoProblem = FileProblem;

export type PhotoCheck = { photo: Blob; problem?: undefined } | { problem: PhotoProblem };

/** The photo to send, typed by its bytes; or what is wrong with the file. */
export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  const checked = await checkFile(file, PHOTO);
  return checked.problem ? checked : { photo: checked.file };
}

/**
 * The words for a photo refused: the spec's for the format or the size (2 MB, the limit the
 * shopper was shown) before it is sent; a refusal of the upload in the server's words (in the
 * shopper's language), a file too large in ours.
 */
export function usePhotoErrorText() {
  const { t } = useLingui();
  const problem = (kind: PhotoProblem) =>
    kind === 'format' ? t`ไม่รองรับรูปแบบไฟล์นี้` : t`ไฟล์มีขนาดใหญ่เกิน 2 MB`;
  const failure = (error: unknown) => {
    if (!isApiError(error)) return t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`;
    return error.status === 413 ? problem('size') : error.message;
  };
  return { problem, failure };
}
