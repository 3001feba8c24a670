CREATE TABLE "task_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"push_token_hash" text,
	"push_token_hint" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"last_tasks" jsonb,
	"last_read_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_sources_push_token_hash_unique" UNIQUE("push_token_hash")
);
--> statement-breakpoint
ALTER TABLE "live_wallpapers" ADD COLUMN "pinned_source_id" text;--> statement-breakpoint
ALTER TABLE "task_sources" ADD CONSTRAINT "task_sources_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_sources_user_created_idx" ON "task_sources" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_sources_one_push_idx" ON "task_sources" USING btree ("user_id") WHERE "task_sources"."kind" = 'push';--> statement-breakpoint
ALTER TABLE "live_wallpapers" ADD CONSTRAINT "live_wallpapers_pinned_source_id_task_sources_id_fk" FOREIGN KEY ("pinned_source_id") REFERENCES "public"."task_sources"("id") ON DELETE set null ON UPDATE no action;