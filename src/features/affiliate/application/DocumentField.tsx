import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import type {
  ApplicationState,
  DocumentKind,
  DocumentRule,
} from '../../../../machines/affiliate-application/affiliate-application-rules.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { acceptOf, checkFile, type FileProblem } from '../../../ui/form/file-check.ts';
import { useDocumentNames } from './document-names.ts';

type SentDocument = NonNullable<ApplicationState['application']>['documents'][number];

const FORMAT_NAMES = { 'image/png': 'PNG', 'image/jpeg': 'JPG', 'application/pdf': 'PDF' };

const megabytes = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;

/**
 * One document of the application: what it must be (the server's rule), a file input that
 * checks the chosen file by its bytes and size before it is sent, and whether it is in.
 */
export function DocumentField(props: {
  rule: DocumentRule;
  sent: SentDocument | undefined;
  /** This document is on its way. */
  sending: boolean;
  /** A document (this or another) is on its way: one at a time. */
  busy: boolean;
  /** The server's refusal of this document's last file. */
  refusal: string | null;
  onChosen: (kind: DocumentKind, file: Blob) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<FileProblem | 'busy' | null>(null);
  const { rule } = props;
  const formats = rule.mediaTypes.map((type) => FORMAT_NAMES[type]).join(', ');
  const size = megabytes(rule.maxBytes);
  const name = useDocumentNames()[rule.kind];
  const error =
    problem === 'format'
      ? t`รองรับเฉพาะไฟล์ ${formats}`
      : problem === 'size'
        ? t`ไฟล์ต้องมีขนาดไม่เกิน ${size} MB`
        : problem === 'busy'
          ? t`กรุณารอให้ส่งเอกสารก่อนหน้าเสร็จ แล้วเลือกไฟล์อีกครั้ง`
          : props.refusal;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after a refusal) is a change too.
    event.target.value = '';
    if (!file) return;
    if (props.busy) return setProblem('busy');
    const checked = await checkFile(file, { types: rule.mediaTypes, maxBytes: rule.maxBytes });
    setProblem(checked.problem ?? null);
    if (!checked.problem) props.onChosen(rule.kind, checked.file);
  };

  return (
    <div className="form-field affiliate-document">
      <label htmlFor={id}>
        {name} <span className="affiliate-document__rule">{t`(${formats} ไม่เกิน ${size} MB)`}</span>
      </label>
      <input
        id={id}
        type="file"
        accept={acceptOf({ types: rule.mediaTypes, maxBytes: rule.maxBytes })}
        // Not disabled while another is sent: focus stays where the member is.
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={choose}
      />
      <p
        id={`${id}-status`}
        className={error ? 'form-error' : 'affiliate-document__status'}
        role={error ? 'alert' : undefined}
      >
        {error ??
          (props.sending ? (
            <Trans>กำลังส่งเอกสาร…</Trans>
          ) : props.sent ? (
            <Trans>
              ส่งแล้วเมื่อ {formatDate(props.sent.uploadedAt, i18n.locale as Locale, 'dateTime')}
            </Trans>
          ) : (
            <Trans>ยังไม่ได้ส่ง</Trans>
          ))}
      </p>
    </div>
  );
}
