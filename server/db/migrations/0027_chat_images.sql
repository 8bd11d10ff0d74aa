CREATE TABLE "chat_images" (
	"name" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "image_name" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_images_conversation_idx" ON "chat_images" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_image_name_chat_images_name_fk" FOREIGN KEY ("image_name") REFERENCES "public"."chat_images"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_image_idx" ON "chat_messages" USING btree ("image_name");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_image_sized" CHECK (num_nulls("chat_messages"."image_name", "chat_messages"."image_width", "chat_messages"."image_height") in (0, 3));