import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type UploadedPhoto, uploadReviewPhoto } from '../../../api/queries/reviews.ts';
import { AddPhotosButton } from '../../../ui/photo/AddPhotosButton.tsx';
import { checkPhoto, usePhotoErrorText } from '../../../ui/photo/photo-check.ts';
import { MAX_REVIEW_PHOTOS } from './review-form.ts';

/** A photo uploaded for the review, with its preview's address. */
export interface PickedPhoto {
  photo: UploadedPhoto;
  preview: string;
}

/**
 * Up to MAX_REVIEW_PHOTOS photos for a review (PNG or JPEG, 2 MB each, checked by their bytes
 * before they are sent, uploaded as soon as they are chosen), each with a button that takes it
 * out. More than the limit is the spec's 'Too many files', and none of that choice is taken.
 */
export function ReviewPhotoPicker({
  photos,
  onChange,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const photoError = usePhotoErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A preview's object URL lives until its photo is taken out or the form goes.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const p of shown.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );
  const remove = (picked: PickedPhoto) => {
    URL.revokeObjectURL(picked.preview);
    onChange(photos.filter((p) => p !== picked));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    if (photos.length + files.length > MAX_REVIEW_PHOTOS) {
      const max = MAX_REVIEW_PHOTOS;
      setProblem(t`จำนวนไฟล์เกินกำหนด แนบรูปได้ไม่เกิน ${max} รูป`);
      return;
    }
    setProblem(null);
    setUploading(true);
    const added: PickedPhoto[] = [];
    try {
      for (const file of files) {
        const checked = await checkPhoto(file);
        if (checked.problem) {
          setProblem(photoError.problem(checked.problem));
          break;
        }
        const photo = await uploadReviewPhoto(checked.photo);
        added.push({ photo, preview: URL.createObjectURL(checked.photo) });
      }
    } catch (error) {
      setProblem(photoError.failure(error));
    } finally {
      setUploading(false);
      if (added.length) onChange([...photos, ...added]);
    }
  };
  const count = photos.length;
  const max = MAX_REVIEW_PHOTOS;
  return (
    <fieldset className="review-form__photos">
      <legend>
        <Trans>
          รูปภาพ ({count}/{max})
        </Trans>
      </legend>
      <p className="reviews__muted" id={`${id}-hint`}>
        <Trans>PNG หรือ JPEG ไม่เกิน 2 MB ต่อรูป</Trans>
      </p>
      {photos.length > 0 && (
        <ul className="review__photos">
          {photos.map((picked, i) => {
            const n = i + 1;
            return (
              <li key={picked.photo.name} className="review-form__photo">
                <img src={picked.preview} alt={t`รูปที่ ${n}`} width={96} height={96} />
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => remove(picked)}
                >
                  <Trans>ลบรูปที่ {n}</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {photos.length < MAX_REVIEW_PHOTOS && (
        <AddPhotosButton
          uploading={uploading}
          multiple
          describedBy={`${id}-hint`}
          onChange={choose}
        />
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
