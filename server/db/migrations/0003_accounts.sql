CREATE TABLE "email_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"telephone" text NOT NULL,
	"reference" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_address" integer NOT NULL,
	"user_address_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"telephone" text NOT NULL,
	"address" text NOT NULL,
	"road" text NOT NULL,
	"province_id" integer NOT NULL,
	"province_name_th" text NOT NULL,
	"province_name_en" text NOT NULL,
	"district_id" integer NOT NULL,
	"district_name_th" text NOT NULL,
	"district_name_en" text NOT NULL,
	"subdistrict_id" integer NOT NULL,
	"subdistrict_name_th" text NOT NULL,
	"subdistrict_name_en" text NOT NULL,
	"zipcode_id" integer NOT NULL,
	"zip_code" text NOT NULL,
	"default_shipping" boolean NOT NULL,
	"default_billing" boolean NOT NULL,
	"tax_id" text
);
--> statement-breakpoint
CREATE TABLE "user_business_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_target_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"telephone" text NOT NULL,
	"password_hash" text,
	"member_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"approval_status" text NOT NULL,
	"company_name" text,
	"business_type_id" integer,
	"user_target_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"firstname" text,
	"lastname" text,
	"gender_id" integer,
	"birthday" date,
	"crm_member_id" text NOT NULL,
	"url_key" text NOT NULL,
	"image_url" text,
	"is_verify_email" boolean DEFAULT false NOT NULL,
	"is_consent" boolean DEFAULT false NOT NULL,
	"accepted_policy" boolean DEFAULT false NOT NULL,
	"wants_news" boolean DEFAULT false NOT NULL,
	"is_send_by_email" boolean DEFAULT false NOT NULL,
	"tier_id" integer,
	"tier_type_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_crm_member_id_unique" UNIQUE("crm_member_id"),
	CONSTRAINT "users_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
DROP TABLE "access_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_reference_idx" ON "otp_codes" USING btree ("telephone","reference");--> statement-breakpoint
CREATE INDEX "otp_codes_latest_idx" ON "otp_codes" USING btree ("telephone","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telephone_idx" ON "users" USING btree ("telephone");--> statement-breakpoint
-- A share GET no longer creates a link: every product and promotion of an existing database
-- gets its link here, derived as server/seed/share-link.ts derives it (base64url of sha-256).
INSERT INTO "share_links" ("short_link", "type", "url_key")
SELECT substr(translate(encode(sha256(convert_to('product:' || "url_key", 'UTF8')), 'base64'), '+/', '-_'), 1, 8), 'product', "url_key"
FROM "products"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "share_links" ("short_link", "type", "url_key")
SELECT substr(translate(encode(sha256(convert_to('promotion:' || "id"::text, 'UTF8')), 'base64'), '+/', '-_'), 1, 8), 'promotion', "id"::text
FROM "promotions"
ON CONFLICT DO NOTHING;
