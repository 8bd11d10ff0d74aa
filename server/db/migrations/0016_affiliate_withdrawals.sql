CREATE TABLE "affiliate_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"transfer_reference" text,
	CONSTRAINT "affiliate_withdrawals_amount_positive" CHECK ("affiliate_withdrawals"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ADD CONSTRAINT "affiliate_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_withdrawals_request_idx" ON "affiliate_withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_owner_idx" ON "affiliate_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_status_idx" ON "affiliate_withdrawals" USING btree ("status","id");