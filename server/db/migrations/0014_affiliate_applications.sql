CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"national_id" text,
	"bank_code" text,
	"account_number" text,
	"account_name" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_documents" (
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_documents" ADD CONSTRAINT "affiliate_documents_application_id_affiliate_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."affiliate_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_open_idx" ON "affiliate_applications" USING btree ("user_id") WHERE "affiliate_applications"."status" in ('draft', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_verified_idx" ON "affiliate_applications" USING btree ("user_id") WHERE "affiliate_applications"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "affiliate_applications_status_idx" ON "affiliate_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_documents_kind_idx" ON "affiliate_documents" USING btree ("application_id","kind");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_affiliate_code_unique" UNIQUE("affiliate_code");