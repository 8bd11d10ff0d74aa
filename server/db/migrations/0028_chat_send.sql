-- A chat message stored in one statement (server/features/chat/chat-store.ts, sendMessage): a
-- transaction of six statements held the embedded database's one connection for six round trips
-- each message, and at 200 messages a second the deliveries queued behind them. Hand-written:
-- drizzle-kit does not write functions.
--
-- Who a reader is in a conversation: its shopper, a seller of its store, or NULL.
CREATE FUNCTION "chat_role"(c "chat_conversations", reader integer) RETURNS text
LANGUAGE sql STABLE SET search_path = public AS $$
  SELECT CASE
    WHEN c.shopper_user_id = reader THEN 'shopper'
    WHEN EXISTS (SELECT 1 FROM store_members s WHERE s.store_id = c.store_id AND s.user_id = reader)
      THEN 'seller'
  END
$$;--> statement-breakpoint
-- The reader's last-read number, moved to up_to: never back, never past the last message.
CREATE FUNCTION "chat_read_up_to"(conversation integer, reader integer, up_to integer)
RETURNS void LANGUAGE sql SET search_path = public AS $$
  INSERT INTO chat_reads AS r (conversation_id, user_id, last_read_seq)
  SELECT conversation, reader, least(up_to, c.last_seq) FROM chat_conversations c
  WHERE c.id = conversation
  ON CONFLICT (conversation_id, user_id)
    DO UPDATE SET last_read_seq = greatest(r.last_read_seq, excluded.last_read_seq)
$$;--> statement-breakpoint
-- Stores sender's message under their client id once, numbered under the conversation's row
-- lock, read by its sender, and told on `channel` as 'm:{conversation}:{id}' at commit. The
-- outcome: 'stored'; 'kept' (that client id was stored before: that message is answered);
-- 'absent' (no such conversation of theirs); 'image-unknown' (no picture of theirs uploaded
-- there by that name); 'image-sent' (that picture is in a message already). Each statement here
-- reads what was committed before it ran (a function's statements take their own snapshots),
-- so a resend that waited for the lock finds the message its original stored meanwhile.
CREATE FUNCTION "chat_send"(
  conversation integer, sender integer, client uuid, body text, picture text,
  sent_at timestamptz, channel text
) RETURNS TABLE (outcome text, role text, message "chat_messages")
LANGUAGE plpgsql SET search_path = public AS $$
#variable_conflict use_column
DECLARE
  side text;
  stored chat_messages;
  width integer;
  height integer;
  sent boolean;
BEGIN
  SELECT chat_role(c, sender) INTO side FROM chat_conversations c
  WHERE c.id = conversation AND chat_role(c, sender) IS NOT NULL FOR UPDATE OF c;
  IF side IS NULL THEN
    RETURN QUERY SELECT 'absent', NULL::text, NULL::chat_messages;
    RETURN;
  END IF;
  SELECT * INTO stored FROM chat_messages m
  WHERE m.conversation_id = conversation AND m.client_id = client;
  IF FOUND THEN
    RETURN QUERY SELECT 'kept', side, stored;
    RETURN;
  END IF;
  IF picture IS NOT NULL THEN
    SELECT i.width, i.height, EXISTS (SELECT 1 FROM chat_messages m WHERE m.image_name = i.name)
    INTO width, height, sent
    FROM chat_images i
    WHERE i.name = picture AND i.conversation_id = conversation AND i.uploader_user_id = sender;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'image-unknown', side, NULL::chat_messages;
      RETURN;
    END IF;
    IF sent THEN
      RETURN QUERY SELECT 'image-sent', side, NULL::chat_messages;
      RETURN;
    END IF;
  END IF;
  WITH numbered AS (
    UPDATE chat_conversations c SET last_seq = c.last_seq + 1, updated_at = sent_at
    WHERE c.id = conversation RETURNING c.last_seq
  )
  INSERT INTO chat_messages AS m (conversation_id, seq, client_id, sender_user_id, from_store,
    text, image_name, image_width, image_height, created_at)
  SELECT conversation, numbered.last_seq, client, sender, side = 'seller', body, picture, width,
    height, sent_at
  FROM numbered
  RETURNING * INTO stored;
  -- One's own message is read by its sender.
  PERFORM chat_read_up_to(conversation, sender, stored.seq);
  PERFORM pg_notify(channel, 'm:' || conversation || ':' || stored.id);
  RETURN QUERY SELECT 'stored', side, stored;
END
$$;
