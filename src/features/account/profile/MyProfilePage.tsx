import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { gregorianOf } from './buddhist-date.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import {
  confirmEmail,
  type Profile,
  type ProfileEdits,
  profileQuery,
  requestEmailVerification,
  saveProfile,
} from './profile-api.ts';
import '../account.css';

/** /user/profile/my-profile: who the shopper is, with their edits and e-mail verification. */
export function MyProfilePage() {
  const { t, i18n } = useLingui();
  const title = t`โปรไฟล์ของฉัน`;
  useDocumentTitle(title);
  const session = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery()).data;

  /** The server's answer to an edit: the page and the session's user (the header) show it. */
  const changed = (user: Profile) => {
    queryClient.setQueryData(profileQuery().queryKey, user);
    session.send({ type: 'session.profileChanged', user });
  };
  const save = useMutation({
    mutationFn: (edits: ProfileEdits) => saveProfile(edits),
    onSuccess: changed,
  });
  const verify = useMutation({ mutationFn: requestEmailVerification });

  // The verification e-mail's link lands here with its token.
  const navigate = useNavigate();
  const token = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('verifyEmail'),
  });
  const confirm = useMutation({
    mutationFn: confirmEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
  });
  const confirmToken = confirm.mutate;
  useEffect(() => {
    if (!token) return;
    confirmToken(token);
    void navigate({ to: '/user/profile/$menu', params: { menu: 'my-profile' }, replace: true });
  }, [token, confirmToken, navigate]);

  const errorOf = (error: unknown) =>
    isApiError(error) ? error.message : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`;
  if (!profile) return null;
  const birthday = profile.birthday && gregorianOf(profile.birthday);
  return (
    <section className="container account-page" aria-labelledby="my-profile-title">
      <h1 id="my-profile-title">{title}</h1>
      {profile.approvalStatus === 'pending' && (
        <Alert kind="warning">
          <Trans>บัญชีบริษัทของคุณรอการอนุมัติจากเจ้าหน้าที่ ระหว่างนี้ยังไม่สามารถสั่งซื้อสินค้าได้</Trans>
        </Alert>
      )}
      {confirm.isSuccess && (
        <Alert kind="success">
          <Trans>ยืนยันอีเมลเรียบร้อยแล้ว</Trans>
        </Alert>
      )}
      {confirm.isError && <Alert kind="error">{errorOf(confirm.error)}</Alert>}
      <ProfilePhoto profile={profile} onChanged={changed} />
      <dl className="profile-facts">
        {profile.companyName && (
          <>
            <dt>
              <Trans>บริษัท</Trans>
            </dt>
            <dd>{profile.companyName}</dd>
          </>
        )}
        <dt>
          <Trans>อีเมล</Trans>
        </dt>
        <dd>
          {profile.email ?? '-'}{' '}
          {profile.email &&
            (profile.isVerifyEmail ? (
              <span className="badge">
                <Trans>ยืนยันแล้ว</Trans>
              </span>
            ) : verify.isSuccess ? (
              <span role="status">
                <Trans>ส่งลิงก์ยืนยันไปที่อีเมลแล้ว</Trans>
              </span>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={verify.isPending}
                onClick={() => verify.mutate()}
              >
                <Trans>ยืนยันอีเมล</Trans>
              </button>
            ))}
        </dd>
        <dt>
          <Trans>เบอร์โทรศัพท์</Trans>
        </dt>
        <dd>{profile.telephone}</dd>
        <dt>
          <Trans>วันเกิด</Trans>
        </dt>
        <dd>{birthday ? formatDate(birthday, i18n.locale as Locale) : '-'}</dd>
        <dt>
          <Trans>รหัสสมาชิก</Trans>
        </dt>
        <dd>{profile.crmMemberId}</dd>
        <dt>
          <Trans>นักขายพันธมิตร</Trans>
        </dt>
        <dd>
          {profile.isVerifyAffiliate ? (
            <span className="badge">{profile.influencerTypeName}</span>
          ) : (
            <Link to="/user/profile/$menu" params={{ menu: 'affiliate' }}>
              <Trans>สมัครเป็นนักขายพันธมิตร</Trans>
            </Link>
          )}
        </dd>
      </dl>
      {verify.isError && <Alert kind="error">{errorOf(verify.error)}</Alert>}
      <h2>
        <Trans>แก้ไขข้อมูล</Trans>
      </h2>
      <ProfileForm profile={profile} busy={save.isPending} onSave={(edits) => save.mutate(edits)} />
      {save.isSuccess && (
        <Alert kind="success" onClose={() => save.reset()}>
          <Trans>บันทึกข้อมูลเรียบร้อยแล้ว</Trans>
        </Alert>
      )}
      {save.isError && <Alert kind="error">{errorOf(save.error)}</Alert>}
    </section>
  );
}
