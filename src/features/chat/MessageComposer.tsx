import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHAT_TEXT_MAX,
  type ChatImage,
  isChatText,
} from '../../../machines/chat/chat-socket-rules.ts';
import { uploadChatImage } from '../../api/queries/chat.ts';
import {
  checkPhoto,
  PHOTO_ACCEPT,
  type PhotoProblem,
  usePhotoErrorText,
} from '../../ui/photo/photo-check.ts';

/** A picture uploaded and waiting to go with the next message, with its preview's address. */
interface Attached {
  image: ChatImage;
  preview: string;
}

/**
 * The box a message is written in, and a picture to go with it (PNG or JPEG, 2 MB at most,
 * checked before it is uploaded, uploaded as soon as it is chosen). Enter sends and Shift+Enter
 * starts a new line; a message of spaces without a picture, or a text longer than the contract
 * takes, is named and not sent. It is sent whether or not the socket is open: the chat keeps it
 * until it is stored.
 */
export function MessageComposer({
  conversationId,
  onSend,
}: {
  conversationId: number;
  onSend: (text: string, image: ChatImage | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [attached, setAttached] = useState<Attached | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const photoError = usePhotoErrorText();
  const { register, handleSubmit, reset, formState, clearErrors } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  // The preview's object URL lives as long as the picture waits.
  useEffect(() => (attached ? () => URL.revokeObjectURL(attached.preview) : undefined), [attached]);

  const upload = useMutation({
    mutationFn: (picture: Blob) => uploadChatImage(conversationId, picture),
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is a change too.
    event.target.value = '';
    if (!file || upload.isPending) return;
    upload.reset();
    const checked = await checkPhoto(file);
    setProblem(checked.problem ?? null);
    if (checked.problem) return;
    const image = await upload.mutateAsync(checked.photo).catch(() => null);
    if (image) {
      setAttached({ image, preview: URL.createObjectURL(checked.photo) });
      clearErrors('text');
    }
  };
  const detach = () => {
    setAttached(null);
    fileInput.current?.focus();
  };

  const send = handleSubmit(({ text }) => {
    onSend(text.trim(), attached?.image ?? null);
    reset({ text: '' });
    setAttached(null);
  });
  const textError = formState.errors.text?.message;
  const pictureError = problem
    ? photoError.problem(problem)
    : upload.error
      ? photoError.failure(upload.error)
      : null;
  const error = textError ?? pictureError;
  const errorId = `${id}-error`;
  return (
    <form className="chat__composer" noValidate onSubmit={send}>
      {attached && (
        <div className="chat__attached">
          <img
            src={attached.preview}
            alt={t`รูปที่จะส่ง`}
            width={attached.image.width}
            height={attached.image.height}
          />
          <button type="button" className="link-button" onClick={detach}>
            <Trans>เอารูปออก</Trans>
          </button>
        </div>
      )}
      <label htmlFor={id} className="visually-hidden">
        <Trans>ข้อความที่จะส่ง</Trans>
      </label>
      <textarea
        id={id}
        rows={2}
        placeholder={t`พิมพ์ข้อความ…`}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? errorId : undefined}
        {...register('text', {
          validate: (text) =>
            text.trim() === ''
              ? attached !== null || t`พิมพ์ข้อความหรือแนบรูปก่อนส่ง`
              : isChatText(text) || t`ข้อความยาวได้ไม่เกิน ${CHAT_TEXT_MAX} ตัวอักษร`,
        })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <div className="chat__composer-actions">
        <input
          ref={fileInput}
          id={`${id}-picture`}
          className="visually-hidden chat__picture-input"
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={upload.isPending}
          aria-describedby={pictureError ? `${id}-hint ${errorId}` : `${id}-hint`}
          aria-invalid={pictureError ? true : undefined}
          onChange={choose}
        />
        <label htmlFor={`${id}-picture`} className="button button--ghost chat__attach">
          {upload.isPending ? <Trans>กำลังอัปโหลด…</Trans> : <Trans>แนบรูป</Trans>}
        </label>
        <span id={`${id}-hint`} className="visually-hidden">
          <Trans>PNG หรือ JPG ขนาดไม่เกิน 2 MB</Trans>
        </span>
        <button type="submit" className="button" disabled={upload.isPending}>
          <Trans>ส่ง</Trans>
        </button>
      </div>
      {error && (
        <p id={errorId} className="chat__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
