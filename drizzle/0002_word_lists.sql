CREATE TABLE "word_lists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lists" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "word_lists" ADD CONSTRAINT "word_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;