CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_status" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_error" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("bucket","key","created_at");--> statement-breakpoint
UPDATE "websites" SET "domain_token" = md5(random()::text || "id"::text), "domain_status" = 'PENDING', "domain_set_at" = now() WHERE "domain" IS NOT NULL;
