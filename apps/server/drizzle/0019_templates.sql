ALTER TABLE "websites" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "template_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "websites_template_id_key" ON "websites" USING btree ("template_id");