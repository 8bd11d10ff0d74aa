CREATE TABLE "affiliate_followers" (
	"affiliate_user_id" integer NOT NULL,
	"follower_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_followers_affiliate_user_id_follower_user_id_pk" PRIMARY KEY("affiliate_user_id","follower_user_id"),
	CONSTRAINT "affiliate_followers_not_oneself" CHECK ("affiliate_followers"."affiliate_user_id" <> "affiliate_followers"."follower_user_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_followers" ADD CONSTRAINT "affiliate_followers_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_followers" ADD CONSTRAINT "affiliate_followers_follower_user_id_users_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_followers_follower_idx" ON "affiliate_followers" USING btree ("follower_user_id");