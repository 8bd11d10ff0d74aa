CREATE TABLE "card_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"url" text,
	"status" text NOT NULL,
	"payment_intent_id" text,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_sessions_payment_idx" ON "card_sessions" USING btree ("payment_id","status");--> statement-breakpoint
CREATE INDEX "card_sessions_refund_due_idx" ON "card_sessions" USING btree ("status");