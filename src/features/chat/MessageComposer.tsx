import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CHAT_TEXT_MAX, isChatText } from '../../../machines/chat/chat-socket-rules.ts';

/**
 * The box a message is written in. Enter sends it and Shift+Enter starts a new line; a message
 * of spaces, or longer than the contract takes, is named and not sent. It is sent whether or not
 * the socket is open: the chat keeps it until it is stored.
 */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  const send = handleSubmit(({ text }) => {
    onSend(text.trim());
    reset({ text: '' });
  });
  const error = formState.errors.text?.message;
  return (
    <form className="chat__composer" noValidate onSubmit={send}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>ข้อความที่จะส่ง</Trans>
      </label>
      <textarea
        id={id}
        rows={2}
        placeholder={t`พิมพ์ข้อความ…`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('text', {
          validate: (text) =>
            text.trim() === ''
              ? t`พิมพ์ข้อความก่อนส่ง`
              : isChatText(text) || t`ข้อความยาวได้ไม่เกิน ${CHAT_TEXT_MAX} ตัวอักษร`,
        })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <button type="submit" className="button">
        <Trans>ส่ง</Trans>
      </button>
      {error && (
        <p id={`${id}-error`} className="chat__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
