CREATE TABLE "live_wallpapers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text,
	"token_hint" text,
	"pinned_wallpaper_id" text,
	"done_tasks" text DEFAULT 'strike' NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "live_wallpapers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "live_wallpapers" ADD CONSTRAINT "live_wallpapers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_wallpapers" ADD CONSTRAINT "live_wallpapers_pinned_wallpaper_id_wallpapers_id_fk" FOREIGN KEY ("pinned_wallpaper_id") REFERENCES "public"."wallpapers"("id") ON DELETE set null ON UPDATE no action;