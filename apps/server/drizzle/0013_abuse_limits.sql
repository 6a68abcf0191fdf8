ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_website_email_idx" ON "bookings" USING btree ("website_id",lower("customer_email"),"end_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("website_id",lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "orders_stock_held_until_idx" ON "orders" USING btree ("stock_held_until") WHERE "orders"."stock_held_until" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("products"."max_per_order" >= 1);