CREATE TABLE "claim_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"claim_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"units" numeric(14, 2) NOT NULL,
	"total_cents" bigint NOT NULL,
	"x12" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"claim_number" integer NOT NULL,
	"line_number" integer NOT NULL,
	"work_entry_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"client_service_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"units" numeric(10, 2) NOT NULL,
	"charge_cents" bigint NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"snapshot" jsonb
);
--> statement-breakpoint
CREATE TABLE "evv_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_entry_id" integer NOT NULL,
	"type" text NOT NULL,
	"details" jsonb NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" integer,
	"resolution_note" text,
	"auto_cleared" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "evv_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "claim_batch_id" integer;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "address_state" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "address_zip" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "ein" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "promise_provider_id" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "promise_service_location" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "taxonomy_code" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "submitter_id" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "receiver_id" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "receiver_name" text;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "test_claim_files" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "evv_distance_limit_miles" numeric(6, 2) DEFAULT 0.25 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_batch_id_claim_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."claim_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_work_entry_id_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."work_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evv_exceptions" ADD CONSTRAINT "evv_exceptions_work_entry_id_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."work_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_entry_billed_key" ON "claim_lines" USING btree ("work_entry_id") WHERE NOT "claim_lines"."voided";--> statement-breakpoint
CREATE INDEX "claim_lines_batch_idx" ON "claim_lines" USING btree ("batch_id","claim_number","line_number");--> statement-breakpoint
CREATE INDEX "claim_lines_authorization_idx" ON "claim_lines" USING btree ("client_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evv_exceptions_open_key" ON "evv_exceptions" USING btree ("work_entry_id","type") WHERE "evv_exceptions"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "evv_exceptions_entry_idx" ON "evv_exceptions" USING btree ("work_entry_id");--> statement-breakpoint
CREATE INDEX "evv_exceptions_open_idx" ON "evv_exceptions" USING btree ("type","detected_at") WHERE "evv_exceptions"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "work_entries_evv_unchecked_idx" ON "work_entries" USING btree ("id") WHERE "work_entries"."evv_checked_at" IS NULL AND "work_entries"."status" = 8;