import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { startChatWith } from '../../api/queries/chat.ts';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { settledSession } from '../../session/session.ts';

/**
 * Chat with a store (on its page and its products'): opens the shopper's conversation with it,
 * started if need be, on /chat. A guest is asked to log in first.
 */
export function ChatButton({ storeId }: { storeId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startChatWith(storeId),
    onSuccess: async (conversation) => {
      // The list kept may not have it yet: read again, then open it.
      await queryClient.invalidateQueries({ queryKey: ['chat-conversations'] });
      await navigate({ to: '/chat', search: { c: conversation.id } });
    },
  });
  return (
    <div className="chat-button">
      <button
        type="button"
        className="button button--ghost"
        disabled={start.isPending}
        onClick={async () => {
          if (start.isPending) return;
          // A tap while the session is still being read waits for it: a member is no guest.
          const { user } = await settledSession(session);
          if (user) start.mutate();
          else openAccountModal({ kind: 'login' });
        }}
      >
        <Trans>แชทกับร้านค้า</Trans>
      </button>
      {start.isError && (
        <p role="alert">
          <Trans>เปิดการสนทนาไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </p>
      )}
    </div>
  );
}
