CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_count" integer NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "live_release_id" uuid;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "releases_website_id_idx" ON "releases" USING btree ("website_id","created_at");--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_live_release_id_releases_id_fk" FOREIGN KEY ("live_release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;