import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type DefaultKind, deleteAddress, setDefaultAddress } from '../../api/address-writes.ts';
import { isApiError } from '../../api/api-error.ts';
import { type Address, addressBookQuery } from '../../api/queries/addresses.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AddressForm } from '../../ui/address-form/AddressForm.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { AddressCard, cardHeadingId } from './AddressCard.tsx';
import { DeleteAddressDialog } from './DeleteAddressDialog.tsx';
import '../../ui/card-list.css';
import '../../ui/narrow-page.css';
import './address-book.css';

type BookChange = { address: Address; kind: DefaultKind | 'delete' };

/**
 * /user/profile/address-book: the shopper's addresses with their defaults; add and edit in a
 * dialog, delete after a question. Every write answers the whole book, which replaces the
 * cached one: no second request to see the change.
 */
export default function AddressBookPage() {
  const { t } = useLingui();
  const title = t`สมุดที่อยู่`;
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const book = useQuery(addressBookQuery());
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const noticeOf = (change: BookChange['kind'] | 'added' | 'saved') =>
    ({
      added: t`เพิ่มที่อยู่แล้ว`,
      saved: t`บันทึกการแก้ไขที่อยู่แล้ว`,
      delete: t`ลบที่อยู่แล้ว`,
      shipping: t`ตั้งเป็นที่อยู่จัดส่งเริ่มต้นแล้ว`,
      billing: t`ตั้งเป็นที่อยู่เรียกเก็บเงินเริ่มต้นแล้ว`,
    })[change];

  const change = useMutation({
    mutationFn: ({ address, kind }: BookChange) =>
      kind === 'delete' ? deleteAddress(address.id) : setDefaultAddress(address.id, kind),
    onMutate: () => setNotice(null),
    onSuccess: (answer, { address, kind }) => {
      queryClient.setQueryData(addressBookQuery().queryKey, answer);
      setNotice(noticeOf(kind));
      setDeleting(null);
      // The pressed button is gone (the address, or its set-default button): focus what
      // it acted on, or the page when that is gone too.
      const target =
        kind === 'delete' ? heading.current : document.getElementById(cardHeadingId(address));
      target?.focus();
    },
  });

  const addresses = book.data ?? [];
  return (
    <section className="container narrow-page" aria-labelledby="address-book-title">
      <h1 id="address-book-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <button
        type="button"
        className="button"
        disabled={!book.isSuccess}
        onClick={() => {
          setNotice(null);
          setEditing('new');
        }}
      >
        <Trans>เพิ่มที่อยู่ใหม่</Trans>
      </button>
      {notice && (
        <Alert kind="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {change.isError && (
        <Alert kind="error">
          {isApiError(change.error) ? change.error.message : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`}
        </Alert>
      )}
      {book.isPending && (
        <p role="status">
          <Trans>กำลังโหลดที่อยู่…</Trans>
        </p>
      )}
      {book.isError && (
        <Alert kind="error">
          <Trans>โหลดสมุดที่อยู่ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </Alert>
      )}
      {book.isSuccess && addresses.length === 0 && (
        <p>
          <Trans>ยังไม่มีที่อยู่ในสมุด เพิ่มที่อยู่แรกเพื่อใช้จัดส่งและออกใบกำกับภาษี</Trans>
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="card-list">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={change.isPending}
                onEdit={() => {
                  setNotice(null);
                  setEditing(address);
                }}
                onDelete={() => setDeleting(address)}
                onSetDefault={(kind) => change.mutate({ address, kind })}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Dialog
          title={editing === 'new' ? t`เพิ่มที่อยู่ใหม่` : t`แก้ไขที่อยู่`}
          onClose={() => setEditing(null)}
        >
          <AddressForm
            address={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setNotice(noticeOf(editing === 'new' ? 'added' : 'saved'));
              setEditing(null);
            }}
          />
        </Dialog>
      )}
      {deleting && (
        <DeleteAddressDialog
          address={deleting}
          busy={change.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => change.mutate({ address: deleting, kind: 'delete' })}
        />
      )}
    </section>
  );
}
