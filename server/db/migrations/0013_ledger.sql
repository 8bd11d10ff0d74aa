CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"balance_change_satang" bigint NOT NULL,
	"balance_after_satang" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_negative" CHECK ("ledger_entries"."amount_satang" >= 0),
	CONSTRAINT "ledger_entries_balance_not_negative" CHECK ("ledger_entries"."balance_after_satang" >= 0),
	CONSTRAINT "ledger_entries_seq_positive" CHECK ("ledger_entries"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_chain_idx" ON "ledger_entries" USING btree ("user_id","currency","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("currency","source_type","source_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("user_id","currency","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): the ledger is appended, never edited, and
-- each entry continues its owner's chain, its balance the previous one's plus its change. The
-- chain's unique index makes the second of two racing appends fail, and these make a wrong one
-- fail too, whoever writes it.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql
SET search_path = public AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never edited (entry %)', OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE FUNCTION "ledger_entries_continue_chain"() RETURNS trigger LANGUAGE plpgsql
SET search_path = public AS $$
DECLARE
  previous record;
BEGIN
  SELECT seq, balance_after_satang INTO previous FROM ledger_entries
    WHERE user_id = NEW.user_id AND currency = NEW.currency
    ORDER BY seq DESC LIMIT 1;
  IF NEW.seq <> COALESCE(previous.seq, 0) + 1
    OR NEW.balance_after_satang <> COALESCE(previous.balance_after_satang, 0) + NEW.balance_change_satang
  THEN
    RAISE EXCEPTION 'a ledger entry must continue its chain (user %, seq %)', NEW.user_id, NEW.seq
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_chain" BEFORE INSERT ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "ledger_entries_continue_chain"();
