CREATE SEQUENCE "public"."aggregator_sequence_id" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "aggregator_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by_id" integer,
	"reason" text,
	"memo" text
);
--> statement-breakpoint
CREATE TABLE "aggregator_records" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"state" text NOT NULL,
	"waiting_on" text,
	"sequence_id" bigint,
	"transaction_id" text,
	"error_code" text,
	"error_message" text,
	"calls" jsonb,
	"client_id" integer,
	"employee_id" integer,
	"first_sent_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_sequence_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregator_records_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE TABLE "aggregator_service_codes" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"procedure_code" text,
	"modifiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"payer_id" text,
	"payer_program" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "aggregator_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider_qualifier" text DEFAULT 'MedicaidID' NOT NULL,
	"provider_id" text,
	"payer_id" text,
	"payer_program" text,
	"time_zone_name" text DEFAULT 'US/Eastern' NOT NULL,
	"reason_codes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "aggregator_settings_one_row" CHECK ("aggregator_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "aggregator_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"backfilled_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_after" timestamp with time zone,
	"lock_owner" text,
	"lock_until" timestamp with time zone,
	CONSTRAINT "aggregator_state_one_row" CHECK ("aggregator_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "aggregator_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"rejected_count" integer,
	"summary" text
);
--> statement-breakpoint
ALTER TABLE "aggregator_service_codes" ADD CONSTRAINT "aggregator_service_codes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aggregator_outbox_record_idx" ON "aggregator_outbox" USING btree ("kind","record_id","id");--> statement-breakpoint
CREATE INDEX "aggregator_outbox_kind_idx" ON "aggregator_outbox" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "aggregator_records_state_idx" ON "aggregator_records" USING btree ("kind","state");--> statement-breakpoint
CREATE INDEX "aggregator_records_transaction_idx" ON "aggregator_records" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "aggregator_transactions_due_idx" ON "aggregator_transactions" USING btree ("next_poll_at") WHERE "aggregator_transactions"."state" = 'sent';--> statement-breakpoint
INSERT INTO "aggregator_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "aggregator_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
