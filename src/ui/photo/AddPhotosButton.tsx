import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { PHOTO_ACCEPT } from './photo-check.ts';
import './add-photos-button.css';

/**
 * "Add photos" for a form that attaches them (a review, a return request): the file input is
 * hidden behind a button-like label that shows its focus, and says so while one uploads.
 */
export function AddPhotosButton(props: {
  uploading: boolean;
  multiple?: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="button button--ghost add-photos" aria-disabled={props.uploading}>
      {props.uploading ? t`กำลังอัปโหลด…` : t`เพิ่มรูปภาพ`}
      <input
        type="file"
        className="visually-hidden"
        accept={PHOTO_ACCEPT}
        multiple={props.multiple}
        disabled={props.uploading}
        aria-describedby={props.describedBy}
        onChange={props.onChange}
      />
    </label>
  );
}
