CREATE TABLE "live_buyers" (
	"page_id" text NOT NULL,
	"buyer_social_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_buyers_page_id_buyer_social_id_pk" PRIMARY KEY("page_id","buyer_social_id")
);
--> statement-breakpoint
ALTER TABLE "live_buyers" ADD CONSTRAINT "live_buyers_page_id_live_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."live_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_buyers" ADD CONSTRAINT "live_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;