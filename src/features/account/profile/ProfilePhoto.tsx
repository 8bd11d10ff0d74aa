import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { displayNameOf } from '../../../../machines/session/session-rules.ts';
import { Alert } from '../../../ui/Alert.tsx';
import {
  checkPhoto,
  PHOTO_ACCEPT,
  type PhotoProblem,
  usePhotoErrorText,
} from '../../../ui/photo/photo-check.ts';
import { initialOf } from './initial.ts';
import { type Profile, removePhoto, uploadPhoto } from './profile-api.ts';
import './profile-photo.css';

/** A chosen photo waiting to be saved, and its preview's address. */
interface Chosen {
  photo: Blob;
  preview: string;
}

/**
 * The profile photo: the current one (or the name's initial), a file input labelled "Change
 * photo" (PNG or JPEG, 2 MB at most, checked before sending), a preview to save or cancel,
 * and Remove. `onChanged` gets the profile the server answers.
 */
export function ProfilePhoto(props: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const { profile, onChanged } = props;

  // The preview's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const done = (changed: Profile) => {
    setChosen(null);
    onChanged(changed);
    input.current?.focus();
  };
  const upload = useMutation({ mutationFn: uploadPhoto, onSuccess: done });
  const remove = useMutation({ mutationFn: removePhoto, onSuccess: done });
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is a change too.
    event.target.value = '';
    if (!file || busy) return;
    upload.reset();
    remove.reset();
    const checked = await checkPhoto(file);
    setProblem(checked.problem ?? null);
    setChosen(
      checked.problem
        ? null
        : { photo: checked.photo, preview: URL.createObjectURL(checked.photo) },
    );
  };
  const cancel = () => {
    setChosen(null);
    input.current?.focus();
  };

  const { problem: problemText, failure: failureText } = usePhotoErrorText();
  const failure = upload.error ?? remove.error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = problem ? problemText(problem) : failure ? failureText(failure) : null;

  const shown = chosen?.preview ?? profile.imageUrl;
  return (
    <section className="profile-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>รูปโปรไฟล์</Trans>
      </h2>
      <div className="profile-photo__row">
        {shown ? (
          <img
            className="profile-photo__picture"
            src={shown}
            alt={chosen ? t`ตัวอย่างรูปโปรไฟล์ใหม่` : t`รูปโปรไฟล์ของคุณ`}
            width={96}
            height={96}
          />
        ) : (
          <span className="profile-photo__picture profile-photo__initial">
            <span aria-hidden="true">{initialOf(displayNameOf(profile).name)}</span>
            <span className="visually-hidden">
              <Trans>ยังไม่มีรูปโปรไฟล์</Trans>
            </span>
          </span>
        )}
        <div className="profile-photo__controls">
          <div className="profile-photo__buttons">
            <input
              ref={input}
              id={`${id}-file`}
              className="visually-hidden profile-photo__input"
              type="file"
              accept={PHOTO_ACCEPT}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              onChange={choose}
            />
            <label htmlFor={`${id}-file`} className="button button--ghost">
              <Trans>เปลี่ยนรูป</Trans>
            </label>
            {!chosen && profile.imageUrl && (
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                <Trans>ลบรูป</Trans>
              </button>
            )}
          </div>
          <p id={hintId} className="profile-photo__hint">
            <Trans>PNG หรือ JPG ขนาดไม่เกิน 2 MB</Trans>
          </p>
        </div>
      </div>
      {chosen && (
        <div className="profile-photo__buttons">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => upload.mutate(chosen.photo)}
          >
            {upload.isPending ? <Trans>กำลังอัปโหลด…</Trans> : <Trans>บันทึกรูป</Trans>}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={cancel}>
            <Trans>ยกเลิก</Trans>
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {upload.isSuccess && (
        <Alert kind="success" onClose={() => upload.reset()}>
          <Trans>บันทึกรูปโปรไฟล์เรียบร้อยแล้ว</Trans>
        </Alert>
      )}
      {remove.isSuccess && (
        <Alert kind="success" onClose={() => remove.reset()}>
          <Trans>ลบรูปโปรไฟล์แล้ว</Trans>
        </Alert>
      )}
    </section>
  );
}
