CREATE TABLE "live_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"access_token" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_posts" ADD COLUMN "poll_cursor" text;--> statement-breakpoint
ALTER TABLE "live_pages" ADD CONSTRAINT "live_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_pages_owner_idx" ON "live_pages" USING btree ("user_id");