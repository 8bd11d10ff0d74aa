import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { isReadyToStart } from '../../../../machines/live-post/live-post-rules.ts';
import { livePagePostsQuery, livePagesQuery } from '../../../api/queries/live.ts';
import { Alert } from '../../../ui/Alert.tsx';
import '../../../ui/form/form-field.css';
import { DraftLines } from './DraftLines.tsx';
import type { LivePostActor } from './live-post-actor.ts';
import { ProductPicker } from './ProductPicker.tsx';

/**
 * A draft live post: its name, the connected page and the page's post the live is on, the most
 * one buyer may order, and its products. Each change goes to the machine, which checks the
 * draft before it is saved; a saved draft on a social post that sells something starts.
 */
export function DraftEditor({ actor }: { actor: LivePostActor }) {
  const { t } = useLingui();
  const ids = useId();
  const { draft, dirty, post, problems, serverMessage, fieldErrors } = useSelector(
    actor,
    (s) => s.context,
  );
  const saving = useSelector(actor, (s) => s.matches({ draft: 'saving' }));
  const starting = useSelector(actor, (s) => s.matches({ draft: 'starting' }));
  const pages = useQuery(livePagesQuery());
  const socialPosts = useQuery(livePagePostsQuery(draft.pageId));
  const nameBlank = problems.some((problem) => problem.kind === 'name-blank');
  const set = (field: 'name' | 'pageId' | 'postId' | 'limitPerPerson', value: string | number) =>
    actor.send({ type: 'livePost.field.set', field, value });
  const ready = !dirty && isReadyToStart(post);

  return (
    <div className="affiliate-panel">
      {serverMessage && (
        <Alert kind="error">
          {serverMessage}
          {fieldErrors.length > 0 && (
            <ul>
              {fieldErrors.map((problem) => (
                <li key={problem.field}>- {problem.message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <form
        className="affiliate-form"
        noValidate
        aria-busy={saving || starting}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'livePost.save' });
        }}
      >
        {/* Nothing is edited while the draft is sent: what the server answers replaces it. */}
        <fieldset className="live-draft" disabled={saving || starting}>
          <div className="form-field">
            <label htmlFor={`${ids}-name`}>
              <Trans>ชื่อโพสต์ไลฟ์</Trans>
            </label>
            <input
              id={`${ids}-name`}
              value={draft.name}
              maxLength={200}
              aria-invalid={nameBlank || undefined}
              aria-describedby={nameBlank ? `${ids}-name-error` : undefined}
              onChange={(event) => set('name', event.target.value)}
            />
            {nameBlank && (
              <p id={`${ids}-name-error`} className="field-error">
                <Trans>กรุณากรอกชื่อโพสต์</Trans>
              </p>
            )}
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-page`}>
              <Trans>เพจ</Trans>
            </label>
            <select
              id={`${ids}-page`}
              value={draft.pageId}
              onChange={(event) => {
                set('pageId', event.target.value);
                set('postId', '');
              }}
            >
              <option value="">{t`เลือกเพจ`}</option>
              {pages.data?.map((page) => (
                <option key={page.pageId} value={page.pageId}>
                  {page.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-post`}>
              <Trans>โพสต์ไลฟ์บนเพจ</Trans>
            </label>
            <select
              id={`${ids}-post`}
              value={draft.postId}
              disabled={draft.pageId === ''}
              aria-describedby={socialPosts.isError ? `${ids}-post-error` : undefined}
              onChange={(event) => set('postId', event.target.value)}
            >
              <option value="">{t`เลือกโพสต์`}</option>
              {/* The post chosen before stays choosable while the page's posts load. */}
              {draft.postId !== '' &&
                !socialPosts.data?.some((social) => social.postId === draft.postId) && (
                  <option value={draft.postId}>{draft.postId}</option>
                )}
              {socialPosts.data?.map((social) => (
                <option key={social.postId} value={social.postId}>
                  {social.message || social.postId}
                </option>
              ))}
            </select>
            {socialPosts.isError && (
              <p id={`${ids}-post-error`} className="field-error">
                <Trans>อ่านโพสต์ของเพจไม่ได้ กรุณาเชื่อมต่อเพจอีกครั้ง</Trans>
              </p>
            )}
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-limit`}>
              <Trans>จำนวนสูงสุดต่อคน (0 คือไม่จำกัด)</Trans>
            </label>
            <input
              id={`${ids}-limit`}
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              value={draft.limitPerPerson}
              onChange={(event) =>
                set(
                  'limitPerPerson',
                  Math.max(0, Math.min(999, Math.trunc(Number(event.target.value) || 0))),
                )
              }
            />
          </div>
          <DraftLines actor={actor} />
          <ProductPicker actor={actor} />
        </fieldset>
        <div className="affiliate-actions">
          <button type="submit" className="button button--ghost" disabled={saving || starting}>
            <Trans>บันทึกฉบับร่าง</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={!ready || saving || starting}
            aria-describedby={ready ? undefined : `${ids}-start-hint`}
            onClick={() => actor.send({ type: 'livePost.start' })}
          >
            <Trans>เริ่มไลฟ์</Trans>
          </button>
        </div>
        {!ready && (
          <p id={`${ids}-start-hint`} className="live-line__rule">
            <Trans>เริ่มไลฟ์ได้เมื่อบันทึกแล้ว เลือกโพสต์บนเพจ และมีสินค้าอย่างน้อยหนึ่งรายการ</Trans>
          </p>
        )}
      </form>
    </div>
  );
}
