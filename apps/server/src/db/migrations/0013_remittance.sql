CREATE TABLE "claim_line_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_line_id" bigint NOT NULL,
	"remittance_claim_id" bigint NOT NULL,
	"status_code" text NOT NULL,
	"paid_cents" bigint NOT NULL,
	"adjusted_cents" bigint NOT NULL,
	"adjustments" jsonb NOT NULL,
	"remarks" jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"patient_control" text NOT NULL,
	"status_code" text NOT NULL,
	"billed_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"patient_resp_cents" bigint NOT NULL,
	"payer_claim_control" text,
	"batch_id" integer,
	"claim_number" integer,
	"adjustments" jsonb NOT NULL,
	"remarks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remittance_claim_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"claim_line_id" bigint,
	"line_control" text,
	"procedure_code" text NOT NULL,
	"service_date" date,
	"units" numeric(10, 2),
	"billed_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"adjustments" jsonb NOT NULL,
	"remarks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"payer_key" text NOT NULL,
	"payer_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"trace_number" text NOT NULL,
	"method" text NOT NULL,
	"payment_cents" bigint NOT NULL,
	"payment_date" date,
	"provider_adjustments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"payment_cents" bigint NOT NULL,
	"claim_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"paid_claims" integer NOT NULL,
	"denied_claims" integer NOT NULL,
	"adjusted_claims" integer NOT NULL,
	"unmatched" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "claim_lines_entry_billed_key";--> statement-breakpoint
ALTER TABLE "work_entries" ADD COLUMN "claim_correctable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "claim_filing_limit_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD COLUMN "payer_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD COLUMN "payer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD COLUMN "purpose" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "frequency" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "replaces_line_id" bigint;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "payer_claim_control" text;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "adjusted_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "payment_state" text DEFAULT 'billed' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "payer_control_number" text;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remittance_claims" ADD CONSTRAINT "remittance_claims_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_claims" ADD CONSTRAINT "remittance_claims_payment_id_remittance_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."remittance_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_payments" ADD CONSTRAINT "remittance_payments_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_line_postings_line_idx" ON "claim_line_postings" USING btree ("claim_line_id","id");--> statement-breakpoint
CREATE INDEX "remittance_claims_remittance_idx" ON "remittance_claims" USING btree ("remittance_id","seq");--> statement-breakpoint
CREATE INDEX "remittance_claims_claim_idx" ON "remittance_claims" USING btree ("batch_id","claim_number");--> statement-breakpoint
CREATE INDEX "remittance_lines_claim_idx" ON "remittance_lines" USING btree ("remittance_claim_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_payments_trace_key" ON "remittance_payments" USING btree ("payer_key","trace_number");--> statement-breakpoint
CREATE INDEX "work_entries_claim_correctable_idx" ON "work_entries" USING btree ("id") WHERE "work_entries"."claim_correctable";--> statement-breakpoint
CREATE INDEX "claim_lines_replaces_idx" ON "claim_lines" USING btree ("replaces_line_id") WHERE "claim_lines"."replaces_line_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_entry_billed_key" ON "claim_lines" USING btree ("work_entry_id") WHERE NOT "claim_lines"."voided" AND NOT "claim_lines"."superseded";--> statement-breakpoint
-- Batches made before: their payer is the receiver in the settings (the only one a batch could go to).
UPDATE "claim_batches" b SET "payer_id" = COALESCE(s."receiver_id", ''), "payer_name" = COALESCE(s."receiver_name", '')
FROM (SELECT "receiver_id", "receiver_name" FROM "agency_settings" ORDER BY "id" LIMIT 1) s;
